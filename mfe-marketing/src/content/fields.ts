/**
 * Zod pieces the marketing collections share, beside devkit's (`text`, `bullets`, `titledPoints`,
 * `faqItem`, `pageMeta`, `picture`): a page's place in lists, its name, its plain-language summary
 * and cards. `.describe()` texts are the CMS's field hints.
 */
import { picture, text } from '@site/devkit/markdown/front-matter';
import { z } from 'zod';

export const order = z
  .number()
  .int()
  .positive()
  .describe('Its place among the files of its folder (menus, lists, the sitemap): 1 first; a new file takes the next number');

export const pageName = text.describe(
  'The page’s name as the menus spell it, e.g. Roster Manager: the small title above the heading, and the label that links to this page',
);

/** One paragraph, or a closing sentence. */
export const paragraph = text.describe('One paragraph');

/** Paragraphs, in order. */
export const paragraphs = z.array(text).min(1, 'at least one paragraph');

const sentencesOf = (summary: string) => summary.split(/(?<=[.!?])\s+/);

/** Plain words first (WCAG 3.1.5): what the page says, in two or three short sentences. */
export const plainSummary = text
  .refine((summary) => [2, 3].includes(sentencesOf(summary).length), 'two or three sentences')
  .refine(
    (summary) => sentencesOf(summary).every((sentence) => /^[A-Z].*[.!?]$/.test(sentence) && sentence.split(/\s+/).length <= 20),
    'each sentence starts with a capital letter, ends with . ! or ? and has at most 20 words',
  )
  .refine((summary) => !/[;:()]/.test(summary), 'plain words: no semicolons, colons or brackets')
  .describe('Two or three short sentences in plain words, read first: right after the main heading');

/** A label of the shell's label map, rendered as a link to where that label leads. */
export const navLabel = text.describe('A label of the site’s menus, e.g. Roster Management: links to the page that label leads to');

/** Cards with a title and a text; a card with a label links its title (spec: products items, solutions). */
export const cards = z.array(z.strictObject({ title: text, description: text, label: navLabel.optional() })).min(1, 'at least one card');

/** A page's hero: its main heading, the paragraph under it and its picture. */
export const hero = z.strictObject({ heading: text.describe('The page’s main heading'), description: paragraph, image: picture });
