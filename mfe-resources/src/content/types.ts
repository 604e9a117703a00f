/**
 * Shapes of the resources content (spec sections 2 and 3). Pages are data in these shapes; the
 * components in `../pages` render them and hold no copy of their own.
 */
import type { MarkdownHeading } from '@site/devkit/markdown';
import type { Picture } from '@site/ui';
import type { BlogCategory } from './blogCategories';

export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

/** A case study or support guide: a card on an items-list page that opens as its own page (a Markdown file). */
export interface LibraryItem {
  /** URL-safe and stable: the file's name, the end of the item's address. */
  readonly slug: string;
  /** `<list path>/<slug>`, e.g. /case-studies/riverbend-sil. */
  readonly path: string;
  readonly title: string;
  /** Card text, 20–35 words. */
  readonly summary: string;
  /** Small label on the card, e.g. "Disability support" or "Getting started". */
  readonly tag: string;
  readonly image: Picture;
  /** Its <title> and meta description (front matter: seoTitle, seoDescription). */
  readonly meta: PageMeta;
  /** The day the text last changed (YYYY-MM-DD), when its front matter says. */
  readonly lastModified?: string;
  /** The body, rendered at build time. */
  readonly html: string;
  readonly headings: readonly MarkdownHeading[];
}

/** An items-list page (spec: heading, subheading, text: here `intro`). */
export interface ItemsListContent {
  /** The page's address. */
  readonly path: string;
  readonly meta: PageMeta;
  readonly heading: string;
  readonly subheading: string;
  readonly intro: string;
  readonly items: readonly LibraryItem[];
}

export interface BlogPost {
  /** The card's number: 1 to 4 for the spec's articles (their links follow its two readings), then one per newer article. */
  readonly id: number;
  /** The article's address: a card for a newer article opens it. */
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly image: Picture;
  /** ISO date, e.g. "2025-02-18". */
  readonly date: string;
  readonly author: string;
  readonly authorImage: Picture;
  readonly comments: number;
  readonly categories: readonly BlogCategory[];
}
