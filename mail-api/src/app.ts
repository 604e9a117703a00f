import express, { type Express, type Request, type Response, type Router } from 'express';
import helmet from 'helmet';
import { requestLogger } from '@site/server-kit/telemetry';
import { refuseDeepJsonBodies } from './bodyDepth';
import { errorHandler, notFound } from './httpErrors';
import { mailApiRouteKind, metricsRoutes, type MailApiMetrics, type QueueFigures } from './metrics';
import { originCheck } from './originCheck';
import { createApiRouter } from './routes/api';
import type { ApiDeps } from './routes/apiDeps';
import { healthHandler } from './routes/health';

export interface AppOptions extends ApiDeps {
  /** Extra routers mounted under /api after the built-in routes, with the full middleware chain. */
  readonly extraApiRoutes?: readonly Router[];
  /** `/metrics` (loopback, or the bearer of `token`: METRICS_TOKEN), with the queues read from `queues` at each scrape. */
  readonly metrics?: { readonly collector: MailApiMetrics; readonly queues: QueueFigures; readonly token?: string | undefined };
}

// …and Prometheus scrapes /metrics every few seconds too.
const healthPaths = new Set(['/health', '/api/health', '/metrics']);

export function createApp({ extraApiRoutes = [], metrics, ...deps }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  const measured = metrics && metricsRoutes(metrics.collector, metrics.queues, metrics.token);
  if (measured) app.use(measured.count);
  // The shell decides the client address (from the socket and the proxies it trusts) and sends only
  // that, as X-Forwarded-For. Believe it from the shell alone (TRUST_PROXY, default loopback), so
  // req.ip, and with it the rate limits and the logs, is the visitor and never a value they typed.
  app.set('trust proxy', deps.config.trustProxy);

  app.use(
    requestLogger({
      logger: deps.logger,
      // Probes hit /health every few seconds; logging each would drown the useful lines.
      ignore: (req) => req.method === 'GET' && healthPaths.has(req.url ?? ''),
      // The route kind, the client address the rate limits use (the request's remoteAddress is the
      // shell's), a form post's transport (plain HTML or script, so operators can count plain posts)
      // and a stored submission's id (both set by the form's route) join the request-completed line.
      kindOf: mailApiRouteKind,
      props: (req, res) => {
        const clientIp = (req as Partial<Request>).ip;
        const { submissionId, transport } = ((res as Partial<Response>).locals ?? {}) as { submissionId?: unknown; transport?: unknown };
        return {
          ...(clientIp === undefined ? {} : { clientIp }),
          ...(typeof transport === 'string' ? { transport } : {}),
          ...(typeof submissionId === 'string' ? { submissionId } : {}),
        };
      },
    }),
  );
  app.use(helmet());
  // Before body parsing: another site's page gets its 403 without us reading what it sent.
  app.use('/api', originCheck(deps.config.siteOrigins));
  app.use(express.json({ limit: '32kb' }));
  // A form posted as plain HTML, without its script (issue 46); its form's route decodes it.
  app.use(express.urlencoded({ extended: false, limit: '32kb' }));
  app.use(refuseDeepJsonBodies);

  // At the root for process managers and load balancers; under /api for callers going through the shell.
  app.get('/health', healthHandler(deps));
  if (measured) app.get('/metrics', measured.endpoint);
  app.use('/api', createApiRouter(deps, extraApiRoutes));

  app.use(notFound);
  app.use(errorHandler);
  return app;
}
