/**
 * The servers of the remotes: their federated files for the shell and their standalone page, from a
 * build folder or from releases the caller finds (a deploy root: @site/releases/serving), with the
 * cache policy and security headers every server needs.
 */
import { STATUS_CODES, type Server } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import cors from 'cors';
import express, { type Request, type RequestHandler } from 'express';
import helmet from 'helmet';
import { CONTENT_HASHED_PATH } from '@site/site-formats/content-hash';
import { createServiceRegistry, httpMetrics, metricsEndpoint, metricsTokenFromEnv } from './metrics';
import { readRoutesOfBuild } from '@site/site-formats/routes/file';
import { createLogger, flushTraces, requestLogger, type Logger } from './telemetry';
import { portOf, services, type RemoteName } from '@site/site-formats/topology';
import { cacheControlHeader, precompressedFiles, staticFiles } from './cachePolicy';

export { cacheControlHeader, cachePolicyFor, staticFiles, type CachePolicy } from './cachePolicy';

/** True for a browser asking for a page (not a script, image or API call). */
export function wantsHtmlPage(req: express.Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && path.extname(req.path) === '' && req.accepts(['html', 'json']) === 'html';
}

/**
 * Static files from several folders, the first that has the file wins. From the live release, then
 * the kept older ones, a page opened before a switch still gets its content-hashed chunks, which no
 * newer release has. `dirs` may depend on the request (a previewing browser's shell release comes first).
 */
export function filesFromDirs(dirs: (req: Request) => Promise<readonly string[]>): RequestHandler {
  const handlers = new Map<string, RequestHandler>();
  const handlerFor = (dir: string) => {
    let handler = handlers.get(dir);
    if (!handler) {
      handler = staticFiles(dir);
      handlers.set(dir, handler);
    }
    return handler;
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    dirs(req).then((candidates) => {
      const tryFrom = (index: number): void => {
        const dir = candidates[index];
        if (dir === undefined) {
          next();
          return;
        }
        handlerFor(dir)(req, res, (error?: unknown) => (error ? next(error) : tryFrom(index + 1)));
      };
      tryFrom(0);
    }, next);
  };
}

/** Files that never change under their path (a release's own folder), so caches keep them. */
export function immutableFiles(dir: string): RequestHandler {
  return precompressedFiles(dir, {
    index: false,
    etag: true,
    fallthrough: true,
    setHeaders(res) {
      res.setHeader('Cache-Control', cacheControlHeader.immutable);
    },
  });
}

/** A remote's releases, as the caller finds them (in a deploy root: @site/releases/serving). */
export interface ReleaseFiles {
  /** The live release's folder first, then the kept older ones; empty before a deploy. Read per request. */
  readonly liveDirs: () => Promise<readonly string[]>;
  /** Serves each release under its own path, `/releases/<version>/…`. */
  readonly versioned: RequestHandler;
  /** Where they are, as the server says when it starts (e.g. `its live release in <root>`). */
  readonly description: string;
}

export interface RemoteServerOptions {
  /**
   * Where the remote's build is: a build folder, or its releases: the live one at the site root
   * (else a kept older one), each under `/releases/<version>/`.
   */
  readonly files: { readonly dir: string } | ReleaseFiles;
  /**
   * Origins allowed to fetch this remote's manifest and chunks (the shell's origins).
   * The MF runtime fetches mf-manifest.json with `fetch`, which needs CORS.
   */
  readonly allowedOrigins: readonly string[];
  /**
   * `/metrics` (server-kit/metrics): the `service` label (the remote's name), METRICS_TOKEN, and whether
   * Node's process metrics are included (not in tests); default `remote`, no token, no process metrics.
   */
  readonly metrics?: { readonly service: string; readonly token?: string | undefined; readonly defaultMetrics?: boolean };
  /** One JSON line per request (telemetry/httpLogger.ts) with its file kind and release; none without a logger. */
  readonly logger?: Logger;
}

/** The release a request's file comes from: `/releases/<version>/…`, else the live one (the first folder). */
const VERSIONED_PATH = /^\/releases\/([^/]+)\//;

/** Federation entry files: what a browser asks for on every page load (revalidated). */
const REMOTE_ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'routes.json']);

