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
