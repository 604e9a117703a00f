/**
 * An industry page (Solutions, by industry): one `<slug>.yaml` file in this folder is the page at
 * `/<slug>` (collection.yml); the build checks it against this schema and names the file, line and
 * field of a problem. Spec names: `name` is `hero.title`, `proof.bullets` is `proof.points`, `faq`
 * is `faqSection` (`title`, `faqData`).
 */
import { bullets, faqItem, pageMeta, text, titledPoints } from '@site/devkit/markdown/front-matter';
import { z } from 'zod';
import { cards, hero, order, pageName, paragraph, plainSummary } from '../fields';

export const industryPage = z.strictObject({
  order,
  name: pageName,
  meta: pageMeta,
  summary: plainSummary,
  hero,
  challenges: z
    .strictObject({ heading: text, intro: paragraph.optional(), points: titledPoints })
    .describe('What the sector struggles with, as cards'),
  solutions: z
    .strictObject({ heading: text, intro: paragraph.optional(), items: cards })
    .describe('The modules that answer them, as cards'),
  proof: z.strictObject({ heading: text, bullets }).describe('Reasons to trust Wattlecare, each with a tick'),
  faq: z.strictObject({ heading: text, items: z.array(faqItem).min(1, 'at least one question') }),
});
