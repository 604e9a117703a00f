/**
 * The dialog a tap on "Sign Up" puts on screen at once, before the dialog's code is here: the frame's
 * HTML holds a stand-in of each such dialog (layout/PendingActionDialogs.tsx: its heading and a
 * loading line read out by screen readers), and the loader opens it as a fast modal dialog (on
 * screen in the tap's frame, the page behind inert after it; Escape and its close button close it,
 * focus goes back to the control). The runtime removes it in the same task its own dialog opens
 * (`PENDING_ACTION_ATTRIBUTE`), so the visitor sees one dialog throughout.
 */
import { openFastModal } from '@site/ui/behaviours';
import { pendingDialogId } from './protocol';

/** Shows the stand-in of `action`'s dialog; null when the action opens none (or it is open, or gone: the real one is here). */
export function showPendingDialog(action: string, control: Element): HTMLDialogElement | null {
  const dialog = document.getElementById(pendingDialogId(action));
  if (!(dialog instanceof HTMLDialogElement) || dialog.open) return null;
  openFastModal(dialog, control instanceof HTMLElement ? control : null);
  return dialog;
}
