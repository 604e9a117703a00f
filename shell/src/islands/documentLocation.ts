/**
 * The address as islands see it, and how they move it. Pages are whole documents: a link to
 * another page loads it (instant when the browser prerendered it on hover, see the
 * Speculation-Rules header), while a change of the query or hash on the same page (the pricing
 * industry, a section link) stays in the document and re-renders the islands that read it.
 */
import { createPath, type Location, type Navigator, type To } from 'react-router-dom';

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: window.history.state as unknown, key: 'default' };
}

let current: Location | null = null;
const listeners = new Set<() => void>();

function publish(): void {
  current = readLocation();
  for (const listener of listeners) listener();
}

export function documentLocation(): Location {
  current ??= readLocation();
  return current;
}

export function subscribeToLocation(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', publish);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', publish);
  };
}

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

function move(to: To, state: unknown, replace: boolean): void {
  const target = new URL(href(to), window.location.href);
  if (target.origin === window.location.origin && target.pathname === window.location.pathname && target.hash === window.location.hash) {
    // Same page, another query: the islands that read it follow; nothing reloads.
    window.history[replace ? 'replaceState' : 'pushState'](state ?? null, '', target.href);
    publish();
    return;
  }
  if (replace) window.location.replace(target.href);
  else window.location.assign(target.href);
}

export const documentNavigator: Navigator = {
  createHref: href,
  push: (to, state) => move(to, state, false),
  replace: (to, state) => move(to, state, true),
  go: (delta) => window.history.go(delta),
};
