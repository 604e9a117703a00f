/**
 * The site search's index format: each remote's build publishes `search-index.json` with its own
 * pages (extractPageText.ts makes it from the prerendered pages), and the shell merges the remotes'
 * indexes in the browser (shell/src/search). One remote's redeploy updates its part of the search.
 */

/** Result groups, in the order the search box shows them. */
export const searchKinds = ['product', 'role', 'industry', 'feature', 'pricing', 'blog', 'help', 'company'] as const;
export type SearchKind = (typeof searchKinds)[number];

export interface SearchDocument {
  /** Where the result goes: a path, maybe with a query (`/pricing`, `/support-documentation?guide=…`). */
  readonly url: string;
  readonly kind: SearchKind;
  /** The page's name, without the brand. */
  readonly title: string;
  readonly description: string;
  /** The page's h1–h3 and FAQ questions: ranked above body text. */
  readonly headings: readonly string[];
  /** The rest of the page's words (paragraphs, lists, FAQ answers), trimmed to TEXT_LIMIT. */
  readonly text: string;
}

export interface SearchIndexFile {
  readonly version: 1;
  readonly documents: readonly SearchDocument[];
}

export const SEARCH_INDEX_FILE = 'search-index.json';
/** Enough for a feature page with its FAQ; keeps a remote's index small. */
export const TEXT_LIMIT = 5000;
