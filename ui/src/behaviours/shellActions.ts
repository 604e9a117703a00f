/**
 * `data-shell-action="<action>"`: a button or link that asks the shell for something (open the
 * free-trial dialog, go Back), wherever it is in a page. The islands loader runs them from the
 * first paint, island or not; it marks `<html data-shell-actions>` so React handlers know not to
 * run the same action again.
 */
export const SHELL_ACTION_ATTRIBUTE = 'data-shell-action';
export const SHELL_ACTIONS_HANDLED_ATTRIBUTE = 'data-shell-actions';

/** Whether this page's loader runs `data-shell-action` controls (not so in a remote's standalone page or a unit test). */
export function shellActionsHandledByPage(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): boolean {
  return doc?.documentElement.hasAttribute(SHELL_ACTIONS_HANDLED_ATTRIBUTE) ?? false;
}
