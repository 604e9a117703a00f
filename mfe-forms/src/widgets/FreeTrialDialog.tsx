import { MailtoLink, ModalDialog, siteConfig } from '@site/ui';
import { useId } from 'react';
import type { FreeTrialDialogProps } from '../contract';
import { freeTrial } from '../content/pages';
import styles from './FreeTrialDialog.module.css';

/** Full-screen free-trial dialog; the shell mounts it open and returns focus to Sign Up when it closes. */
export function FreeTrialDialog({ onClose }: FreeTrialDialogProps) {
  const headingId = useId();
  return (
    <ModalDialog open onClose={onClose} labelledBy={headingId} testId="free-trial-dialog">
      <div className={styles.inner}>
        <h2 id={headingId}>{freeTrial.heading}</h2>
        <p className={styles.noCard}>{freeTrial.noCard}</p>
        <p>{freeTrial.body}</p>
        <p>
          <MailtoLink address={siteConfig.mailboxes.itSupport} subject={freeTrial.emailSubject} />
        </p>
      </div>
    </ModalDialog>
  );
}