/** A remote's requests by kind, for `http_requests_total` (bounded: never the path itself). */
export function remoteRouteKind(req: Request): string {
  if (req.path === '/metrics') return 'metrics';
  const base = path.posix.basename(req.path);
  if (REMOTE_ENTRY_FILES.has(base)) return 'entry';
  if (CONTENT_HASHED_PATH.test(base)) return 'asset_immutable';
  if (path.posix.extname(base) !== '') return 'asset';
  return 'page';
}

/**
 * A remote's own server: its federated files for the shell, and its standalone page (index.html)
 * for any page path, so the remote's team can open it alone with its own router.
 */
export function createRemoteServer(options: RemoteServerOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const { service = 'remote', token, defaultMetrics = false } = options.metrics ?? {};
  const registry = createServiceRegistry(service, { defaultMetrics });
  if (options.logger) {
    app.use(
      requestLogger({
        logger: options.logger,
        ignore: (req) => req.url === '/metrics',
        kindOf: remoteRouteKind,
        props: (_req, res) => ({ release: (res as express.Response).locals.release as unknown }),
      }),
    );
  }
  app.use(httpMetrics(registry, remoteRouteKind));
  app.get('/metrics', metricsEndpoint(registry, { token }));
  app.use(
    helmet({
      // The shell's pages, on another origin, load this remote's scripts, styles and images.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // For the standalone page: everything from this origin only (its forms post to /api here).
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    }),
  );
  app.use(compression());
  app.use(cors({ origin: [...options.allowedOrigins], methods: ['GET', 'HEAD'] }));
  const { files } = options;
  let liveDirs: () => Promise<readonly string[]>;
  if ('dir' in files) {
    app.use(staticFiles(files.dir));
    liveDirs = () => Promise.resolve([files.dir]);
  } else {
    app.use('/releases', (req, res, next) => {
      res.locals.release = VERSIONED_PATH.exec(req.originalUrl)?.[1];
      next();
    });
    app.use('/releases', files.versioned);
    liveDirs = files.liveDirs;
    app.use(
      filesFromDirs((req) =>
        files.liveDirs().then((dirs) => {
          const live = dirs[0];
          if (live && req.res) req.res.locals.release ??= path.basename(live);
          return dirs;
        }),
      ),
    );
  }
  app.use((req, res, next) => {
    if (!wantsHtmlPage(req)) {
      next();
      return;
    }
    liveDirs().then(([live]) => {
      if (!live) {
        next();
        return;
      }
      res.setHeader('Cache-Control', cacheControlHeader.revalidate);
      sendPage(res, path.join(live, 'index.html'), next);
    }, next);
  });
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(plainErrorHandler);
  return app;
}

/**
 * Sends an HTML page from the build folder. `dotfiles: 'allow'` because the folder itself may sit
 * under a dot-directory (a deploy root); the path is ours, never the visitor's.
 */
export function sendPage(res: express.Response, file: string, next: express.NextFunction): void {
  // The file is the build's, not the visitor's choice: any failure (even send's 404) is ours, a 500.
  res.sendFile(file, { dotfiles: 'allow' }, (error) => error && next(new Error(`Could not send the page file ${file}`, { cause: error })));
}

/**
 * What a request the body parsers refused did wrong, by body-parser's error type: the client's fault,
 * told plainly with its 4xx (never a 500, never the parser's own words).
 */
const clientFaults: Readonly<Record<string, string>> = {
  'entity.too.large': 'This request is too large to be read.',
  'parameters.too.many': 'This request has too many fields to be read.',
  'encoding.unsupported': 'This request’s Content-Encoding is not supported: send it as identity, gzip, deflate or br.',
  'charset.unsupported': 'This request’s charset is not supported: send it as UTF-8.',
  'entity.parse.failed': 'This request’s body could not be read.',
  'entity.verify.failed': 'This request’s body could not be read.',
  'request.aborted': 'This request was aborted before its body arrived.',
  'request.size.invalid': 'This request’s body is not the size it says.',
};

/** A client error's 4xx status (an `http-errors` error, as body-parser throws), or undefined for a fault of ours. */
function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = typeof status === 'number' ? status : statusCode;
  return typeof code === 'number' && code >= 400 && code < 500 ? code : undefined;
}

