/**
 * Behaviours a page asks for in its markup: `data-scroll-into-view-after="1000"` scrolls smoothly
 * to that element after so many ms, unless the visitor moved first (`takeOverEvents`: by default
 * what takes a scroll over, as for the scroll-to-top control) or asked for reduced motion. A module
 * of its own: few pages ask for it.
 */
import { SCROLL_TAKE_OVER_EVENTS } from '@site/ui/behaviours';

export function scrollIntoViewLater(element: HTMLElement, takeOverEvents: readonly string[] = SCROLL_TAKE_OVER_EVENTS): void {
  const delay = Number(element.dataset.scrollIntoViewAfter);
  if (!Number.isFinite(delay) || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const cancel = () => {
    window.clearTimeout(timer);
    for (const type of takeOverEvents) window.removeEventListener(type, cancel);
  };
  const timer = window.setTimeout(() => {
    cancel();
    element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, delay);
  for (const type of takeOverEvents) window.addEventListener(type, cancel, { passive: true });
}
