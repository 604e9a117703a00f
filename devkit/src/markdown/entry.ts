/**
 * What a content collection (`<folder>/collection.yml`, see `compile.ts`) gives the code that
 * imports it: one entry per file, compiled at build time. Types and pure functions only, so browser
 * code may use it.
 */

/** A heading of the body, with the anchor markdown-it-anchor gave it. */
export interface MarkdownHeading {
  readonly level: number;
  /** The heading's id: `#<id>` links to it. */
  readonly id: string;
  readonly text: string;
}

/** A front-matter picture (`{ src, alt }`) once built: its URL, and the size read from the file. */
type Sized<T> = T extends { readonly src: string; readonly alt: string }
  ? { readonly [K in keyof T]: T[K] } & { readonly width: number; readonly height: number }
  : T extends readonly (infer Item)[]
    ? readonly Sized<Item>[]
    : T extends object
      ? { readonly [K in keyof T]: Sized<T[K]> }
      : T;

export interface MarkdownEntry<FrontMatter> {
  /** The file's name without `.md`: lower-case words joined by hyphens, the end of the page's address. */
  readonly slug: string;
  /** The front matter, checked by the collection's schema; pictures carry their width and height. */
  readonly data: Sized<FrontMatter>;
  /** The body as HTML. Raw HTML in the file is not passed through, so the string is safe to insert. */
  readonly html: string;
  readonly headings: readonly MarkdownHeading[];
  /** Words in the body (reading time). */
  readonly words: number;
}

/** An entry of a YAML collection (`format: yaml`): the file's data alone. */
export interface DataEntry<Data> {
  /** The file's name without `.yaml`: lower-case words joined by hyphens, the end of the page's address. */
  readonly slug: string;
  /** The file's data, checked by the collection's schema; pictures carry their width and height. */
  readonly data: Sized<Data>;
}

/**
 * Renders one entry of a collection to a document (collection.yml's `documents`, e.g. a whitepaper's
 * PDF). `source` is the entry's file with its variables filled in. The build bundles the bytes; the
 * entry gets `document: { src, ...facts }`.
 */
export type DocumentRenderer = (entry: { readonly slug: string; readonly data: unknown; readonly source: string }) => Promise<{
  readonly bytes: Uint8Array;
  readonly extension: string;
  readonly facts: Readonly<Record<string, string | number>>;
}>;

/** An entry without its body (`collection.yml?data`): what lists and cards need. */
export type MarkdownData<FrontMatter> = Omit<MarkdownEntry<FrontMatter>, 'html' | 'headings'>;

/** Entries in the order their `order` field gives, then by file name (the order two equal numbers keep). */
export function byOrder<Entry extends { readonly slug: string; readonly data: { readonly order: number } }>(
  entries: readonly Entry[],
): readonly Entry[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug));
}

/**
 * A YAML collection's entries, as its module gives them, in their `order`: the build checked each
 * file against the schema whose output is `Data`, which the module's own type cannot say.
 */
export function entriesInOrder<Data extends { readonly order: number }>(collection: readonly unknown[]): readonly DataEntry<Data>[] {
  return byOrder(collection as readonly DataEntry<Data>[]);
}
