/**
 * One remote's dev server: webpack-dev-server over its development build (hot updates with React
 * Fast Refresh, the error overlay, type errors from a checker beside it), and the same published
 * files a release has, made on request from its development prerender bundle (devRender.ts): its
 * pages' fragments, published islands, `routes.json`, documents and search index. A shell pointed
 * at it composes its pages exactly as it does a release's, and cannot tell the difference.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import ForkTsCheckerWebpackPlugin from 'fork-ts-checker-webpack-plugin';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { PRERENDER_DIR, DOCUMENTS_DIR } from '@site/site-formats/fragments';
import { ROUTES_FILE } from '@site/site-formats/routes';
import { SEARCH_INDEX_FILE } from '@site/site-formats/search';
import { portOf, services, type RemoteName } from '@site/site-formats/topology';
import { DEV_CLIENT_PATH, DEV_EVENTS_PATH, type DevEvent } from './contract';
import { developmentConfig } from './devConfig';
import { createDevRenderer } from './devRender';

const require = createRequire(__filename);
const repoRoot = path.resolve(__dirname, '../../..');

export interface RemoteDevServer {
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

/** The dev client (client/devClient.ts), bundled once per start: development React, Fast Refresh's runtime, the reload signal. */
async function bundleDevClient(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(__dirname, 'client/devClient.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    write: false,
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

export async function startRemoteDevServer(remote: RemoteName, options: DevServerOptions = {}): Promise<RemoteDevServer> {
  const root = path.join(repoRoot, services[remote].dir);
  const port = portOf(remote);
  const host = options.host ?? 'localhost';
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const url = `http://${host}:${port}`;

  const pages = new Set<ServerResponse>();
  const send = (event: DevEvent) => {
    for (const page of pages) page.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  const renderer = createDevRenderer(root, {
    onError: (message) => log(`${remote}: the server render failed; the last good one keeps serving\n${message}`),
    onServerMarkupChanged: (paths, reason) => {
      log(`${remote}: ${reason} on ${paths.join(', ')}: reloading those pages`);
      send({ type: 'reload', paths, reason });
    },
    onRebuilt: (ms) => log(`${remote}: server render rebuilt in ${ms} ms`),
  });
  const devClient = bundleDevClient();

  const { default: createConfig } = (await import(path.join(root, 'webpack.config.ts'))) as {
    default: Parameters<typeof developmentConfig>[0];
  };
  const config = developmentConfig(createConfig, {
    port,
    host,
    setupMiddlewares(middlewares, devServer) {
      const app = devServer.app;
      if (!app) return middlewares;
      const json = (body: unknown) => JSON.stringify(body);
      app.get(DEV_CLIENT_PATH, (_req, res) => {
        void devClient.then((code) => res.type('text/javascript').set('Cache-Control', 'no-store').send(code));
      });
      app.get(DEV_EVENTS_PATH, (req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' });
        res.write(': the dev server of this part\n\n');
        pages.add(res);
        req.on('close', () => pages.delete(res));
      });
      const answer = (res: import('express').Response, body: string | Buffer | null, type = 'application/json') =>
        body === null ? res.status(404).type('text/plain').send('Not found') : res.type(type).send(body);
      app.get(`/${PRERENDER_DIR}/islands/:file`, (req, res, next) => {
        renderer
          .publishedIsland(String(req.params.file).replace(/\.json$/, ''))
          .then((island) => answer(res, island && json(island)), next);
      });
      app.get(`/${PRERENDER_DIR}/:file`, (req, res, next) => {
        renderer.fragment(String(req.params.file)).then((route) => answer(res, route && json(route)), next);
      });
      app.get(`/${ROUTES_FILE}`, (_req, res, next) => {
        renderer.ready.then(() => answer(res, json(renderer.routesFile())), next);
      });
      app.get(`/${SEARCH_INDEX_FILE}`, (_req, res, next) => {
        renderer.searchIndex().then((index) => answer(res, json(index)), next);
      });
      app.get(`/${DOCUMENTS_DIR}/:file`, (req, res, next) => {
        renderer.ready.then(() => {
          const document = renderer.document(`${DOCUMENTS_DIR}/${String(req.params.file)}`);
          answer(res, document?.body ?? null, document?.contentType);
        }, next);
      });
      return middlewares;
    },
  });
  // Type errors in the terminal and the page's overlay, checked beside the build (a save is not held up by them).
  config.plugins = [
    ...(config.plugins ?? []),
    new ForkTsCheckerWebpackPlugin({
      async: true,
      devServer: true,
      typescript: { configFile: path.join(root, 'tsconfig.json'), typescriptPath: require.resolve('typescript') },
      logger: { log: () => undefined, error: (message: string) => log(`${remote}: ${message}`) },
    }),
  ];

  const compiler = webpack(config);
  let started = Date.now();
  compiler.hooks.invalid.tap('RemoteDevServer', () => (started = Date.now()));
  const browserBuilt = new Promise<void>((resolve) => {
    compiler.hooks.done.tap('RemoteDevServer', (stats) => {
      if (stats.hasErrors()) log(`${remote}: the build failed; the last good build keeps serving`);
      else {
        log(`${remote}: browser build in ${Date.now() - started} ms`);
        resolve();
      }
    });
  });
  const server = new WebpackDevServer(config.devServer, compiler);
  await server.start();
  return {
    url,
    ready: Promise.all([browserBuilt, renderer.ready]).then(() => undefined),
    async stop() {
      for (const page of pages) page.end();
      await Promise.all([server.stop(), renderer.close()]);
    },
  };
}
