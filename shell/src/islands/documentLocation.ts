/**
 * The address as islands see it, and how they move it. Pages are whole documents: a link to
 * another page loads it (instant when the browser prerendered it on hover, see the
 * Speculation-Rules header), while a change of the query or hash on the same page (the pricing
 * industry, a section link) stays in the document and re-renders the islands that read it.
 * No router: an island on a composed page never loads React Router (see ui's navigation/address).
 */
import type { Address, NavigateOptions } from '@site/ui';

function readAddress(): Address {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

let current: Address | null = null;
const listeners = new Set<() => void>();

function publish(): void {
  current = readAddress();
  for (const listener of listeners) listener();
}

/** The document's address; the same object until it changes (a `useSyncExternalStore` snapshot). */
export function documentAddress(): Address {
  current ??= readAddress();
  return current;
}

export function subscribeToAddress(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', publish);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', publish);
  };
}

/** Goes to `to` (a path, or only a query or hash of this page), with `state` in the history entry when it stays in the document. */
export function navigateDocument(to: string, { replace = false }: NavigateOptions = {}, state: unknown = null): void {
  const target = new URL(to, window.location.href);
  if (target.origin === window.location.origin && target.pathname === window.location.pathname && target.hash === window.location.hash) {
    // Same page, another query: the islands that read it follow; nothing reloads.
    window.history[replace ? 'replaceState' : 'pushState'](state, '', target.href);
    publish();
    return;
  }
  if (replace) window.location.replace(target.href);
  else window.location.assign(target.href);
}
