/**
 * `/metrics` for every server (Prometheus text format, prom-client): one registry per process with
 * the process's default metrics and a `service` label, the HTTP requests it answered by route kind,
 * and whatever the server adds (the shell's remote cache, the mail API's queue).
 *
 * Route kinds, never raw paths: a label per path would grow with every address a visitor (or a
 * scanner) makes up. Each server says which kind a request is (`page`, `asset_immutable`, `form`…).
 *
 * Who may read it: a request from loopback that no proxy forwarded (Prometheus on the same host, or
 * an operator's `curl`), or one bearing `Authorization: Bearer $METRICS_TOKEN`. Anyone else gets a
 * 404, as if there were nothing here. A request forwarded by a proxy on this host (the edge) comes
 * from somewhere else, so it is not loopback: it names its client in X-Forwarded-For (or Forwarded,
 * X-Real-IP), and the trust-proxy setting (`req.ip`) is honoured too.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export { Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface ServiceRegistryOptions {
  /** Node's process metrics (CPU, memory, event loop lag, GC); off in tests that make many registries. */
  readonly defaultMetrics?: boolean;
}

/** The process's registry: every metric in it carries `service="<name>"`. */
export function createServiceRegistry(service: string, { defaultMetrics = true }: ServiceRegistryOptions = {}): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  if (defaultMetrics) collectDefaultMetrics({ register: registry });
  return registry;
}

/** Seconds; from a cached file (a millisecond) to a page composed on a saturated machine (seconds). */
const durationBuckets = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);

/**
 * Counts every request and its duration by route kind (`routeKindOf`, asked when the request
 * arrives, before any router rewrites its path), method and status. Mount it first.
 */
export function httpMetrics(registry: Registry, routeKindOf: (req: Request) => string): RequestHandler {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route kind, method and status (0: the connection closed before an answer)',
    labelNames: ['route_kind', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route kind',
    labelNames: ['route_kind'] as const,
    buckets: durationBuckets,
    registers: [registry],
  });
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const routeKind = routeKindOf(req);
    const method = knownMethods.has(req.method) ? req.method : 'OTHER';
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      const status = res.writableFinished || res.headersSent ? String(res.statusCode) : '0';
      requests.inc({ route_kind: routeKind, method, status });
      duration.observe({ route_kind: routeKind }, Number(process.hrtime.bigint() - started) / 1e9);
    };
    res.once('finish', record);
    res.once('close', record);
    next();
  };
}

const LOOPBACK = /^(::ffff:)?127\.\d+\.\d+\.\d+$|^::1$/;
/** Headers by which a proxy names the client it forwards for. */
const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** True for a request made on this host, directly: the socket, the client (trust proxy) and no proxy say so. */
export function isDirectLoopback(req: Request): boolean {
  if (!LOOPBACK.test(req.socket.remoteAddress ?? '')) return false;
  if (!LOOPBACK.test(req.ip ?? '')) return false;
  return forwardingHeaders.every((header) => req.headers[header] === undefined);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request bears `Authorization: Bearer <token>` (compared in constant time). */
export function bearsToken(req: Request, token: string | undefined): boolean {
  const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
  if (!token || !given) return false;
  return timingSafeEqual(digest(given), digest(token));
}

/** METRICS_TOKEN from the environment, or undefined when unset or blank. */
export function metricsTokenFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.METRICS_TOKEN?.trim() || undefined;
}

export interface MetricsEndpointOptions {
  /** METRICS_TOKEN: lets `/metrics` answer beyond loopback. */
  readonly token?: string | undefined;
  /** Sets the gauges read at scrape time (the mail API's queue depth…) just before the answer. */
  readonly beforeScrape?: () => Promise<void>;
}

/** `GET /metrics`: the registry in Prometheus' text format, to loopback or the token's bearer; 404 to anyone else. */
export function metricsEndpoint(registry: Registry, { token, beforeScrape }: MetricsEndpointOptions = {}): RequestHandler {
  return (req, res, next) => {
    if (!isDirectLoopback(req) && !bearsToken(req, token)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    Promise.resolve(beforeScrape?.())
      .then(() => registry.metrics())
      .then((text) => {
        res.setHeader('Cache-Control', 'no-store');
        res.type(registry.contentType).send(text);
      })
      .catch(next);
  };
}
