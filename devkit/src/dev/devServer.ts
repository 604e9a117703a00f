/**
 * One part's dev server: webpack-dev-server over its development build (hot updates with React Fast
 * Refresh, the dev client with its overlay, type errors from TypeScript beside it).
 *
 * - A remote also serves the published files a release has, made on request from its development
 *   prerender bundle (devRender.ts): its pages' fragments, published islands, `routes.json`,
 *   documents and search index. A shell pointed at it composes its pages exactly as it does a
 *   release's, and cannot tell the difference.
 * - The shell's build is written to `shell/.dev-dist/` with its frames prerendered after each build
 *   (shellFrames.ts), which the shell's own server serves (DIST_DIR, SHELL_DEV_SERVER: scripts/dev.ts).
 */
import { createHash } from 'node:crypto';
import { stripVTControlCharacters } from 'node:util';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { PRERENDER_DIR, DOCUMENTS_DIR } from '@site/site-formats/fragments';
import { ROUTES_FILE } from '@site/site-formats/routes';
import { SEARCH_INDEX_FILE } from '@site/site-formats/search';
import { portOf, services } from '@site/site-formats/topology';
import { DEV_CLIENT_PATH, DEV_EVENTS_PATH, type DevEvent, type DevProblem } from './contract';
import { shellDevDist, shellDevServerPort, type DevPart } from './parts';
import { DEV_SERVER_HEADERS, developmentConfig } from './devConfig';
import { createDevRenderer } from './devRender';
import { createShellFrames } from './shellFrames';
import { watchTypes } from './typeCheck';
import { bundleDevClient } from './devClientBundle';

const repoRoot = path.resolve(__dirname, '../../..');

export interface PartDevServer {
  readonly url: string;
  /** Resolves once the browser build and the prerender bundle are both built. */
  readonly ready: Promise<void>;
  stop(): Promise<void>;
}

export interface DevServerOptions {
  /** The host browsers reach this machine at (default localhost). */
  readonly host?: string;
  readonly log?: (line: string) => void;
}

