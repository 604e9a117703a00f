import { randomUUID } from 'node:crypto';
import express, { type Express, type Response, type Router } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { errorHandler, notFound } from './httpErrors';
import { originCheck } from './originCheck';
import { createApiRouter, type ApiDeps } from './routes/api';
import { healthHandler } from './routes/health';

export interface AppOptions extends ApiDeps {
  /** Extra routers mounted under /api after the built-in routes, with the full middleware chain. */
  readonly extraApiRoutes?: readonly Router[];
}

const healthPaths = new Set(['/health', '/api/health']);

export function createApp({ extraApiRoutes = [], ...deps }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // The shell's proxy runs on this host and appends the visitor's address to X-Forwarded-For; trust
  // that header from loopback only, so req.ip (and the rate limits) see the visitor, while nobody
  // else can choose their own address by sending the header.
  app.set('trust proxy', 'loopback');

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
      autoLogging: { ignore: (req) => req.method === 'GET' && healthPaths.has(req.url ?? '') },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      // The default request serializer logs method, url, headers and addresses, never the body
      // (personal details typed into forms). Response headers are the same every time: status only.
      serializers: { res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }) },
      // A stored submission's id (set by the handler) joins the request-completed line.
      customProps: (_req, res) => {
        const submissionId: unknown = (res as Partial<Response>).locals?.submissionId;
        return typeof submissionId === 'string' ? { submissionId } : {};
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
