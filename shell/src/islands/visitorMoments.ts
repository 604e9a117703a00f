/**
 * When to run what the page does not need at once: once an element comes near the viewport, once
 * a visitor is at the page (not a crawler, a prerender or a tab in the background), or once that
 * visitor is settled (the visitor's first activity is `whenVisitorActive`, which the sliders' code
 * shares: `@site/ui/behaviours`).
 */
import { whenVisitorActive } from '@site/ui/behaviours';
import { whenIdle } from './protocol';

const VISIBLE_MARGIN = '200px';
/** How long after the visitor's first activity the code no tap waits for may come (whenVisitorSettled). */
const SETTLED_AFTER_ACTIVITY_MS = 3000;

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

/**
 * Runs `task` once the visitor is at the page and settled: a few seconds after their first activity,
 * in idle time. For what no first tap or scroll waits for (the beacon's vitals, speculation on a
 * focused link): never fetched beside the islands that activity wakes, nor in the page's first load.
 */
export function whenVisitorSettled(task: () => void): void {
  whenVisitorActive(() => window.setTimeout(() => whenIdle(task), SETTLED_AFTER_ACTIVITY_MS));
}
