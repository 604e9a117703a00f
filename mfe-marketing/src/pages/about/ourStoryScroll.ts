import { prefersReducedMotion } from '@site/ui';

/** Our Story scrolls to its closing marker this long after it opens (spec section 9). */
const OUR_STORY_SCROLL_DELAY_MS = 1000;

const INTERACTIONS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * After the delay, scroll smoothly to `marker`, unless the visitor has started to read or move
 * around the page in the meantime (their own scrolling wins) or asked for reduced motion.
 * Returns a cancel function.
 */
export function scrollToMarkerAfterDelay(marker: HTMLElement, delayMs = OUR_STORY_SCROLL_DELAY_MS): () => void {
  if (prefersReducedMotion()) return () => {};
  const cancel = () => {
    clearTimeout(timer);
    for (const type of INTERACTIONS) window.removeEventListener(type, cancel);
  };
  const timer = setTimeout(() => {
    cancel();
    marker.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, delayMs);
  for (const type of INTERACTIONS) window.addEventListener(type, cancel, { passive: true });
  return cancel;
}
