/**
 * `npm run cms`: the writers' editor on the working copy. Finds the content collections, generates
 * Decap's configuration and the browser bundle from their zod schemas, serves both with
 * decap-server's file-system proxy, and prints the address to open. Saving in the editor writes the
 * files in the working copy; commit them (or let the production set-up open a pull request: docs/writers.md).
 *
 * Environment: CMS_PORT (8081, decap-server's usual port), CMS_HOST (127.0.0.1: the editor writes
 * files, so it does not listen on the network), GIT_REPO_DIRECTORY (the folder whose files are
 * edited; the working copy by default), SITE_URL (the "view site" link), CMS_GITHUB_REPO,
 * CMS_BRANCH and CMS_AUTH_URL (the production backend written into config.yml).
 */
import path from 'node:path';
import { repoRoot } from '@site/server-kit/processes';
import { gitHostFrom } from './decapConfig';
import { cmsApp, exportEditor, prepareEditor } from './server';

/** `--export <dir>`: the editor as static files for production (docs/writers.md), instead of the local server. */
async function exportTo(outDir: string): Promise<void> {
  const editor = await prepareEditor(repoRoot);
  for (const warning of editor.warnings) console.warn(`warning: ${warning}`);
  exportEditor(editor, outDir, { gitHost: gitHostFrom(process.env), ...(process.env.SITE_URL ? { siteUrl: process.env.SITE_URL } : {}) });
  const { repo, branch } = gitHostFrom(process.env);
  console.log(`The editor for ${repo} (${branch}, editorial workflow) is in ${outDir}: serve it as static files, e.g. at /admin/.`);
}

async function main(): Promise<void> {
  const exportAt = process.argv.indexOf('--export');
  if (exportAt !== -1) return exportTo(path.resolve(process.argv[exportAt + 1] ?? 'dist/admin'));

  const contentDir = path.resolve(process.env.GIT_REPO_DIRECTORY?.trim() || repoRoot);
  const port = Number(process.env.CMS_PORT ?? 8081);
  const host = process.env.CMS_HOST?.trim() || '127.0.0.1';
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`CMS_PORT must be a port number, got "${process.env.CMS_PORT}"`);

  const startedAt = Date.now();
  const editor = await prepareEditor(repoRoot);
  const app = await cmsApp(editor, {
    contentDir,
    gitHost: gitHostFrom(process.env),
    siteUrl: process.env.SITE_URL?.trim() || 'http://localhost:3000',
  });
  const server = app.listen(port, host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;

  const forms = editor.collections.flatMap(({ collection, forms }) => forms.map(() => collection.label));
  console.log(`Content editor (Decap CMS) on ${contentDir}`);
  console.log(`  ${forms.length} forms from ${editor.collections.length} collections' zod schemas, ready in ${Date.now() - startedAt} ms`);
  for (const warning of editor.warnings) console.warn(`  warning: ${warning}`);
  console.log(`  decap-server proxy: http://${shownHost}:${listening}/api/v1 (saving writes the files there)`);
  console.log(`\n  Open http://${shownHost}:${listening}/admin/\n`);

  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
