/**
 * Routes take no path parameters, so an item's address carries it in the query string
 * (`/article?item=<slug>`): shareable, and it works on reload, unlike navigation state.
 */
import { caseStudies } from '../content/library/caseStudies';
import { supportDocumentation } from '../content/library/supportDocs';

export type LibraryKind = 'case-study' | 'guide';

const ITEM_PARAM = 'item';

/** Case studies open on /article, support guides on /details. */
export const itemRoutes: Readonly<Record<LibraryKind, string>> = { 'case-study': '/article', guide: '/details' };

/** Where each item page's "back" leads. */
export const listRoutes: Readonly<Record<LibraryKind, string>> = { 'case-study': caseStudies.path, guide: supportDocumentation.path };

export function itemPath(kind: LibraryKind, slug: string): string {
  return `${itemRoutes[kind]}?${new URLSearchParams({ [ITEM_PARAM]: slug }).toString()}`;
}

/** The item slug an address asks for, or null. */
export function itemSlug(search: string): string | null {
  return new URLSearchParams(search).get(ITEM_PARAM);
}
