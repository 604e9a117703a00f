/**
 * The mail API's `/metrics` (devkit/metrics: loopback, or METRICS_TOKEN): its requests by route kind,
 * and its queue. Depth and the oldest pending submission's age are read from the store when Prometheus
 * scrapes (so they are the queue's, shared by every instance on PostgreSQL); delivery and webhook
 * attempts and lease takeovers are counted by this instance as they happen.
 */
import type { Request } from 'express';
import { Counter, createServiceRegistry, Gauge, httpMetrics, metricsEndpoint, type Registry } from '@site/devkit/metrics';
import type { SubmissionStore } from './store/submissionStore';

/** The mail API's requests by kind, for `http_requests_total` (bounded: never the path itself). */
export function mailApiRouteKind(req: Request): string {
  if (req.path === '/metrics') return 'metrics';
  if (req.path === '/health' || req.path === '/api/health') return 'health';
  if (req.path.startsWith('/api/')) return req.method === 'POST' ? 'form' : 'api_other';
  return 'other';
}

export interface MailApiMetrics {
  readonly registry: Registry;
  /** The store, counting each delivery and webhook attempt as its outcome is recorded, and its lease takeovers. */
  counted(store: SubmissionStore): SubmissionStore;
  /** Reads the queue's depth and age into the gauges (just before a scrape). */
  readQueue(store: QueueFigures): Promise<void>;
}

/** What the gauges read of the store. */
export type QueueFigures = Pick<SubmissionStore, 'pendingCount' | 'pendingWebhookCount' | 'oldestPendingAt'>;

export function createMailApiMetrics({ processMetrics = false }: { readonly processMetrics?: boolean } = {}): MailApiMetrics {
  const registry = createServiceRegistry('mail-api', { defaultMetrics: processMetrics });
  const registers = [registry];
  const depth = new Gauge({ name: 'mail_queue_depth', help: 'Submissions whose e-mails are not all sent or given up', registers });
  const oldest = new Gauge({
    name: 'mail_queue_oldest_pending_seconds',
    help: 'Age of the oldest submission whose e-mails are not all settled (0 when none is)',
    registers,
  });
  const webhookDepth = new Gauge({
    name: 'mail_webhook_queue_depth',
    help: 'Submissions whose CRM webhook is pending or alerting',
    registers,
  });
  const storeUp = new Gauge({
    name: 'mail_store_up',
    help: '1 when the submission store answered the last scrape, 0 when it did not',
    registers,
  });
  const deliveries = new Counter({
    name: 'mail_delivery_attempts_total',
    help: 'E-mails this instance tried to send (internal and confirmation), by result: sent, or failed (retried or given up)',
    labelNames: ['result'] as const,
    registers,
  });
  const webhooks = new Counter({
    name: 'mail_webhook_attempts_total',
    help: 'CRM webhook POSTs this instance made, by result: sent (2xx), or failed (retried or given up)',
    labelNames: ['result'] as const,
    registers,
  });
  const takeovers = new Counter({
    name: 'mail_lease_takeovers_total',
    help: 'Claims this instance took over after their lease ran out with no outcome (a crashed or stalled holder)',
    labelNames: ['work'] as const,
    registers,
  });
  for (const result of ['sent', 'failed']) {
    deliveries.inc({ result }, 0);
    webhooks.inc({ result }, 0);
  }
  for (const work of ['e-mail', 'webhook']) takeovers.inc({ work }, 0);

  return {
    registry,
    counted(store) {
      store.onLeaseTakeover((work) => takeovers.inc({ work }));
      const attempt = (counter: Counter<'result'>, result: 'sent' | 'failed') => counter.inc({ result });
      // The store's own methods answer everything else (the wrapper's prototype is the store).
      const wrapped: Partial<SubmissionStore> = {
        markInternalSent: (id, attempts, now) => (attempt(deliveries, 'sent'), store.markInternalSent(id, attempts, now)),
        settleConfirmation: (id, result, attempts, now) => (
          attempt(deliveries, result),
          store.settleConfirmation(id, result, attempts, now)
        ),
        scheduleRetry: (id, step, attempts, at) => (attempt(deliveries, 'failed'), store.scheduleRetry(id, step, attempts, at)),
        markWebhookSent: (id, attempts, now) => (attempt(webhooks, 'sent'), store.markWebhookSent(id, attempts, now)),
        scheduleWebhookRetry: (id, attempts, lastError, at) => (
          attempt(webhooks, 'failed'),
          store.scheduleWebhookRetry(id, attempts, lastError, at)
        ),
        giveUpWebhook: (id, attempts, lastError) => (attempt(webhooks, 'failed'), store.giveUpWebhook(id, attempts, lastError)),
      };
      return Object.assign(Object.create(store) as SubmissionStore, wrapped);
    },
    async readQueue(store) {
      try {
        const [pending, webhookPending, oldestAt] = await Promise.all([
          store.pendingCount(),
          store.pendingWebhookCount(),
          store.oldestPendingAt(),
        ]);
        depth.set(pending);
        webhookDepth.set(webhookPending);
        oldest.set(oldestAt === undefined ? 0 : Math.max(0, (Date.now() - oldestAt) / 1000));
        storeUp.set(1);
      } catch {
        // The database is down: say so, and keep the last figures rather than claim an empty queue.
        storeUp.set(0);
      }
    },
  };
}

/** What createApp mounts: the request counter (first) and `/metrics`, with the queue read at scrape time. */
export function metricsRoutes(metrics: MailApiMetrics, store: QueueFigures, token: string | undefined) {
  return {
    count: httpMetrics(metrics.registry, mailApiRouteKind),
    endpoint: metricsEndpoint(metrics.registry, { token, beforeScrape: () => metrics.readQueue(store) }),
  };
}
