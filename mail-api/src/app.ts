import { randomUUID } from 'node:crypto';
import express, { type Express, type Request, type Response, type Router } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { errorHandler, notFound } from './httpErrors';
import { originCheck } from './originCheck';
import { createApiRouter } from './routes/api';
import type { ApiDeps } from './routes/apiDeps';
import { healthHandler } from './routes/health';

export interface AppOptions extends ApiDeps {
  /** Extra routers mounted under /api after the built-in routes, with the full middleware chain. */
  readonly extraApiRoutes?: readonly Router[];
}

const healthPaths = new Set(['/health', '/api/health']);

export function createApp({ extraApiRoutes = [], ...deps }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // The shell decides the client address (from the socket and the proxies it trusts) and sends only
  // that, as X-Forwarded-For. Believe it from the shell alone (TRUST_PROXY, default loopback), so
  // req.ip, and with it the rate limits and the logs, is the visitor and never a value they typed.
  app.set('trust proxy', deps.config.trustProxy);

  app.use(
    pinoHttp({
      logger: deps.logger,
      // A fresh id per request, returned to the client so a reported problem can be found in the logs.
      genReqId: (_req, res) => {
        const id = randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // Probes hit /health every few seconds; logging each would drown the useful lines.
      autoLogging: { ignore: (req) => req.method === 'GET' && healthPaths.has(req.url) },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      // The default request serializer logs method, url, headers and addresses, never the body
      // (personal details typed into forms). Response headers are the same every time: status only.
      serializers: { res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }) },
      // The client address the rate limits use (the serializer's remoteAddress is the shell's), and a
      // stored submission's id (set by the handler) join the request-completed line.
      customProps: (req, res) => {
        const clientIp = (req as Partial<Request>).ip;
        const submissionId: unknown = (res as Partial<Response>).locals?.submissionId;
        return { ...(clientIp === undefined ? {} : { clientIp }), ...(typeof submissionId === 'string' ? { submissionId } : {}) };
      },
    }),
  );
  app.use(helmet());
  // Before body parsing: another site's page gets its 403 without us reading what it sent.
  app.use('/api', originCheck(deps.config.siteOrigins));
  app.use(express.json({ limit: '32kb' }));

  // At the root for process managers and load balancers; under /api for callers going through the shell.
  app.get('/health', healthHandler(deps));
  app.use('/api', createApiRouter(deps, extraApiRoutes));

  app.use(notFound);
  app.use(errorHandler);
  return app;
}
