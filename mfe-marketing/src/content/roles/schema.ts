/**
 * A role page (Solutions, by role): one `<slug>.yaml` file in this folder is the page at `/<slug>`
 * (collection.yml); the build checks it against this schema and names the file, line and field of
 * a problem. Spec names: `name` is `hero.title`, `tasks` is `details`, `access.can`/`cannot` and
 * `modules` keep their names.
 */
import { bullets, pageMeta, text, titledPoints } from '@site/devkit/markdown/front-matter';
import { z } from 'zod';
import { hero, navLabel, order, pageName, paragraph, plainSummary } from '../fields';

export const rolePage = z.strictObject({
  order,
  name: pageName,
  meta: pageMeta,
  summary: plainSummary,
  hero,
  tasks: z
    .strictObject({ heading: text, intro: paragraph.optional(), points: titledPoints })
    .describe('What this role does in Wattlecare, as cards'),
  access: z.strictObject({ heading: text, can: bullets, cannot: bullets }).describe('What this role can and cannot reach, stated plainly'),
  modules: z.array(navLabel).min(1, 'at least one module').describe('The modules this role uses most, as the menus name them'),
});
