/**
 * Shapes of the resources content (spec sections 2 and 3). Pages are data in these shapes; the
 * components in `../pages` render them and hold no copy of their own.
 */
import type { FaqItem, Picture } from '@site/ui';

export type { Picture };

interface PageMeta {
  readonly title: string;
  readonly description: string;
}

/** One block of long-form text. Articles and library items are lists of these. */
export type ArticleBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'list'; readonly ordered?: boolean; readonly items: readonly string[] }
  | { readonly kind: 'quote'; readonly text: string; readonly cite?: string };

/** A blog article's body; title, author, date and picture come from its BlogPost (same id). */
export interface ArticleContent {
  /** The BlogPost id (1–4). */
  readonly postId: number;
  /** The canonical route, e.g. "/blogPost2". */
  readonly path: string;
  readonly meta: PageMeta;
  /** Minutes to read, shown under the title. */
  readonly readingMinutes: number;
  readonly body: readonly ArticleBlock[];
  /** The second and third articles end with a Book a Demo link (spec section 2). */
  readonly endsWithDemoLink: boolean;
}

/** A case study or support guide: a card on an items-list page that opens as its own page. */
interface LibraryItem {
  /** URL-safe and stable: the item's address is `/article?item=<slug>` or `/details?item=<slug>`. */
  readonly slug: string;
  readonly title: string;
  /** Card text, 20–35 words. */
  readonly summary: string;
  /** Small label on the card, e.g. "Disability support" or "Getting started". */
  readonly tag: string;
  readonly image: Picture;
  readonly meta: PageMeta;
  readonly body: readonly ArticleBlock[];
}

/** An items-list page (spec: heading, subheading, text). */
export interface ItemsListContent {
  /** The page's address. */
  readonly path: string;
  readonly meta: PageMeta;
  readonly heading: string;
  readonly subheading: string;
  readonly text: string;
  readonly items: readonly LibraryItem[];
}

interface Whitepaper {
  readonly title: string;
  readonly description: string;
  /** URL of the PDF (webpack asset import). */
  readonly pdf: string;
  /** Pages in the PDF, shown in the link text. */
  readonly pages: number;
  readonly cover: Picture;
}

export interface WhitepapersContent {
  /** The page's address. */
  readonly path: string;
  readonly meta: PageMeta;
  readonly heading: string;
  readonly subheading: string;
  readonly text: string;
  readonly papers: readonly [Whitepaper, Whitepaper];
}

/** An FAQ section (spec: a title and either titled groups of items or a direct list). */
interface FaqSection {
  readonly title: string;
  readonly groups?: readonly { readonly title: string; readonly faq: readonly FaqItem[] }[];
  readonly faq?: readonly FaqItem[];
}

export interface FaqPageContent {
  /** The page's address. */
  readonly path: string;
  readonly meta: PageMeta;
  readonly heading: string;
  readonly intro: string;
  /** General, Product-Wise and Timesheet, in that order. */
  readonly sections: readonly [FaqSection, FaqSection, FaqSection];
}
