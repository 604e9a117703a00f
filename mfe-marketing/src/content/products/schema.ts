/**
 * A product overview page: one `<slug>.yaml` file in this folder is the page at `/<slug>`
 * (collection.yml); the build checks it against this schema and names the file, line and field of
 * a problem. Spec names: `name` is `section1.eyebrow`, `hero` the rest of `section1`, `benefits` is
 * `section2` (`intro` its `description`), `spotlight` is `section3` (`bullets` its `points`),
 * `modules` is `products`.
 */
import { bullets, pageMeta, picture, text, titledPoints } from '@site/devkit/markdown/front-matter';
import { z } from 'zod';
import { cards, hero, order, pageName, paragraph, plainSummary } from '../fields';

export const productPage = z.strictObject({
  order,
  name: pageName,
  meta: pageMeta,
  summary: plainSummary,
  hero,
  benefits: z
    .strictObject({ heading: text, intro: paragraph.optional(), points: titledPoints })
    .describe('Why providers use this part of Wattlecare, as cards'),
  spotlight: z
    .strictObject({ heading: text, description: paragraph, bullets: bullets.optional(), image: picture })
    .describe('One aspect told in full, beside a picture'),
  modules: z
    .strictObject({ heading: text, intro: paragraph.optional(), items: cards })
    .describe('The modules behind the product, as cards'),
});
