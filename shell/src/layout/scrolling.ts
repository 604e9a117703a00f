import { scrollBehavior } from '@site/ui';

export { scrollBehavior };

/**
 * Scroll to the element with `id`, waiting for it to appear: the target often lives in a remote
 * that is still loading. Gives up after `timeoutMs`. Returns a cancel function.
 */
export function scrollToIdWhenPresent(id: string, timeoutMs = 5000): () => void {
  const tryScroll = () => {
    const target = document.getElementById(id);
    if (!target) return false;
    target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    return true;
  };
  if (tryScroll()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryScroll()) stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
