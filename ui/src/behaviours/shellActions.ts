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

/**
 * What the loader shows at once for an action that opens a dialog, until the dialog's code is
 * here (a slow phone: seconds). The dialog's owner reads its heading from here, so the two agree.
 */
export const shellActionDialogs = {
  'open-free-trial': {
    heading: 'Start your 7-day free trial',
    loading: 'Loading the sign-up form…',
    close: 'Close',
  },
} as const satisfies Record<string, { readonly heading: string; readonly loading: string; readonly close: string }>;
