import { Button, Icon, MailtoLink, siteConfig } from '@site/ui';
import { useEffect, useId, useRef } from 'react';
import type { FreeTrialDialogProps } from '../contract';
import { freeTrial } from '../content/pages';
import styles from './FreeTrialDialog.module.css';

/**
 * Full-screen free-trial dialog. A modal <dialog>: the page behind is inert, Escape closes it, and
 * the shell returns focus to Sign Up when it unmounts us.
 */
export function FreeTrialDialog({ onClose }: FreeTrialDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={headingId} onClose={onClose} data-testid="free-trial-dialog">
      <div className={styles.inner}>
        <Button variant="ghost" className={styles.close} onClick={onClose}>
          <Icon name="close" size={24} />
          <span className="visually-hidden">Close</span>
        </Button>
        <h2 id={headingId}>{freeTrial.heading}</h2>
        <p className={styles.noCard}>{freeTrial.noCard}</p>
        <p>{freeTrial.body}</p>
        <p>
          <MailtoLink address={siteConfig.mailboxes.itSupport} subject={freeTrial.emailSubject} />
        </p>
      </div>
    </dialog>
  );
}
