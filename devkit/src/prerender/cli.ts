/**
 * `tsx ../devkit/src/prerender/cli.ts` (run in a deployable's folder after its browser build):
 * bundles `src/prerender.tsx` for Node, renders every route it lists, and writes one JSON file
 * per route to `dist/prerender/`, and each document it makes (e.g. an RSS feed) to
 * `dist/documents/`, deployed with the rest of `dist/`.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { siteConfig } from '@site/site-config';
import { LAZY_CHUNKS_FILE, type LazyChunks } from '../lazyChunks';
import { ROUTES_FILE } from '@site/site-formats/routes';
import { SEARCH_INDEX_FILE } from '@site/site-formats/search';
import { withSocialImages } from '../socialImage/publish';
import {
  DOCUMENTS_DIR,
  fragmentFileName,
  PRERENDER_DIR,
  PUBLIC_BASE_TOKEN,
  publishedIslandFile,
  type PrerenderedRoute,
} from '@site/site-formats/fragments';
import { documentFilesOf, routesFileOf, searchIndexOf } from './publish';
import { assertEveryButtonHandled } from './unhandledButtons';
import { createPrerenderConfig, freshPrerenderBundle } from './webpackConfig';

function build(root: string, publicPath: string, development: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(createPrerenderConfig(root, publicPath, development), (error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}

/**
 * Adds to each route the browser build's chunks (scripts and stylesheets) its page needs: those of the remote's `./Pages`
 * module, and the lazy ones it renders (found by rendering the route alone in a fresh copy of the
 * bundle and looking its new modules up in lazy-chunks.json). The shell's server preloads them.
 */
async function withLazyScripts(root: string, distDir: string, routes: PrerenderedRoute[]): Promise<PrerenderedRoute[]> {
  const file = path.join(distDir, LAZY_CHUNKS_FILE);
  if (!existsSync(file)) return routes;
  const lazy = JSON.parse(readFileSync(file, 'utf8')) as LazyChunks;
  // The page module the shell loads first (the remote's public contract), with the chunks it needs.
  const contract = pathToFileURL(path.join(root, 'src', 'contract.ts')).href;
  const { exposes } = (await import(contract)) as { exposes: Record<string, string> };
  const pagesModule = exposes['./Pages'];
  const withScripts: PrerenderedRoute[] = [];
  for (const route of routes) {
    const loaded = (await freshPrerenderBundle(root).modulesLoadedBy?.(route.path)) ?? [];
    const groups = [pagesModule ?? '', ...loaded].flatMap((name) => lazy[name] ?? []);
    const scripts = [...new Set(groups.flatMap((group) => group.js))].sort();
    const styles = [...new Set(groups.flatMap((group) => group.css))].sort();
    withScripts.push(scripts.length > 0 ? { ...route, scripts, styles } : route);
  }
  return withScripts;
}

async function main() {
  const root = process.cwd();
  // React's production server build: the markup is the same, the rendering faster. A development
  // prerender (the shell's dev server) renders with development React, as its bundle's JSX expects.
  process.env.NODE_ENV = process.argv.includes('--development') ? 'development' : 'production';
  // Remotes are served from origins only known at deploy time; the shell's assets are at its root,
  // and its frames carry no page title (the page's remote brings it).
  const isShell = process.argv.includes('--shell');
  // The shell's dev server (devkit/src/dev/) prerenders its frames into its development build:
  // `--development --out <folder>` (asset names as the development browser build has them).
  const development = process.argv.includes('--development');
  const outIndex = process.argv.indexOf('--out');
  const distDir = outIndex > 0 ? path.resolve(process.argv[outIndex + 1] ?? '') : path.join(root, 'dist');
  const publicPath = isShell ? '/' : PUBLIC_BASE_TOKEN;
  const started = Date.now();
  await build(root, publicPath, development);
  const prerender = freshPrerenderBundle(root, development);
  const rendered: PrerenderedRoute[] = await withLazyScripts(root, distDir, await prerender.render());

  // What the browser gets before any island is live: every button in it must work then too.
  assertEveryButtonHandled(rendered);

  // Every page in the sitemap shares with a card of its own (og:image), published with this release.
  const indexable = new Set(prerender.routes.filter((route) => route.indexable).map((route) => route.path));
  const withoutPage = [...indexable].filter((routePath) => !rendered.some((route) => route.path === routePath));
  if (withoutPage.length)
    throw new Error(`${withoutPage.join(', ')}: indexable, but no page was prerendered at that path to draw its share card from`);
  const cardsStarted = Date.now();
  const { routes, documents: cards } = await withSocialImages(rendered, {
    distDir,
    indexable: (routePath) => indexable.has(routePath),
    ...(prerender.socialCover ? { cover: prerender.socialCover } : {}),
  });
  if (cards.length)
    console.log(
      `share cards: ${cards.length} PNG${cards.length === 1 ? '' : 's'} (${(cards.reduce((sum, card) => sum + card.body.length, 0) / 1024).toFixed(0)} KB) in ${((Date.now() - cardsStarted) / 1000).toFixed(1)} s`,
    );

  const outDir = path.join(distDir, PRERENDER_DIR);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  let bytes = 0;
  for (const route of routes) {
    if (!isShell && !route.head.title) throw new Error(`${route.path} rendered no <title>`);
    // PageHead appends the brand: content that names it too would show it twice.
    if (route.head.title.split(` | ${siteConfig.brand.name}`).length > 2)
      throw new Error(`${route.path} has the brand twice in its <title>`);
    const json = JSON.stringify(route);
    bytes += json.length;
    writeFileSync(path.join(outDir, fragmentFileName(route.path)), json);
  }
  const islands = (await prerender.islands?.()) ?? [];
  if (islands.length) mkdirSync(path.join(outDir, 'islands'), { recursive: true });
  for (const island of islands) writeFileSync(path.join(distDir, publishedIslandFile(island.name)), JSON.stringify(island));
  const documentFiles = documentFilesOf([...(prerender.documents?.() ?? []), ...cards]);
  const documents = documentFiles.map(({ published }) => published);
  const routesFile = routesFileOf(root, prerender.routes, documents);
  // Emptied first: a document the content no longer makes must not linger in the build.
  const documentsDir = path.join(distDir, DOCUMENTS_DIR);
  rmSync(documentsDir, { recursive: true, force: true });
  if (documentFiles.length) mkdirSync(documentsDir, { recursive: true });
  for (const { published, body } of documentFiles) writeFileSync(path.join(distDir, published.file), body);
  writeFileSync(path.join(distDir, ROUTES_FILE), JSON.stringify(routesFile));
  if (!isShell) {
    const index = searchIndexOf(routesFile, routes);
    const json = JSON.stringify(index);
    writeFileSync(path.join(distDir, SEARCH_INDEX_FILE), json);
    console.log(`search index: ${index.documents.length} pages (${(json.length / 1024).toFixed(0)} KB)`);
  }
  console.log(
    `routes: ${routesFile.routes.length} published in ${ROUTES_FILE}${documents.length ? `, with ${documents.length} document${documents.length === 1 ? '' : 's'}` : ''}`,
  );
  console.log(
    `prerendered ${routes.length} routes${islands.length ? ` and ${islands.length} published islands` : ''} of ${path.basename(root)} (${(bytes / 1024).toFixed(0)} KB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
