/**
 * Whether a load that failed was only the visitor leaving the page. Following a link (or Back) makes
 * Firefox and WebKit cancel the page's loads as the navigation starts, with the errors a network
 * failure gives ("Load failed", "NetworkError…", an AbortError, a ChunkLoadError); the page itself
 * goes (pagehide) once the next page answers. Such a failure is no error: not logged as one, not
 * counted by the beacon. `beforeunload` would say it sooner, but Firefox keeps a page listening
 * for it out of its back/forward cache.
 */

/** How long a failed load waits for the page to go before it counts as a failure: the next page answers first. */
export const LEAVING_WAIT_MS = 3000;

/** pagehide seen, and the page not shown again from the back/forward cache since. */
let pageLeft = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    pageLeft = true;
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) pageLeft = false;
  });
}

/** For a load that has just failed: true once the page goes (or has gone) within LEAVING_WAIT_MS, else false. */
export function cancelledByLeaving(): Promise<boolean> {
  return new Promise((resolve) => {
    // A promise settles once: whichever comes first decides, the other is a no-op.
    if (pageLeft) resolve(true);
    window.addEventListener('pagehide', () => resolve(true), { once: true });
    setTimeout(() => resolve(false), LEAVING_WAIT_MS);
  });
}

/** Runs `task` when the page left is shown again from the back/forward cache (Back): what leaving cancelled starts again. */
export function whenPageShownAgain(task: () => void): void {
  // The only pageshow after a pagehide is a restore.
  window.addEventListener('pageshow', task, { once: true });
}

/**
 * Runs `use` with a lazily imported module once it is here. A load that the visitor's leaving cancelled
 * is no error: the returned promise resolves. Any other failure rejects it: left unhandled (`void`),
 * the page's signals count it as before.
 */
export function whenLoaded<Module>(load: Promise<Module>, use: (module: Module) => void): Promise<void> {
  return load.then(use, async (error: unknown) => {
    if (!(await cancelledByLeaving())) throw error;
  });
}
