import { ModalDialog, modalDialogClassNames } from '@site/ui';
import { useId } from 'react';
import type { FreeTrialDialogProps } from '../contract';
import { freeTrial } from '../content/freeTrial';
import { TrialForm, type TrialFormProps } from '../trial/TrialForm';
import { TrialIntro } from '../trial/TrialIntro';

/**
 * Full-screen free-trial dialog (close icon, Escape, focus kept inside); the shell mounts it open
 * and returns focus to Sign Up when it closes. The form's popups render inside the dialog, the
 * only part of the page that is not inert while it is open. Without script, Sign Up leads to the
 * same sign-up as a page (`/free-trial`, pages/FreeTrialPage.tsx).
 */
export function FreeTrialDialog({ onClose, apiBaseUrl }: FreeTrialDialogProps & Pick<TrialFormProps, 'apiBaseUrl'>) {
  const headingId = useId();
  return (
    <ModalDialog open onClose={onClose} labelledBy={headingId} testId="free-trial-dialog">
      <div className={modalDialogClassNames.content}>
        <h2 id={headingId}>{freeTrial.heading}</h2>
        <TrialIntro />
        <TrialForm apiBaseUrl={apiBaseUrl} />
      </div>
    </ModalDialog>
  );
}
