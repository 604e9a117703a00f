/**
 * The route table in the browser, so islands resolve labels as the server did: the server's live
 * table, `/routes.json`, fetched when the islands runtime starts (beside its chunks), not carried in
 * every page (it was 11 KB of each document, read only once an island wakes). A page from before
 * that change still has it as a data block, which is used when present.
 */
import type { SiteRoute } from '@site/site-formats/routes';
import { ROUTE_TABLE_URL, type PublishedRouteTable } from '../../shared/contract';
import { cancelledByLeaving } from '@site/ui/behaviours';
import { liveRoutesFrom, liveRoutesFromList, type LiveRoutes } from '../../shared/liveRoutes';

/** The id of a page's data block holding `{ routes: SiteRoute[] }` (the shell server's endpoint is ROUTE_TABLE_URL). */
const ROUTE_TABLE_ELEMENT_ID = 'site-routes';

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

function publish(routes: readonly SiteRoute[]): void {
  current = liveRoutesFromList(routes);
}

/** Reads the table the server put in the page; false when there is none (a page the server could not compose). */
function adoptServerRouteTable(): boolean {
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

let ready: Promise<void> | null = null;

/**
 * Resolves once the table is current: the page's data block, or `/routes.json`. A table that cannot
 * be had leaves the shell's own label map (menus, actions) and retries on the next call.
 */
export function routeTableReady(): Promise<void> {
  ready ??= adoptServerRouteTable()
    ? Promise.resolve()
    : fetchRouteTable().then(
        () => undefined,
        (error: unknown) => {
          ready = null;
          // A link followed cancels this fetch (Firefox, WebKit): no error; the next island's start asks again.
          void cancelledByLeaving().then((leaving) => {
            if (!leaving) console.error('[shell] the route table could not be had:', error);
          });
        },
      );
  return ready;
}

export function currentRoutes(): LiveRoutes {
  return current;
}

/** The server's live table now (`/routes.json`), made current; with the remotes it is missing. */
export async function fetchRouteTable(): Promise<{ live: LiveRoutes; unavailableRemotes: readonly string[] }> {
  const response = await fetch(ROUTE_TABLE_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${ROUTE_TABLE_URL} answered ${response.status}`);
  const parsed: unknown = await response.json();
  if (!isPublishedRouteTable(parsed)) throw new Error(`${ROUTE_TABLE_URL} is not a route table`);
  publish(parsed.routes);
  return { live: current, unavailableRemotes: parsed.unavailableRemotes ?? [] };
}
