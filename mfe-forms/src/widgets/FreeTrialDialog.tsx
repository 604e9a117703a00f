import { Button, Icon, modalDialogClassNames } from '@site/ui';
import { actionDialog, dialogCloser } from '@site/ui/behaviours';
import { freeTrial } from '../content/freeTrial';
import { pagePaths } from '../content/pagePaths';
import { TrialForm, type TrialFormProps } from '../trial/TrialForm';
import { TrialIntro } from '../trial/TrialIntro';

/** The dialog's id: the frame holds one, and its close button names it (`commandfor`). */
const FREE_TRIAL_DIALOG_ID = 'free-trial-dialog';
const headingId = `${FREE_TRIAL_DIALOG_ID}-heading`;

/**
 * The full-screen free-trial dialog, as HTML the shell's frame holds on every page (closed): every
 * Sign Up and "Start your free trial" (`data-shell-action="open-free-trial"`) opens it over the
 * page from the first paint, with no code fetched (ui's dialog behaviour: on screen in the tap's
 * frame, the page behind inert, Escape and the close icon close it, Tab stays inside, focus goes
 * back to the control). Its form takes typing at once and its first Submit is checked from the
 * HTML; the island goes live on the first interaction, keeping what was typed. The form's popups
 * render inside the dialog, the only part of the page that is not inert while it is open. A plain
 * post goes to the sign-up's own page (`pagePaths.freeTrial`), which shows the answer; without script
 * the controls lead there.
 */
export function FreeTrialDialog({ apiBaseUrl }: Pick<TrialFormProps, 'apiBaseUrl'>) {
  const { dialog, fullScreen, close, content } = modalDialogClassNames;
  return (
    <dialog
      id={FREE_TRIAL_DIALOG_ID}
      className={`${dialog} ${fullScreen}`}
      aria-labelledby={headingId}
      data-testid="free-trial-dialog"
      {...actionDialog('open-free-trial')}
    >
      <Button variant="ghost" className={close} {...dialogCloser(FREE_TRIAL_DIALOG_ID)}>
        <Icon name="close" size={24} />
        <span className="visually-hidden">{freeTrial.close}</span>
      </Button>
      <div className={content}>
        <h2 id={headingId}>{freeTrial.heading}</h2>
        <TrialIntro />
        <TrialForm apiBaseUrl={apiBaseUrl} postTo={pagePaths.freeTrial} />
      </div>
    </dialog>
  );
}
