/**
 * Static serving with the cache policy every deployable needs: entry files are revalidated on each
 * load (so a redeploy is picked up at once), content-hashed files are cached forever.
 */
import type { Server } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import cors from 'cors';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { portOf, services, type RemoteName } from './topology';

/** Files that name other files: they must never be served stale after a deploy. */
const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
/** `[name].[contenthash:10].ext`, as devkit/webpack names every emitted asset. */
const CONTENT_HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

export type CachePolicy = 'revalidate' | 'immutable';

export function cachePolicyFor(filePath: string): CachePolicy {
  const base = path.basename(filePath);
  if (ENTRY_FILES.has(base)) return 'revalidate';
  return CONTENT_HASHED.test(base) ? 'immutable' : 'revalidate';
}

export const cacheControlHeader: Record<CachePolicy, string> = {
  revalidate: 'no-cache',
  immutable: 'public, max-age=31536000, immutable',
};

/** express.static with the cache policy above; no directory listings, no index fallthrough. */
export function staticFiles(dir: string): RequestHandler {
  return express.static(dir, {
    index: false,
    etag: true,
    lastModified: true,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlHeader[cachePolicyFor(filePath)]);
    },
  });
}

/** True for a browser asking for a page (not a script, image or API call). */
export function wantsHtmlPage(req: express.Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && path.extname(req.path) === '' && req.accepts(['html', 'json']) === 'html';
}

export interface RemoteServerOptions {
  /** Folder with the remote's build output. */
  readonly dir: string;
  /**
   * Origins allowed to fetch this remote's manifest and chunks (the shell's origins).
   * The MF runtime fetches mf-manifest.json with `fetch`, which needs CORS.
   */
  readonly allowedOrigins: readonly string[];
}

/**
 * A remote's own server: its federated files for the shell, and its standalone page (index.html)
 * for any page path, so the remote's team can open it alone with its own router.
 */
export function createRemoteServer(options: RemoteServerOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
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
  app.use(staticFiles(options.dir));
  app.use((req, res, next) => {
    if (!wantsHtmlPage(req)) return next();
    res.setHeader('Cache-Control', cacheControlHeader.revalidate);
    sendPage(res, path.join(options.dir, 'index.html'), next);
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
  res.sendFile(file, { dotfiles: 'allow' }, (error) => error && next(error));
}

/** Last-resort error handler: logs the error, tells the visitor plainly, never shows a stack. */
export const plainErrorHandler: express.ErrorRequestHandler = (error: unknown, req, res, _next) => {
  console.error(`${req.method} ${req.originalUrl} failed:`, error);
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
  });
  const shutdown = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  return server;
}

/** Entry point of each remote's `server.ts`: serve its build on its port, print where. */
export function runRemoteServer(remote: RemoteName, root: string, standalonePath: string): Server {
  const dir = path.resolve(process.env.DIST_DIR ?? path.join(root, 'dist'));
  const app = createRemoteServer({ dir, allowedOrigins: shellOrigins(portOf('shell')) });
  return listenWithGracefulShutdown(app, portOf(remote), (port) => {
    console.log(
      `${services[remote].dir}: serving ${dir} on http://localhost:${port} (standalone page: http://localhost:${port}${standalonePath})`,
    );
  });
}
