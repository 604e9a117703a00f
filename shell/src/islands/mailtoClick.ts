/**
 * `MailtoLink` (ui): when the page still has focus a moment after a mailto: link was followed, no
 * mail app opened, and the address is given. That check runs a second on: its code
 * (`mailtoCheck.ts`) is fetched on the click and comes meanwhile.
 */
function onMailtoClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-mailto-check]') : null;
  if (link) void import('./mailtoCheck').then(({ checkMailClient }) => checkMailClient(link, event.timeStamp));
}

export function installMailtoCheck(): void {
  document.addEventListener('click', onMailtoClick);
}