export async function startDevServer(part: DevPart, options: DevServerOptions = {}): Promise<PartDevServer> {
  const root = path.join(repoRoot, services[part].dir);
  const port = part === 'shell' ? shellDevServerPort() : portOf(part);
  const host = options.host ?? 'localhost';
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const url = `http://${host}:${port}`;

  const pages = new Set<ServerResponse>();
  const send = (event: DevEvent) => {
    for (const page of pages) page.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  /** What is wrong now, by who found it; every page is told whenever it changes (and on connecting). */
  const problems: Record<'build' | 'types' | 'server', DevProblem[]> = { build: [], types: [], server: [] };
  const problemsEvent = (): DevEvent => ({ type: 'problems', problems: [...problems.build, ...problems.types, ...problems.server] });
  const report = (source: keyof typeof problems, reported: DevProblem[]) => {
    // The overlay shows text: colour codes would arrive as styled markup, which the page's CSP refuses.
    const found = reported.map((problem) =>
      typeof problem === 'string'
        ? stripVTControlCharacters(problem)
        : { ...problem, message: stripVTControlCharacters(problem.message ?? '') },
    );
    if (JSON.stringify(found) === JSON.stringify(problems[source])) return;
    problems[source] = found;
    send(problemsEvent());
  };
  const renderer =
    part === 'shell'
      ? null
      : createDevRenderer(root, {
          onError: (message) => {
            log(`${part}: the server render failed; the last good one keeps serving\n${message}`);
            report('server', [`Server render of ${part} (the last good one keeps serving):\n${message}`]);
          },
          onServerMarkupChanged: (paths, reason) => {
            log(`${part}: ${reason} on ${paths.join(', ')}: reloading those pages`);
            send({ type: 'reload', paths, reason });
          },
          onRebuilt: (ms) => {
            log(`${part}: server render rebuilt in ${ms} ms`);
            report('server', []);
          },
        });
  const frames =
    part === 'shell'
      ? createShellFrames(root, shellDevDist(root), {
          onError: (message) => {
            log(`shell: prerendering the frames failed; the last good ones keep serving\n${message}`);
            report('server', [`The shell's frames (the last good ones keep serving):\n${message}`]);
          },
          onBuilt: (ms) => {
            log(`shell: frames prerendered in ${ms} ms`);
            report('server', []);
          },
          onServerMarkupChanged: (reason) => {
            log(`shell: ${reason}: reloading every page`);
            send({ type: 'reload', paths: ['*'], reason });
          },
        })
      : null;
  const devClient = bundleDevClient();

  const { default: createConfig } = (await import(path.join(root, 'webpack.config.ts'))) as {
    default: Parameters<typeof developmentConfig>[0];
  };
  const config = developmentConfig(createConfig, {
    port,
    host,
    ...(part === 'shell' ? { outputPath: shellDevDist(root) } : {}),
    setupMiddlewares(middlewares, devServer) {
      const app = devServer.app;
      if (!app) return middlewares;
      const json = (body: unknown) => JSON.stringify(body);
      // The dev server's headers on these routes too (they answer before the dev server's own middleware).
      app.use((_req, res, next) => {
        res.set(DEV_SERVER_HEADERS);
        next();
      });
      app.get(DEV_CLIENT_PATH, (_req, res) => {
        void devClient.then((code) => res.type('text/javascript').set('Cache-Control', 'no-store').send(code));
      });
      app.get(DEV_EVENTS_PATH, (req, res) => {
        res.writeHead(200, { ...DEV_SERVER_HEADERS, 'Content-Type': 'text/event-stream' });
        res.write(': the dev server of this part\n\n');
        pages.add(res);
        res.write(`data: ${JSON.stringify(problemsEvent())}\n\n`);
        req.on('close', () => pages.delete(res));
      });
      if (!renderer) return middlewares;
      const published = renderer;
      // The federation manifest without hot-update files (webpack counts them among a chunk's files):
      // the runtime would load an old update as the island's code.
      app.get('/mf-manifest.json', (_req, res, next) => {
        devServer.middleware?.waitUntilValid(() => {
          try {
            const outputFs = devServer.middleware?.context.outputFileSystem as { readFileSync(file: string, encoding: 'utf8'): string };
            const text = outputFs.readFileSync(path.join(String(compiler.options.output.path), 'mf-manifest.json'), 'utf8');
            res
              .type('application/json')
              .send(
                JSON.stringify(
                  JSON.parse(text, (_key, value: unknown) =>
                    Array.isArray(value) ? value.filter((item) => !(typeof item === 'string' && item.includes('.hot-update.'))) : value,
                  ),
                ),
              );
          } catch (error) {
            next(error);
          }
        });
      });
      const answer = (res: import('express').Response, body: string | Buffer | null, type = 'application/json') =>
        body === null ? res.status(404).type('text/plain').send('Not found') : res.type(type).send(body);
      app.get(`/${PRERENDER_DIR}/islands/:file`, (req, res, next) => {
        published.publishedIsland(req.params.file.replace(/\.json$/, '')).then((island) => answer(res, island && json(island)), next);
      });
      app.get(`/${PRERENDER_DIR}/:file`, (req, res, next) => {
        published.fragment(req.params.file).then((route) => answer(res, route && json(route)), next);
      });
      app.get(`/${ROUTES_FILE}`, (_req, res, next) => {
        published.ready.then(() => answer(res, json(published.routesFile())), next);
      });
      app.get(`/${SEARCH_INDEX_FILE}`, (_req, res, next) => {
        published.searchIndex().then((index) => answer(res, json(index)), next);
      });
      app.get(`/${DOCUMENTS_DIR}/:file`, (req, res, next) => {
        published.ready.then(() => {
          const document = published.document(`${DOCUMENTS_DIR}/${req.params.file}`);
          answer(res, document?.body ?? null, document?.contentType);
        }, next);
      });
      return middlewares;
    },
  });

  const compiler = webpack(config);
  let started = Date.now();
  compiler.hooks.invalid.tap('RemoteDevServer', () => (started = Date.now()));
  // Stylesheets that changed in a rebuild: the pages swap them in (see DevEvent 'stylesheets').
  const stylesheetVersions = new Map<string, string>();
  const changed = new Set<string>();
  compiler.hooks.assetEmitted.tap('RemoteDevServer', (file, { content }) => {
    if (!file.endsWith('.css')) return;
    const version = createHash('sha1').update(content).digest('hex');
    if (stylesheetVersions.has(file) && stylesheetVersions.get(file) !== version) changed.add(file);
    stylesheetVersions.set(file, version);
  });
  compiler.hooks.done.tap('RemoteDevServer', (stats) => {
    const files = [...changed];
    changed.clear();
    if (stats.hasErrors()) return;
    if (files.length) send({ type: 'stylesheets', files });
  });
  // Type errors in the terminal and the page's overlay, checked beside the build (a save is not held up by them).
  const types = watchTypes(root, (found) => {
    for (const problem of found) log(`${part}: type error in ${problem}`);
    report('types', found);
  });
  compiler.hooks.done.tap('RemoteDevServer', (stats) => {
    if (!stats.hasErrors()) frames?.rebuild();
    report('build', stats.hasErrors() ? (stats.toJson({ all: false, errors: true, moduleTrace: false }).errors ?? []) : []);
  });
  const browserBuilt = new Promise<void>((resolve) => {
    compiler.hooks.done.tap('RemoteDevServer', (stats) => {
      if (stats.hasErrors()) log(`${part}: the build failed; the last good build keeps serving`);
      else {
        log(`${part}: browser build in ${Date.now() - started} ms`);
        resolve();
      }
    });
  });
  const server = new WebpackDevServer(config.devServer, compiler);
  await server.start();
  return {
    url,
    ready: Promise.all([browserBuilt, renderer?.ready, frames?.ready]).then(() => undefined),
    async stop() {
      for (const page of pages) page.end();
      types.stop();
      await Promise.all([server.stop(), renderer?.close()]);
    },
  };
}
