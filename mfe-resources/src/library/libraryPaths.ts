/**
 * Routes take no path parameters, so an item's address carries it in the query string
 * (`/article?item=<slug>`): shareable, and it works on reload, unlike navigation state.
 */
export type LibraryKind = 'case-study' | 'guide';

const ITEM_PARAM = 'item';

/** Case studies open on /article, support guides on /details. */
const itemRoutes: Readonly<Record<LibraryKind, string>> = { 'case-study': '/article', guide: '/details' };

/** Where each item page's "back" leads. */
export const listRoutes: Readonly<Record<LibraryKind, string>> = { 'case-study': '/case-studies', guide: '/support-documentation' };

export function itemPath(kind: LibraryKind, slug: string): string {
  return `${itemRoutes[kind]}?${new URLSearchParams({ [ITEM_PARAM]: slug }).toString()}`;
}

/** The item slug an address asks for, or null. */
export function itemSlug(search: string): string | null {
  return new URLSearchParams(search).get(ITEM_PARAM);
}
