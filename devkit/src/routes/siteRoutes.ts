/**
 * A page route, as a deployable publishes it with each release (`routes.json` beside its files),
 * and the site's route table made from the live releases at run time: the shell's server and
 * client both match requests with it, so a page a remote adds is live with that remote's deploy.
 * Pure data and functions: it runs in the browser, on the server and in the deploy guard.
 */
import type { SearchKind } from '../search/searchIndex';
import type { RemoteName } from '../topology';

export const ROUTES_FILE = 'routes.json';

export interface PageRoute {
  /** Canonical path, e.g. `/blog/rostering-for-sil`. No query; matching ignores case and a trailing slash. */
  readonly path: string;
  /** The page's name as a link label says it ("Roster Management"): labels the shell's map lacks reach it. */
  readonly title: string;
  /** What the page is, as site search groups it. */
  readonly kind: SearchKind;
  /** In sitemap.xml and the site search; false for tools and fallbacks (/addBlog, /article). */
  readonly indexable: boolean;
  /** When the page's content last changed (YYYY-MM-DD), for sitemap.xml. */
  readonly lastModified?: string;
  /** Old addresses answered with a 301 to this page; an alias may carry a query (`/article?item=x`). */
  readonly aliases?: readonly string[];
  /** The listing the page belongs to (`/blogs` for an article): the active menu item, Back on a deep link. */
  readonly parent?: string;
  /**
   * Which of the remote's page templates renders it (`feature`, `article`…): the remote's router
   * reads its pages back from the shell at run time, so its bundle carries no list of paths.
   */
  readonly template?: string;
}

export interface RoutesFile {
  readonly version: 1;
  readonly routes: readonly PageRoute[];
}

export type RouteOwner = RemoteName | 'shell';

export interface SiteRoute extends PageRoute {
  readonly owner: RouteOwner;
}

/** One deployable's routes, as its live release publishes them. */
export interface RouteSource {
  readonly owner: RouteOwner;
  readonly routes: readonly PageRoute[];
}

export interface RouteTable {
  readonly routes: readonly SiteRoute[];
  /** The route at `pathname`, spelled any way (case, trailing slash); aliases do not match. */
  match(pathname: string): SiteRoute | undefined;
  /**
   * Where an address moved: its canonical spelling, or the page an old address (alias) now lives
   * at, with the rest of the query kept. Null when the address is canonical or unknown.
   */
  redirectFor(pathname: string, search?: string): string | null;
  /** The route whose title is `label` (case and spacing ignored). */
  findByTitle(label: string): SiteRoute | undefined;
}

/** How a path is compared: case-insensitive, without a trailing slash. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (trimmed || '/').toLowerCase();
}

const normaliseTitle = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

interface Alias {
  readonly route: SiteRoute;
  readonly params: ReadonlyArray<readonly [string, string]>;
}

function parseAlias(alias: string): { path: string; params: Array<[string, string]> } {
  const url = new URL(alias, 'http://site.invalid');
  return { path: normalisePath(url.pathname), params: [...url.searchParams] };
}

/** The addresses a route answers to, normalised: its path and each alias (path plus query). */
function claimsOf(route: PageRoute): string[] {
  return [
    normalisePath(route.path),
    ...(route.aliases ?? []).map((alias) => {
      const { path, params } = parseAlias(alias);
      const query = new URLSearchParams(params.sort(([a], [b]) => a.localeCompare(b))).toString();
      return query ? `${path}?${query}` : path;
    }),
  ];
}

/** Two deployables (or two pages of one) answering the same address. */
export interface RouteConflict {
  /** Whose claim was refused: the later one. */
  readonly owner: RouteOwner;
  readonly holder: SiteRoute;
  readonly message: string;
}

/**
 * Merges the deployables' routes. The first claim of an address wins (pass the shell first);
 * every later claim of the same address is reported in `conflicts` and left out. A deploy that
 * would make a conflict is refused (the deploy guard), so at run time this only guards.
 */
export function buildRouteTable(sources: readonly RouteSource[]): { table: RouteTable; conflicts: RouteConflict[] } {
  const claimedBy = new Map<string, SiteRoute>();
  const routes: SiteRoute[] = [];
  const conflicts: RouteConflict[] = [];
  for (const { owner, routes: published } of sources) {
    for (const page of published) {
      const route: SiteRoute = { ...page, owner };
      const claims = claimsOf(page);
      const taken = claims.flatMap((claim) => {
        const holder = claimedBy.get(claim);
        return holder ? [{ claim, holder }] : [];
      });
      if (taken.length > 0) {
        for (const { claim, holder } of taken) {
          const by = holder.owner === owner ? `its own page ${holder.path}` : `${describeOwner(holder.owner)}'s page ${holder.path}`;
          conflicts.push({
            owner,
            holder,
            message: `${describeOwner(owner)}: ${page.path} claims ${claim}, already answered by ${by}`,
          });
        }
        continue;
      }
      for (const claim of claims) claimedBy.set(claim, route);
      routes.push(route);
    }
  }

  const byPath = new Map(routes.map((route) => [normalisePath(route.path), route]));
  const aliasesByPath = new Map<string, Alias[]>();
  for (const route of routes) {
    for (const alias of route.aliases ?? []) {
      const { path, params } = parseAlias(alias);
      aliasesByPath.set(path, [...(aliasesByPath.get(path) ?? []), { route, params }]);
    }
  }
  // The alias naming the most query parameters is the most specific.
  for (const list of aliasesByPath.values()) list.sort((a, b) => b.params.length - a.params.length);
  const byTitle = new Map<string, SiteRoute>();
  for (const route of routes) if (!byTitle.has(normaliseTitle(route.title))) byTitle.set(normaliseTitle(route.title), route);

  const table: RouteTable = {
    routes,
    match: (pathname) => byPath.get(normalisePath(pathname)),
    redirectFor(pathname, search = '') {
      const query = new URLSearchParams(search);
      const alias = aliasesByPath
        .get(normalisePath(pathname))
        ?.find(({ params }) => params.every(([key, value]) => query.get(key) === value));
      if (alias) {
        for (const [key] of alias.params) query.delete(key);
        const rest = query.toString();
        return `${alias.route.path}${rest ? `?${rest}` : ''}`;
      }
      const route = byPath.get(normalisePath(pathname));
      return route && route.path !== pathname ? `${route.path}${search}` : null;
    },
    findByTitle: (label) => byTitle.get(normaliseTitle(label)),
  };
  return { table, conflicts };
}

function describeOwner(owner: RouteOwner): string {
  return owner === 'shell' ? 'the shell' : `mfe_${owner}`;
}
