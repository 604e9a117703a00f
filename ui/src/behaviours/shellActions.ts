/**
 * `data-shell-action="<action>"`: a button or link that asks the shell for something (open the
 * free-trial dialog, go Back), wherever it is in a page. The islands loader runs them from the
 * first paint, island or not; it marks `<html data-shell-actions>` so React handlers know not to
 * run the same action again.
 *
 * An action that opens a dialog opens one the page holds: its owner writes it as HTML
 * (`actionDialog(action)` on the `<dialog>`, the free-trial sign-up mfe-forms publishes for the
 * shell's frame), so it is on screen in the tap's frame with its form ready to take typing, and no
 * code is fetched for it. A trial control is a link to the same form as a page: it is followed when
 * the page holds no such dialog, and without script.
 */
import { closeEnclosingDialog, fastModal, openFastModal } from './dialog';

export const SHELL_ACTION_ATTRIBUTE = 'data-shell-action';
export const SHELL_ACTIONS_HANDLED_ATTRIBUTE = 'data-shell-actions';

/** Whether this page's loader runs `data-shell-action` controls (not so in a remote's standalone page or a unit test). */
export function shellActionsHandledByPage(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): boolean {
  return doc?.documentElement.hasAttribute(SHELL_ACTIONS_HANDLED_ATTRIBUTE) ?? false;
}

const ACTION_DIALOG_ATTRIBUTE = 'data-action-dialog';

/** The attributes of the `<dialog>` that `action` opens; spread them on it (a fast modal dialog: see dialog.ts). */
export function actionDialog(action: string) {
  return { [ACTION_DIALOG_ATTRIBUTE]: action, ...fastModal() } as const;
}

/**
 * Opens the dialog the page holds for `action`, over the page, and says whether there is one. The
 * dialog `control` sits in closes first (the drawer's Sign Up); focus goes back to whoever opened
 * that one (the menu button), else to `control`, when this dialog closes.
 */
export function openActionDialog(action: string, control: Element): boolean {
  const dialog = control.ownerDocument.querySelector(`dialog[${ACTION_DIALOG_ATTRIBUTE}="${action}"]`);
  if (!(dialog instanceof HTMLDialogElement)) return false;
  const returnFocusTo = closeEnclosingDialog(control) ?? control;
  if (!dialog.open) openFastModal(dialog, returnFocusTo instanceof HTMLElement ? returnFocusTo : null);
  return true;
}
