/**
 * `data-shell-action` controls: each works as soon as the page shows, island or not. Back goes to
 * the previous page of the visit; any other action opens the page's own dialog for it (the
 * free-trial dialog, which the page holds as HTML: on screen in the tap's frame, nothing fetched).
 */
import { openActionDialog } from '@site/ui/behaviours';
import { SHELL_ACTION_ATTRIBUTE, SHELL_ACTIONS_HANDLED_ATTRIBUTE } from './protocol';

/** Whether this tab has a page of this site to go back to (the Navigation API knows; else the referrer tells). */
function canGoBack(): boolean {
  const entry = (window as { navigation?: { currentEntry?: { index: number } | null } }).navigation?.currentEntry;
  if (entry) return entry.index > 0;
  return document.referrer.startsWith(`${window.location.origin}/`) && window.history.length > 1;
}

function onActionClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const control = event.target instanceof Element ? event.target.closest(`[${SHELL_ACTION_ATTRIBUTE}]`) : null;
  const action = control?.getAttribute(SHELL_ACTION_ATTRIBUTE);
  if (!control || !action) return;
  if (action === 'back') {
    // Back to the previous page of the visit; on a deep link the link's own address (the listing).
    if (canGoBack()) {
      event.preventDefault();
      window.history.back();
    }
    return;
  }
  // The page's own dialog for it opens at once (the drawer's Sign Up closes the drawer first); a link
  // the page holds no dialog for goes where it leads (the action's page: the free-trial sign-up's own).
  if (openActionDialog(action, control)) event.preventDefault();
}

/** Answers the page's shell actions from now on; `<html data-shell-actions>` tells their links' React handlers to leave them be. */
export function installShellActions(): void {
  document.documentElement.setAttribute(SHELL_ACTIONS_HANDLED_ATTRIBUTE, '');
  document.addEventListener('click', onActionClick);
}
