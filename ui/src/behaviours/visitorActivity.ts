/**
 * The moment a visitor is at the page (a pointer move or press, wheel, scroll, key or touch), which
 * a crawler, a prerender or a tab in the background never reaches. One set of listeners for the
 * islands loader (`intent` islands, what waits for a settled visitor) and the behaviours (the
 * sliders' code): in the loader, every byte counts.
 */
import { afterNextPaint } from './afterNextPaint';

const ACTIVITY = ['pointermove', 'pointerdown', 'wheel', 'scroll', 'keydown', 'touchstart'] as const;
let visitorActive = false;
const onVisitorActive: Array<() => void> = [];

/** Runs `run` once the visitor is at the page, after the frame that follows their first activity (often a tap, whose answer is drawn first). */
export function whenVisitorActive(run: () => void): void {
  if (visitorActive) {
    run();
    return;
  }
  if (onVisitorActive.length === 0) {
    const activate = () => {
      visitorActive = true;
      for (const type of ACTIVITY) window.removeEventListener(type, activate, true);
      afterNextPaint(() => {
        for (const pending of onVisitorActive.splice(0)) pending();
      });
    };
    for (const type of ACTIVITY) window.addEventListener(type, activate, { capture: true, passive: true });
  }
  onVisitorActive.push(run);
}

/** Near the viewport: within 200 px of it (an island's `intent`, the sliders' first answers). */
const VISIBLE_MARGIN = '200px';

/** Runs `run` once any of `elements` comes near the viewport (at once without IntersectionObserver); returns how to stop watching. */
export function whenNearViewport(elements: readonly Element[], run: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    run();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}
