/**
 * The site search: each remote publishes the search index of its own pages beside its files
 * (`search-index.json`, made by its build); the shell fetches and merges them when a visitor first
 * focuses a search box, and searches them with MiniSearch (prefix, typo-tolerant, ranked address and
 * title > headings > description > text). MiniSearch and the indexes load then, never with the page.
 */
import type MiniSearch from 'minisearch';
import { SEARCH_INDEX_FILE, searchKinds, type SearchDocument, type SearchIndexFile, type SearchKind } from '@site/site-formats/search';
import type { RemotesManifest } from '../../shared/contract';

/** Group headings. */
const kindLabels: Record<SearchKind, string> = {
  product: 'Product',
  role: 'Roles',
  industry: 'Industries',
  feature: 'Features',
  pricing: 'Pricing',
  blog: 'Blog & resources',
  help: 'Help & support',
  company: 'Company & contact',
};

export interface SearchResult {
  readonly url: string;
  readonly kind: SearchKind;
  readonly title: string;
  readonly description: string;
}

export interface ResultGroup {
  readonly kind: SearchKind;
  readonly label: string;
  readonly results: readonly SearchResult[];
}

export interface SiteSearch {
  /** Best first; at most `limit`. */
  search(query: string, limit?: number): SearchResult[];
  readonly documentCount: number;
  /** Remotes whose index could not be loaded: their pages are missing from the results. */
  readonly unavailable: readonly string[];
}

export interface IndexPart {
  readonly remote: string;
  /** The entries as the remote published them (another deployable's file): checked by mergeIndexes. */
  readonly documents: readonly unknown[];
}

/**
 * A page of the merged index: its address, title and kind are checked (the search cannot show a
 * result without them); the other fields are the remote's, and may be missing from an entry.
 */
export type IndexedDocument = Pick<SearchDocument, 'url' | 'kind' | 'title'> & Partial<Omit<SearchDocument, 'url' | 'kind' | 'title'>>;

const isKind = (value: unknown): value is SearchKind => searchKinds.includes(value as SearchKind);

function isIndexedDocument(entry: unknown): entry is IndexedDocument {
  if (typeof entry !== 'object' || entry === null) return false;
  const { url, title, kind } = entry as Partial<Record<keyof SearchDocument, unknown>>;
  // Only this site's paths: never another origin, protocol-relative (`//host`) included.
  const sitePath = typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');
  return sitePath && typeof title === 'string' && isKind(kind);
}

/** One list from the remotes' parts; a URL is kept once (the first part that has it); malformed entries and other sites' URLs are skipped. */
export function mergeIndexes(parts: readonly IndexPart[]): IndexedDocument[] {
  const byUrl = new Map<string, IndexedDocument>();
  for (const part of parts) {
    for (const document of part.documents) {
      if (isIndexedDocument(document) && !byUrl.has(document.url)) byUrl.set(document.url, document);
    }
  }
  return [...byUrl.values()];
}

/** Results grouped by kind: the group of the best result first, and so on; each group keeps the ranking. */
export function groupByKind(results: readonly SearchResult[]): ResultGroup[] {
  const kinds = [...new Set(results.map((result) => result.kind))];
  return kinds.map((kind) => ({ kind, label: kindLabels[kind], results: results.filter((result) => result.kind === kind) }));
}

/** The words of a page's address (`/incident-management` → "incident management", `/faq` → "faq"): its key phrase. */
export function addressWords(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://site.invalid');
  return [pathname, ...searchParams.values()]
    .join(' ')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim();
}

/** Typos allowed grow with the word: none up to 3 letters, one up to 7, then two. */
const fuzziness = (term: string) => (term.length <= 3 ? 0 : term.length <= 7 ? 1 : 2);

/** The engine's chunk; started beside the index fetches so neither waits for the other. */
export const loadSearchEngine = () => import(/* webpackChunkName: "minisearch" */ 'minisearch');

export async function createSiteSearch(documents: readonly IndexedDocument[], unavailable: readonly string[] = []): Promise<SiteSearch> {
  const { default: MiniSearchClass } = await loadSearchEngine();
  const engine: MiniSearch<IndexedDocument> = new MiniSearchClass<IndexedDocument>({
    idField: 'url',
    fields: ['address', 'title', 'headings', 'description', 'text'],
    storeFields: ['url', 'kind', 'title', 'description'],
    extractField: (document, field) => {
      if (field === 'address') return addressWords(document.url);
      const value = document[field as keyof IndexedDocument];
      return Array.isArray(value) ? value.join(' ') : String(value ?? '');
    },
    searchOptions: {
      boost: { address: 6, title: 6, headings: 3, description: 2, text: 1 },
      prefix: true,
      fuzzy: (term) => fuzziness(term),
      // "sleepover" after "sleep": prefix matches rank below exact ones.
      weights: { prefix: 0.5, fuzzy: 0.35 },
    },
  });
  engine.addAll([...documents]);
  return {
    documentCount: engine.documentCount,
    unavailable,
    search(query, limit = 20) {
      const trimmed = query.trim();
      if (!trimmed) return [];
      // Every word must match; when nothing matches them all, any word may.
      let hits = engine.search(trimmed, { combineWith: 'AND' });
      if (hits.length === 0) hits = engine.search(trimmed, { combineWith: 'OR' });
      return hits.slice(0, limit).map((hit) => ({
        url: hit.id as string,
        kind: hit.kind as SearchKind,
        title: hit.title as string,
        description: hit.description as string,
      }));
    },
  };
}

/** Each remote's index URL: beside its mf-manifest.json. */
function indexUrls(manifest: RemotesManifest): Array<{ remote: string; url: string }> {
  return manifest.remotes.map(({ name, entry }) => ({ remote: name, url: new URL(SEARCH_INDEX_FILE, entry).href }));
}

/** Fetches every remote's index in parallel; a remote that is down only drops its own pages. */
export async function loadIndexParts(manifest: RemotesManifest): Promise<{ parts: IndexPart[]; unavailable: string[] }> {
  const settled = await Promise.allSettled(
    indexUrls(manifest).map(async ({ remote, url }) => {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const file = (await response.json()) as SearchIndexFile;
      return { remote, documents: Array.isArray(file.documents) ? file.documents : [] };
    }),
  );
  const parts = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  // The outcomes are in the manifest's order (indexUrls keeps it).
  const unavailable = manifest.remotes.filter((_remote, index) => settled[index]?.status === 'rejected').map(({ name }) => name);
  return { parts, unavailable };
}
