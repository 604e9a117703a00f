/**
 * A feature page: one `<slug>.yaml` file in this folder is the page at `/<slug>` (collection.yml).
 * The build checks every file against this schema and names the file, line and field of a problem;
 * the CMS builds its form from it. Spec names, where they differ: `name` is `page`, `hero.eyebrow` is
 * `title`, `*.bullets` are `descriptionPoints` (or `pointsData` as strings), `*.points` are
 * `pointsObject`/`pointsData` as titled points, `tools` is `section2`'s selected tools
 * (`selectedTool`), `blocks` is `section3`, `faq` is `faqSection` (`title`, `faqData`).
 */
import { bullets, faqItem, pageMeta, picture, text, titledPoints } from '@site/devkit/markdown/front-matter';
import { z } from 'zod';

const paragraph = text.describe('One paragraph');
const conclusion = text.describe('A closing sentence under the points').optional();

export const featurePage = z.strictObject({
  order: z
    .number()
    .int()
    .positive()
    .describe('Where the page sits in the features slider and lists: 1 first; a new page takes the next number'),
  name: text.describe(
    'The module’s name as the menus spell it, e.g. Roster Management: the card’s title, and the label that links to this page',
  ),
  summary: text.max(140, 'at most 140 characters: the card shows one sentence').describe('One sentence for the features slider’s card'),
  meta: pageMeta,
  hero: z.strictObject({
    eyebrow: text.describe('The small title above the heading'),
    heading: text.describe('The page’s main heading'),
    description: paragraph,
    bullets: bullets.optional(),
    points: titledPoints.optional(),
    conclusion,
    image: picture.describe('Also the card’s picture in the features slider'),
  }),
  tools: z.strictObject({
    heading: text,
    intro: text.optional(),
    items: z
      .array(
        z.strictObject({
          title: text,
          description: text.optional(),
          bullets: bullets.optional(),
          points: titledPoints.optional(),
          conclusion,
        }),
      )
      .min(1, 'at least one tool'),
  }),
  details: z.strictObject({
    heading: text,
    description: paragraph,
    images: z.array(picture).refine((images) => images.length === 1 || images.length === 3, 'one picture, or a collage of three'),
    bullets: bullets.optional(),
    conclusion,
  }),
  blocks: z
    .array(
      z.strictObject({
        heading: text,
        description: paragraph,
        bullets: bullets.optional(),
        conclusion,
        image: picture,
      }),
    )
    .min(1, 'at least one block')
    .describe('Sections with a picture, alternating sides'),
  faq: z.strictObject({
    heading: text,
    items: z.array(faqItem).min(1, 'at least one question'),
  }),
});
