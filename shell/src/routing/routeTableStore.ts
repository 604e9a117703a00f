/**
 * The route table in the browser: the one the shell's server composed the page with (a data block
 * in the page, so the first render matches the server's HTML), refreshed from `/routes.json` when
 * the visitor follows a link to a path it does not know (a page deployed since this one loaded).
 */
import { buildRouteTable, type RouteOwner, type RouteSource, type RouteTable, type SiteRoute } from '@site/devkit/routes';
import { labelResolverOf } from '@site/devkit/routes/labels';
import type { LabelResolver } from '@site/ui';
import { useSyncExternalStore } from 'react';
import { shellRoutes } from './shellRoutes';

/** The id of the page's data block, and the shell server's endpoint, holding `{ routes: SiteRoute[] }`. */
export const ROUTE_TABLE_ELEMENT_ID = 'site-routes';
const ROUTE_TABLE_URL = '/routes.json';

export interface PublishedRouteTable {
  readonly routes: readonly SiteRoute[];
}

export interface LiveRoutes {
  readonly table: RouteTable;
  /** The shell's label map, then the live pages' titles. */
  readonly resolveLabel: LabelResolver;
}

/**
 * The table from the remotes' published routes (and, on the server, their documents: the browser
 * has no use for them). The shell's own routes come first, whatever a source says: its pages win.
 */
export function liveRoutesFrom(remotes: readonly RouteSource[]): LiveRoutes {
  const { table } = buildRouteTable([{ owner: 'shell', routes: shellRoutes }, ...remotes.filter((source) => source.owner !== 'shell')]);
  return { table, resolveLabel: labelResolverOf(table) };
}

/** The same from a merged route list, as a page's data block and `/routes.json` hold it. */
export function liveRoutesFromList(routes: readonly SiteRoute[]): LiveRoutes {
  const byOwner = new Map<RouteOwner, SiteRoute[]>();
  for (const route of routes) byOwner.set(route.owner, [...(byOwner.get(route.owner) ?? []), route]);
  return liveRoutesFrom([...byOwner].map(([owner, owned]) => ({ owner, routes: owned })));
}

function isPublishedRouteTable(value: unknown): value is PublishedRouteTable {
  const routes = (value as { routes?: unknown } | null)?.routes;
  return (
    Array.isArray(routes) &&
    routes.every((route: unknown) => {
      const candidate = route as Partial<SiteRoute> | null;
      return typeof candidate?.path === 'string' && typeof candidate.owner === 'string' && typeof candidate.title === 'string';
    })
  );
}

let current: LiveRoutes = liveRoutesFrom([]);
const listeners = new Set<() => void>();

function publish(routes: readonly SiteRoute[]): void {
  current = liveRoutesFromList(routes);
  for (const listener of listeners) listener();
}

/** Reads the table the server put in the page; false when there is none (a page the server could not compose). */
export function adoptServerRouteTable(): boolean {
  const element = document.getElementById(ROUTE_TABLE_ELEMENT_ID);
  if (!element?.textContent) return false;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (!isPublishedRouteTable(parsed)) return false;
    publish(parsed.routes);
    return true;
  } catch {
    return false;
  }
}

let refreshing: Promise<void> | null = null;
/** Asks the shell's server for the live table (one request at a time); keeps the current one on failure. */
export function refreshRouteTable(): Promise<void> {
  refreshing ??= fetch(ROUTE_TABLE_URL, { cache: 'no-store' })
    .then(async (response) => {
      const body: unknown = response.ok ? await response.json() : null;
      if (isPublishedRouteTable(body)) publish(body.routes);
    })
    .catch(() => undefined)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export function currentRoutes(): LiveRoutes {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live table and label resolver; components re-render when it is refreshed. */
export function useLiveRoutes(): LiveRoutes {
  return useSyncExternalStore(subscribe, currentRoutes, currentRoutes);
}
