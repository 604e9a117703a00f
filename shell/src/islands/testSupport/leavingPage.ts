/**
 * The visitor leaving the page and coming Back, as a browser says it, and the page's beacon, for
 * tests of what a load the leaving cancelled does (@site/ui's pageLeaving.ts).
 */
import { startPageSignals } from '../pageSignals';

/** The page left (a link followed), kept in the back/forward cache. */
export function leavePage(): void {
  window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
}

/** Back to the page kept in the back/forward cache. */
export function showPageAgain(): void {
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
}

/**
 * Starts the page's beacon as the loader does, on a page naming its releases; returns a reader of
 * the errors it sent when the page was left (null while it has sent nothing). Its listeners stay on
 * window: a test using it leaves the page, which spends it.
 */
export function startPageBeacon(): () => unknown[] | null {
  document.head.innerHTML = '<meta name="site-releases" content="shell@0123456789ab" data-ticket="eyJ2IjoxfQ.c2lnbmVk">';
  let sent: string | null = null;
  const sendBeacon = (_url: string, body: string) => {
    sent = body;
    return true;
  };
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  startPageSignals(() => undefined);
  return () => (sent === null ? null : (JSON.parse(sent) as { errors: unknown[] }).errors);
}
