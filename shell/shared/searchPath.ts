/** The full results page, reachable and shareable as `/search?q=…`. */
export const SEARCH_PATH = '/search';

export function searchPagePath(query: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ q: query.trim() }).toString()}`;
}
