/** The live route table, built the same way on the server (from the remotes' published routes) and in the browser (from /routes.json). */
import { buildRouteTable, type RouteOwner, type RouteSource, type RouteTable, type SiteRoute } from '@site/site-formats/routes';
import type { LabelResolver } from '@site/ui';
import { labelResolverOfTable } from '@site/ui/label-map';
import { shellRoutes } from './shellRoutes';

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
  return { table, resolveLabel: labelResolverOfTable(table) };
}

/** The same from a merged route list, as a page's data block and `/routes.json` hold it. */
export function liveRoutesFromList(routes: readonly SiteRoute[]): LiveRoutes {
  const byOwner = new Map<RouteOwner, SiteRoute[]>();
  for (const route of routes) byOwner.set(route.owner, [...(byOwner.get(route.owner) ?? []), route]);
  return liveRoutesFrom([...byOwner].map(([owner, owned]) => ({ owner, routes: owned })));
}
