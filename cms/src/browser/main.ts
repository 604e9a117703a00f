/**
 * The editor's own script (admin/cms.js), run after decap-cms.js: the record widget, the schema
 * checks, the page previews and their CSS, then Decap itself. `npm run cms` bundles it with every
 * collection's schema (adminBundle.ts), so the browser checks with exactly the build's schemas.
 */
import type { z } from 'zod';
import { decapGlobals } from './decap';
import { registerFormats } from './formats';
import { previewTemplate } from './preview/frame';
import { previewOf } from './preview/pages';
import { registerRecordWidget } from './recordWidget';
import { installSchemaChecks } from './validation';

export interface EditorCollection {
  /** Its name in config.yml. */
  readonly name: string;
  readonly format: 'markdown' | 'yaml';
  readonly schema: z.ZodType;
  readonly variables: Readonly<Record<string, string>>;
}

export function startEditor(collections: readonly EditorCollection[]): void {
  const { CMS } = decapGlobals();
  registerFormats();
  registerRecordWidget();
  installSchemaChecks(new Map(collections.map(({ name, schema, format }) => [name, { schema, hasBody: format === 'markdown' }])));
  // The site's CSS (design tokens, global styles, the pages' CSS modules), in the preview's frame.
  CMS.registerPreviewStyle(new URL('preview.css', document.baseURI).href);
  for (const { name, variables } of collections) {
    const { page, pathOf } = previewOf(name);
    CMS.registerPreviewTemplate(name, previewTemplate(page, variables, pathOf));
  }
  CMS.init();
}
