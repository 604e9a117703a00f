/**
 * Case studies and support guides have addresses of their own (/case-studies/<slug>). The spec
 * named the item in the query string of /article and /details (`/article?item=<slug>`): those
 * addresses keep working, as 301s to the item's page (aliases in routes.ts), and /article or
 * /details with an unknown item lists the ones there are.
 */
export type LibraryKind = 'case-study' | 'guide';

const ITEM_PARAM = 'item';

/** The spec's addresses: case studies opened on /article, support guides on /details. */
export const lookupRoutes: Readonly<Record<LibraryKind, string>> = { 'case-study': '/article', guide: '/details' };

/** The spec's address of an item, `/article?item=<slug>`: it now moves to the item's own page. */
export function legacyItemAddress(kind: LibraryKind, slug: string): string {
  return `${lookupRoutes[kind]}?${new URLSearchParams({ [ITEM_PARAM]: slug }).toString()}`;
}

/** The item slug an address asks for, or null. */
export function itemSlug(search: string): string | null {
  return new URLSearchParams(search).get(ITEM_PARAM);
}
