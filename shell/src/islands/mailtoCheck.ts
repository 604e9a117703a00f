/**
 * `MailtoLink` (ui): when the page still has focus a moment after a mailto: link was followed, no
 * mail app opened; the live region after the link then gives the address. The islands loader
 * fetches this on such a click (the check waits a second anyway).
 */
export function checkMailClient(link: HTMLAnchorElement, clickedAt: number): void {
  const hint = link.nextElementSibling;
  const waitMs = Number(link.dataset.mailtoCheck) || 1000;
  window.setTimeout(
    () => {
      if (hint instanceof HTMLElement && document.hasFocus()) hint.textContent = hint.dataset.hint ?? '';
    },
    // The wait counts from the click (a DOM without high-resolution event times waits it whole).
    Math.min(waitMs, Math.max(0, waitMs - (performance.now() - clickedAt))),
  );
}
