/**
 * The home page: its one-off copy is home.yaml (this folder's collection.yml, `homePage`); its
 * repeated parts are collections of their own, one file each, in their `order`: testimonials/
 * (`testimonial`), faq/ (`question`, the file's name is the answer's anchor) and clients/
 * (`client`). The build checks every file and names the file, line and field of a problem. Spec
 * names, where they differ: `hero.heading` is `headline`, `hero.text` is `subText`; a how-it-works
 * step's number is its place in `steps` (spec `id`); a testimonial's `quote` is `testimonial`,
 * `points` is `testimonialPoints`, `author.name`/`position`/`avatar` are `author`/`authorTitle`/
 * `authorImage`; a client's `logo` and `name` are a logo picture and its `alt`.
 */
import { bullets, decorativePicture, faqItem, pageMeta, picture, text } from '@site/devkit/markdown/front-matter';
import { z } from 'zod';
import { order, paragraph } from '../fields';

/** A section's heading and the paragraph under it. */
const headed = { heading: text, intro: paragraph };

export const homePage = z.strictObject({
  // The title (71 characters) predates the 70-character rule: shortening it would change the page.
  meta: pageMeta.extend({
    title: text
      .max(71, 'at most 71 characters: search results cut off after about 70')
      .describe('The browser tab’s and search results’ title'),
  }),
  hero: z.strictObject({
    heading: text.describe('The page’s main heading'),
    text: paragraph,
    trialNote: text.describe('Under the free trial button'),
    appsHeading: text.describe('Above the app store links'),
    socialHeading: text.describe('Above the social media links'),
    image: picture,
  }),
  features: z.strictObject(headed).describe('Above the features slider (its cards are the feature pages’)'),
  howItWorks: z.strictObject({
    ...headed,
    steps: z
      .array(z.strictObject({ title: text, description: paragraph, image: picture }))
      .length(6, 'six steps: the layout puts them three or two to a row')
      .describe('Numbered 01 to 06 in this order'),
  }),
  blog: z.strictObject(headed).describe('Above the blog slider (its cards are the newest articles)'),
  results: z.strictObject({
    ...headed,
    claims: z
      .array(z.strictObject({ figure: text.describe('e.g. 98%'), label: text.describe('Beside the figure'), detail: paragraph }))
      .min(1, 'at least one claim'),
  }),
  testimonials: z.strictObject({ heading: text }).describe('Above the testimonials (the files of ./testimonials)'),
  faq: z.strictObject({ heading: text }).describe('Above the questions (the files of ./faq)'),
  clients: z.strictObject({ heading: text }).describe('Above the client logos (the files of ./clients)'),
});

export const testimonial = z.strictObject({
  order,
  rating: z.number().int().min(1).max(5).describe('Stars, 1 to 5'),
  quote: paragraph,
  points: bullets.optional(),
  author: z.strictObject({
    name: text,
    position: text.describe('Their job and organisation, e.g. Finance Lead, Saltbush Supported Living'),
    avatar: decorativePicture.describe('Beside their name, so it needs no description'),
  }),
});

export const question = faqItem.omit({ id: true }).extend({ order });

export const client = z.strictObject({
  order,
  name: text.describe('The client’s name: the logo’s text alternative'),
  logo: decorativePicture.describe('The logo’s file: its text alternative is the client’s name'),
});
