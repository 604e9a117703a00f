/**
 * The front matter of this remote's Markdown content, checked when the remote is built (each
 * folder's collection.yml names its schema): a bad field fails the build naming the file, the
 * line and the field. docs/writers.md: "Writing a blog post".
 */
import { decorativePicture, isoDate, picture, sitePath } from '@site/devkit/markdown/front-matter';
import { siteConfig } from '@site/site-config';
import { z } from 'zod';
import { blogCategories } from './blogCategories';

const text = z.string().trim().min(1);

/** What search results and the browser tab show: a title short enough not to be cut off, a one- or two-sentence description. */
const searchSnippet = {
  seoTitle: text.max(70, 'at most 70 characters, or search results cut it off'),
  seoDescription: text
    .min(50, 'at least 50 characters: one or two full sentences')
    .max(180, 'at most 180 characters, or search results cut it off'),
};

/** A blog article (blog/<slug>.md), at /blog/<slug>. */
export const articleFrontMatter = z.strictObject({
  /** The card's and the page's heading. */
  title: text,
  /** The card's text and the article's opening paragraph. */
  description: text,
  ...searchSnippet,
  date: isoDate,
  /** The last real change to the text, when there was one after the date (sitemap, feed). */
  updated: isoDate.optional(),
  author: text,
  /** Shown beside the author's name, so it needs no description. */
  authorImage: decorativePicture,
  image: picture,
  categories: z.array(z.enum(blogCategories)).min(1, 'at least one category'),
  comments: z.number().int().nonnegative().default(0),
  /** The spec's card number, for its four first articles only: it decides where their home-slider cards lead. */
  id: z.number().int().min(1).max(4).optional(),
  /** The spec's four first articles keep their old addresses (/blogPost…); a new article leaves this out. */
  path: sitePath.optional(),
  /** Ends with a Book a Demo button. */
  endsWithDemoLink: z.boolean().default(false),
});

export type ArticleFrontMatter = z.output<typeof articleFrontMatter>;

/** A case study (case-studies/<slug>.md) or a support guide (support-guides/<slug>.md). */
export const libraryItemFrontMatter = z.strictObject({
  /** Place on its list page, 1 first. */
  order: z.number().int().positive(),
  title: text,
  /** The card's text and the page's opening paragraph, 20–35 words. */
  summary: text,
  /** The small label on the card, e.g. "Disability support" or "Getting started". */
  tag: text,
  image: picture,
  ...searchSnippet,
  updated: isoDate.optional(),
});

export type LibraryItemFrontMatter = z.output<typeof libraryItemFrontMatter>;

/** A whitepaper (whitepapers/<slug>.md): its card on /whitepapers, and the PDF the build makes from it. */
export const whitepaperFrontMatter = z.strictObject({
  /** Place on /whitepapers, 1 first. */
  order: z.number().int().positive(),
  title: text,
  /** Under the title on the PDF's first page. */
  subtitle: text,
  /** The PDF's running footer. */
  shortTitle: text.max(40, 'at most 40 characters: it runs along every page’s footer'),
  /** The card's text on /whitepapers. */
  description: text,
  /** The PDF's subject and keywords (its document properties). */
  subject: text,
  keywords: z.array(text).min(1),
  cover: picture,
});

export type WhitepaperFrontMatter = z.output<typeof whitepaperFrontMatter>;

const { brand, contact, mailboxes } = siteConfig;
const salesFacts = { salesPhone: contact.salesPhone.display, salesHours: contact.salesHours };

/** Written as {{brandName}}, {{siteUrl}}… in the whitepapers: the one config holds them. */
export const whitepaperFacts = {
  brandName: brand.name,
  siteUrl: brand.siteUrl,
  enquiriesEmail: mailboxes.enquiries,
  ...salesFacts,
};

/** Written as {{supportEmail}}, {{salesPhone}}… in the other files: the one config holds them. */
export const siteFacts = {
  brandName: brand.name,
  supportEmail: mailboxes.support,
  supportPhone: contact.supportHotline.display,
  salesEmail: mailboxes.sales,
  ...salesFacts,
};