/**
 * Last-resort error handler: a request the client got wrong (a body too large, too many fields, a
 * gzip bomb, an unknown Content-Encoding) gets its 4xx with a sentence naming the fault; anything
 * else is ours: logged, and a plain 500 without a stack.
 */
export const plainErrorHandler: express.ErrorRequestHandler = (error: unknown, req, res, _next) => {
  // The request's own logger (its id, trace) when the server logs requests; the request line follows with the status.
  const { log } = req as { log?: Logger };
  const clientStatus = clientErrorStatus(error);
  if (clientStatus !== undefined) {
    const { type } = error as { type?: unknown };
    log?.info({ err: error, status: clientStatus }, 'Request refused');
    if (res.headersSent) {
      res.end();
      return;
    }
    // Another 400 (a damaged gzip body, a malformed address) could not be read; any other 4xx (a range
    // past the end of a file) gets its standard phrase.
    const fault =
      (typeof type === 'string' ? clientFaults[type] : undefined) ??
      (clientStatus === 400 ? 'This request could not be read.' : `${STATUS_CODES[clientStatus] ?? 'Client error'}.`);
    res.status(clientStatus).type('text/plain').send(fault);
    return;
  }
  if (log) log.error({ err: error }, 'Request failed');
  else console.error(`${req.method} ${req.originalUrl} failed:`, error);
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(500).type('text/plain').send('Something went wrong on our side. Please try again in a moment.');
};

/** Shell origins for local serving: the shell's port on localhost and 127.0.0.1, or SHELL_ORIGINS. */
export function shellOrigins(shellPort: number, env: NodeJS.ProcessEnv = process.env): string[] {
  const configured = env.SHELL_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (configured && configured.length > 0) return configured;
  return [`http://localhost:${shellPort}`, `http://127.0.0.1:${shellPort}`];
}

/**
 * Tells a supervisor that started this process with an IPC channel (PM2, `wait_ready`) that it
 * listens: PM2 reports it online only then, not when the process merely exists.
 */
export function signalReady(): void {
  process.send?.('ready');
}

/** Listen, and close cleanly on SIGINT/SIGTERM (no stray processes under `npm start`). */
export function listenWithGracefulShutdown(app: express.Express, port: number, onListening: (port: number) => void): Server {
  // Express 5 calls this back with the error when listening fails (e.g. the port is taken).
  const server = app.listen(port, (error?: Error) => {
    if (error) {
      console.error(`cannot listen on port ${port}: ${error.message}`);
      process.exit(1);
    }
    const address = server.address();
    onListening(typeof address === 'object' && address ? address.port : port);
    signalReady();
  });
  const shutdown = () => {
    // The last requests' spans go out first (tracing on).
    server.close(() => void flushTraces().finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  return server;
}

/**
 * Entry point of each remote's `server.ts`: serve its `releases` when given (its live release in
 * DEPLOY_ROOT, see @site/releases/serving), else its build folder (DIST_DIR or dist/), on its port,
 * and print where.
 */
export function runRemoteServer(remote: RemoteName, root: string, releases: ReleaseFiles | null = null): Server {
  const dir = path.resolve(process.env.DIST_DIR ?? path.join(root, 'dist'));
  const logger = createLogger({ service: remote });
  const app = createRemoteServer({
    files: releases ?? { dir },
    allowedOrigins: shellOrigins(portOf('shell')),
    metrics: { service: remote, token: metricsTokenFromEnv(), defaultMetrics: true },
    logger,
  });
  return listenWithGracefulShutdown(app, portOf(remote), (port) => {
    const source = releases ? releases.description : dir;
    // The page a team member opens alone: the first the build publishes.
    let firstPage = '/';
    try {
      firstPage = (releases ? null : readRoutesOfBuild(dir))?.routes[0]?.path ?? '/';
    } catch {
      // a build without readable routes still serves its files
    }
    logger.info(
      { url: `http://localhost:${port}` },
      `${services[remote].dir}: serving ${source} on http://localhost:${port} (standalone page: http://localhost:${port}${firstPage})`,
    );
  });
}
