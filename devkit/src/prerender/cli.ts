/**
 * `tsx ../devkit/src/prerender/cli.ts` (run in a deployable's folder after its browser build):
 * bundles `src/prerender.tsx` for Node, renders every route it lists, and writes one JSON file
 * per route to `dist/prerender/`, deployed with the rest of `dist/`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { fragmentFileName, PRERENDER_DIR, PUBLIC_BASE_TOKEN, ROUTE_LIST_FILE, type PrerenderedRoute } from './fragments';
import type { Prerender } from './render';
import { createPrerenderConfig, prerenderBundlePath } from './webpackConfig';

function build(root: string, publicPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(createPrerenderConfig(root, publicPath), (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

async function main() {
  const root = process.cwd();
  // React's production server build: the markup is the same, the rendering faster.
  process.env.NODE_ENV = 'production';
  // Remotes are served from origins only known at deploy time; the shell's assets are at its root,
  // and its frames carry no page title (the page's remote brings it).
  const isShell = process.argv.includes('--shell');
  const publicPath = isShell ? '/' : PUBLIC_BASE_TOKEN;
  const started = Date.now();
  await build(root, publicPath);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const prerender = (require(prerenderBundlePath(root)) as { default: Prerender }).default;
  const routes: PrerenderedRoute[] = await prerender.render();

  const outDir = path.join(root, 'dist', PRERENDER_DIR);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  let bytes = 0;
  for (const route of routes) {
    if (!isShell && !route.head.title) throw new Error(`${route.path} rendered no <title>`);
    const json = JSON.stringify(route);
    bytes += json.length;
    writeFileSync(path.join(outDir, fragmentFileName(route.path)), json);
  }
  writeFileSync(path.join(outDir, ROUTE_LIST_FILE), JSON.stringify({ routes: routes.map((r) => r.path) }));
  console.log(
    `prerendered ${routes.length} routes of ${path.basename(root)} (${(bytes / 1024).toFixed(0)} KB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
