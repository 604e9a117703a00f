import { randomUUID } from 'node:crypto';
import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { errorHandler, notFound } from './httpErrors';
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
    }),
  );
  app.use(helmet());
  app.use(express.json({ limit: '32kb' }));

  // At the root for process managers and load balancers; under /api for callers going through the shell.
  app.get('/health', healthHandler(deps.mailer));
  app.use('/api', createApiRouter(deps, extraApiRoutes));

  app.use(notFound);
  app.use(errorHandler);
  return app;
}
