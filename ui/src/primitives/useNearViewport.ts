import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is within a screen or so of the viewport, for parts that load code from
 * another remote (an entry is ~28 KB of JS): a visitor who never scrolls that far never loads it.
 * Starts false everywhere, so the server and the first client render agree; set after mount.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
