/**
 * The mail API's `/metrics` (server-kit/metrics: loopback, or METRICS_TOKEN): its requests by route kind,
 * and its queue. Depth and the oldest pending submission's age are read from the store when Prometheus
 * scrapes (so they are the queue's, shared by every instance on PostgreSQL); delivery and webhook
 * attempts and lease takeovers are counted by this instance as they happen.
 */
import type { Request } from 'express';
import { Counter, createServiceRegistry, Gauge, httpMetrics, metricsEndpoint, type Registry } from '@site/server-kit/metrics';
import type { DeliveryQueue, MailQueue, MailStep, SubmissionStore, WebhookQueue, WebhookStep } from './store/submissionStore';

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
  /** Reads the queues' depths and the e-mails' oldest age into the gauges (just before a scrape). */
  readQueue(queues: QueueFigures): Promise<void>;
}

/** What the gauges read of the queues. */
export interface QueueFigures {
  readonly mailQueue: Pick<MailQueue, 'pendingCount' | 'oldestPendingAt'>;
  readonly webhookQueue: Pick<WebhookQueue, 'pendingCount'>;
}

type AttemptResult = 'sent' | 'failed';

/** The send a recorded e-mail step is the outcome of (every step is one). */
function mailAttempt(step: MailStep): AttemptResult {
  if (step.kind === 'confirmationSettled') return step.result;
  return step.kind === 'internalSent' ? 'sent' : 'failed';
}

/** The POST a recorded webhook step is the outcome of, if any (the alert's steps are e-mails, not POSTs). */
function webhookAttempt(step: WebhookStep): AttemptResult | undefined {
  if (step.kind === 'sent') return 'sent';
  return step.kind === 'retry' || step.kind === 'gaveUp' ? 'failed' : undefined;
}

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
      /** The queue, counting each step that is an attempt's outcome as it is recorded, and its lease takeovers. */
      const countedQueue = <Item, Step>(
        queue: DeliveryQueue<Item, Step>,
        work: 'e-mail' | 'webhook',
        attempts: Counter<'result'>,
        attemptOf: (step: Step) => AttemptResult | undefined,
      ): DeliveryQueue<Item, Step> => {
        queue.onLeaseTakeover(() => takeovers.inc({ work }));
        return {
          ...queue,
          record(id, step) {
            const result = attemptOf(step);
            if (result !== undefined) attempts.inc({ result });
            return queue.record(id, step);
          },
        };
      };
      return {
        ...store,
        mailQueue: countedQueue(store.mailQueue, 'e-mail', deliveries, mailAttempt),
        webhookQueue: countedQueue(store.webhookQueue, 'webhook', webhooks, webhookAttempt),
      };
    },
    async readQueue({ mailQueue, webhookQueue }) {
      try {
        const [pending, webhookPending, oldestAt] = await Promise.all([
          mailQueue.pendingCount(),
          webhookQueue.pendingCount(),
          mailQueue.oldestPendingAt(),
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
export function metricsRoutes(metrics: MailApiMetrics, queues: QueueFigures, token: string | undefined) {
  return {
    count: httpMetrics(metrics.registry, mailApiRouteKind),
    endpoint: metricsEndpoint(metrics.registry, { token, beforeScrape: () => metrics.readQueue(queues) }),
  };
}
