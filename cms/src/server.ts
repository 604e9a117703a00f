/**
 * The editor's local server: the Decap CMS app at /admin/ (Decap's own bundle, our script, the
 * generated config.yml) and, on the same port, decap-server's file-system proxy at /api/v1, which
 * reads and writes the content files of `contentDir` (the working copy) as the writer saves.
 */
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { registerLocalFs } from 'decap-server/dist/middlewares';
import express from 'express';
import { buildAdminBundle, type AdminBundle } from './adminBundle';
import { discoverCollections, loadSchema } from './collections';
import { decapCollection, decapConfigYaml, type CollectionForms, type GitHost } from './decapConfig';
import { decapFormsOf } from './decapFields';

export interface PreparedEditor {
  readonly collections: readonly CollectionForms[];
  readonly bundle: AdminBundle;
  /** Collections left out (a schema the editor cannot express) and content problems met. */
  readonly warnings: readonly string[];
}

/** Every collection of `repoDir` with its forms, and the browser bundle checking with their schemas. */
export async function prepareEditor(repoDir: string): Promise<PreparedEditor> {
  const warnings: string[] = [];
  const collections: CollectionForms[] = [];
  for (const collection of discoverCollections(repoDir)) {
    try {
      const { schema } = await loadSchema(collection);
      const forms = decapFormsOf(schema);
      for (const form of forms) decapCollection(collection, form);
      collections.push({ collection, forms });
    } catch (error) {
      warnings.push(`${collection.folder} is left out of the editor: ${(error as Error).message}`);
    }
  }
  const bundle = await buildAdminBundle(repoDir, collections);
  return { collections, bundle, warnings: [...warnings, ...bundle.warnings] };
}

/** The editor's page: Decap's bundle, then ours (which starts Decap once its widgets and previews are in). */
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Wattlecare content editor</title>
    <link href="config.yml" type="text/yaml" rel="cms-config-url" />
    <script>window.CMS_MANUAL_INIT = true;</script>
  </head>
  <body>
    <script src="decap-cms.js"></script>
    <script src="editor.js"></script>
  </body>
</html>
`;

/** The folder of Decap's bundle (decap-cms.js and the chunks it loads). */
const decapDist = path.dirname(require.resolve('decap-cms/dist/decap-cms.js'));

/**
 * The editor as static files for production (`npm run export -w @site/cms`): the page, Decap's
 * bundle, ours and the preview's CSS, and config.yml with the git host's backend and no local proxy.
 */
export function exportEditor(
  editor: PreparedEditor,
  outDir: string,
  options: { readonly gitHost: GitHost; readonly siteUrl?: string },
): void {
  rmSync(outDir, { recursive: true, force: true });
  // decap-cms.js, its chunks and the WebAssembly it loads (not the other build, cms.js, nor the source maps).
  cpSync(decapDist, outDir, { recursive: true, filter: (file) => file === decapDist || /(decap-cms\.js|\.wasm)$/.test(file) });
  writeFileSync(path.join(outDir, 'index.html'), indexHtml);
  writeFileSync(path.join(outDir, 'config.yml'), decapConfigYaml(editor.collections, options));
  writeFileSync(path.join(outDir, 'editor.js'), editor.bundle.script);
  writeFileSync(path.join(outDir, 'preview.css'), editor.bundle.css);
}

export interface ServerOptions {
  /** The folder whose content files the editor reads and writes (decap-server's GIT_REPO_DIRECTORY). */
  readonly contentDir: string;
  readonly gitHost: GitHost;
  readonly siteUrl?: string;
  /** decap-server's log level (winston): `warn` by default. */
  readonly logLevel?: string;
}

/** The express app serving the editor and the proxy. */
export async function cmsApp(editor: PreparedEditor, options: ServerOptions): Promise<express.Express> {
  const app = express();
  app.disable('x-powered-by');
  app.get('/', (_request, response) => response.redirect('/admin/'));
  app.get('/favicon.ico', (_request, response) => response.status(204).end());
  // Decap's files are relative to the page: /admin/ with its slash (express routes /admin and /admin/ alike).
  app.get('/admin', (request, response) => {
    if (request.path.endsWith('/')) response.type('html').set('Cache-Control', 'no-store').send(indexHtml);
    else response.redirect('/admin/');
  });
  app.get('/admin/config.yml', (request, response) => {
    const localBackendUrl = `${request.protocol}://${request.get('host') ?? 'localhost'}/api/v1`;
    response
      .type('text/yaml')
      .set('Cache-Control', 'no-store')
      .send(
        decapConfigYaml(editor.collections, {
          gitHost: options.gitHost,
          localBackendUrl,
          ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
        }),
      );
  });
  app.get('/admin/editor.js', (_request, response) => response.type('js').set('Cache-Control', 'no-store').send(editor.bundle.script));
  app.get('/admin/preview.css', (_request, response) => response.type('css').set('Cache-Control', 'no-store').send(editor.bundle.css));
  // Decap's bundle and the chunks it loads beside it.
  app.use('/admin', express.static(decapDist, { index: false }));
  // decap-server reads the folder from its environment when it registers.
  const previous = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = options.contentDir;
  try {
    await registerLocalFs(app, { logLevel: options.logLevel ?? 'warn' });
  } finally {
    if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = previous;
  }
  return app;
}
