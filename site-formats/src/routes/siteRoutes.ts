/**
 * A page route, as a deployable publishes it with each release (`routes.json` beside its files),
 * and the site's route table made from the live releases at run time: the shell's server and
 * client both match requests with it, so a page a remote adds is live with that remote's deploy.
 * A release may also publish documents (files that are not pages, e.g. the blog's RSS feed): they
 * take an address like a page does, so they are in the same table and the same conflict check.
 * Pure data and functions: it runs in the browser, on the server and in the deploy guard.
 */
import type { SearchKind } from '../searchIndex';
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

/** A file a deployable publishes at a site address that is not a page, e.g. the blog's RSS feed. */
export interface PublishedDocument {
  /** The address it answers at, e.g. `/blog/feed.xml`. No query; matching ignores case and a trailing slash, as for pages. */
  readonly path: string;
  /** Where it is in the build, relative to the build folder (where `routes.json` is), e.g. `documents/blog~feed.xml`. */
  readonly file: string;
  /** The Content-Type it is sent with, e.g. `application/rss+xml; charset=utf-8`. */
  readonly contentType: string;
}

export interface RoutesFile {
  readonly version: 1;
  readonly routes: readonly PageRoute[];
  /** Documents the release publishes beside its pages (absent: none). */
  readonly documents?: readonly PublishedDocument[];
}

export type RouteOwner = RemoteName | 'shell';

export interface SiteRoute extends PageRoute {
  readonly owner: RouteOwner;
}

export interface SiteDocument extends PublishedDocument {
  readonly owner: RouteOwner;
}

/** One deployable's routes (and documents), as its live release publishes them. */
export interface RouteSource {
  readonly owner: RouteOwner;
  readonly routes: readonly PageRoute[];
  readonly documents?: readonly PublishedDocument[];
}

export interface RouteTable {
  /** The pages only: what `/routes.json` gives the browser (which has no use for documents) and the sitemap lists. */
  readonly routes: readonly SiteRoute[];
  /** The documents, each on an address no page (or other document) answers. */
  readonly documents: readonly SiteDocument[];
  /** The document at `pathname`, spelled any way (case, trailing slash). */
  documentAt(pathname: string): SiteDocument | undefined;
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

/** Two deployables (or two pages or documents of one) answering the same address. */
export interface RouteConflict {
  /** Whose claim was refused: the later one. */
  readonly owner: RouteOwner;
  /** The page or document that keeps the address. */
  readonly holder: SiteRoute | SiteDocument;
  readonly message: string;
}

/** What holds an address, for messages: `mfe_resources's page /blogs`, `its own document /blog/feed.xml`. */
function describeHolder(holder: SiteRoute | SiteDocument, claimant: RouteOwner): string {
  const what = `${'file' in holder ? 'document' : 'page'} ${holder.path}`;
  return holder.owner === claimant ? `its own ${what}` : `${describeOwner(holder.owner)}'s ${what}`;
}

/**
 * Merges the deployables' routes and documents. The first claim of an address wins (pass the shell
 * first); every later claim of the same address, by a page or a document, is reported in
 * `conflicts` and left out. A deploy that
 * would make a conflict is refused (the deploy guard), so at run time this only guards.
 */
export function buildRouteTable(sources: readonly RouteSource[]): { table: RouteTable; conflicts: RouteConflict[] } {
  const claimedBy = new Map<string, SiteRoute | SiteDocument>();
  const routes: SiteRoute[] = [];
  const documents: SiteDocument[] = [];
  const conflicts: RouteConflict[] = [];
  /** Records the claims unless one is taken (then reports each taken one); true when the claimant got its addresses. */
  const claim = (claimant: SiteRoute | SiteDocument, claims: readonly string[], name: string): boolean => {
    const taken = claims.flatMap((address) => {
      const holder = claimedBy.get(address);
      return holder ? [{ address, holder }] : [];
    });
    for (const { address, holder } of taken) {
      conflicts.push({
        owner: claimant.owner,
        holder,
        message: `${describeOwner(claimant.owner)}: ${name} claims ${address}, already answered by ${describeHolder(holder, claimant.owner)}`,
      });
    }
    if (taken.length > 0) return false;
    for (const address of claims) claimedBy.set(address, claimant);
    return true;
  };
  for (const { owner, routes: published, documents: publishedDocuments = [] } of sources) {
    for (const page of published) {
      const route: SiteRoute = { ...page, owner };
      if (claim(route, claimsOf(page), page.path)) routes.push(route);
    }
    // After the deployable's pages: of a page and a document of one deployable on one address, the page stays.
    for (const publishedDocument of publishedDocuments) {
      const siteDocument: SiteDocument = { ...publishedDocument, owner };
      if (claim(siteDocument, [normalisePath(siteDocument.path)], `document ${siteDocument.path}`)) documents.push(siteDocument);
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

  const documentsByPath = new Map(documents.map((siteDocument) => [normalisePath(siteDocument.path), siteDocument]));

  const table: RouteTable = {
    routes,
    documents,
    documentAt: (pathname) => documentsByPath.get(normalisePath(pathname)),
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
