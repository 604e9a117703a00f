import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToIdWhenPresent } from './scrolling';

/** Scrolls to the top on every route change, or smoothly to the `#hash` target when there is one. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) return scrollToIdWhenPresent(decodeURIComponent(hash.slice(1)));
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
  }, [pathname, hash]);
  return null;
}
