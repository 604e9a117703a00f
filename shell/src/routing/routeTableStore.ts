/**
 * The route table in the browser: the one the shell's server composed the page with (a data block
 * in the page, so the first render matches the server's HTML), refreshed from `/routes.json` when
 * the visitor follows a link to a path it does not know (a page deployed since this one loaded).
 */
import { buildRouteTable, type RouteOwner, type RouteTable, type SiteDocument, type SiteRoute } from '@site/devkit/routes';
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
 * The table from a merged route list (the shell's own routes always first, whatever the list says)
 * and the remotes' documents (the server's table only: the browser has no use for them).
 */
export function liveRoutesFrom(routes: readonly SiteRoute[], documents: readonly SiteDocument[] = []): LiveRoutes {
  const owners = new Map<RouteOwner, { routes: SiteRoute[]; documents: SiteDocument[] }>();
  const publishedBy = (owner: RouteOwner) => {
    let published = owners.get(owner);
    if (!published) {
      published = { routes: [], documents: [] };
      owners.set(owner, published);
    }
    return published;
  };
  for (const route of routes) if (route.owner !== 'shell') publishedBy(route.owner).routes.push(route);
  for (const siteDocument of documents) if (siteDocument.owner !== 'shell') publishedBy(siteDocument.owner).documents.push(siteDocument);
  const { table } = buildRouteTable([
    { owner: 'shell', routes: shellRoutes },
    ...[...owners].map(([owner, published]) => ({ owner, ...published })),
  ]);
  return { table, resolveLabel: labelResolverOf(table) };
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
  current = liveRoutesFrom(routes);
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
