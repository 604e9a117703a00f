/**
 * When to run what the page does not need at once: once that visitor is settled. Once an element
 * comes near the viewport, and once a visitor is at the page (not a crawler, a prerender or a tab
 * in the background), are `@site/ui/behaviours`' whenNearViewport and whenVisitorActive, which
 * the sliders' code shares.
 */
import { whenVisitorActive } from '@site/ui/behaviours';
import { whenIdle } from './protocol';

/** How long after the visitor's first activity the code no tap waits for may come (whenVisitorSettled). */
const SETTLED_AFTER_ACTIVITY_MS = 3000;

/**
 * Runs `task` once the visitor is at the page and settled: a few seconds after their first activity,
 * in idle time. For what no first tap or scroll waits for (the beacon's vitals, speculation on a
 * focused link): never fetched beside the islands that activity wakes, nor in the page's first load.
 */
export function whenVisitorSettled(task: () => void): void {
  whenVisitorActive(() => window.setTimeout(() => whenIdle(task), SETTLED_AFTER_ACTIVITY_MS));
}
