/**
 * A release of Wattlecare: one `<version>.yaml` file in this folder (1-22-0.yaml for 1.22.0), shown
 * on /release-notes newest first (collection.yml). The build checks it against this schema and
 * names the file, line and field of a problem. Spec names: `changes` are `groups`.
 */
import { bullets, isoDate, text } from '@site/devkit/markdown/front-matter';
import { z } from 'zod';

export const release = z.strictObject({
  version: z.string().regex(/^\d+\.\d+\.\d+$/, 'a version written 1.22.0'),
  date: isoDate.describe('The day it was released: the page lists the newest first'),
  summary: text.describe('One or two sentences on what the release brings'),
  changes: z
    .array(z.strictObject({ heading: text.describe('New, Improved or Fixed'), items: bullets }))
    .min(1, 'at least one group of changes'),
});
