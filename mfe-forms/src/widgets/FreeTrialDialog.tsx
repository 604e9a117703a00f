import { ModalDialog, modalDialogClassNames } from '@site/ui';
import { useId } from 'react';
import type { FreeTrialDialogProps } from '../contract';
import { freeTrial } from '../content/freeTrial';
import { TrialForm, type TrialFormProps } from '../trial/TrialForm';
import styles from './FreeTrialDialog.module.css';

/**
 * Full-screen free-trial dialog (close icon, Escape, focus kept inside); the shell mounts it open
 * and returns focus to Sign Up when it closes. The form's popups render inside the dialog, the
 * only part of the page that is not inert while it is open.
 */
export function FreeTrialDialog({ onClose, apiBaseUrl }: FreeTrialDialogProps & Pick<TrialFormProps, 'apiBaseUrl'>) {
  const headingId = useId();
  return (
    <ModalDialog open onClose={onClose} labelledBy={headingId} testId="free-trial-dialog">
      <div className={modalDialogClassNames.content}>
        <h2 id={headingId}>{freeTrial.heading}</h2>
        <p className={styles.noCard}>{freeTrial.noCard}</p>
        <p>{freeTrial.intro}</p>
        <TrialForm apiBaseUrl={apiBaseUrl} />
      </div>
    </ModalDialog>
  );
}
