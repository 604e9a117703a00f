import type { Express, Router } from 'express';
import { createApp } from './app';
import type { Config } from './config';
import type { ClaimLoop } from './delivery/claimLoop';
import { createDeliveryWorker, type DeliveryWorker } from './delivery/worker';
import type { Logger } from './logger';
import { createMailApiMetrics } from './metrics';
import { transportSender } from './mail/deliver';
import { startRetention } from './store/retention';
import { openConfiguredStore, type SqliteTestOptions } from './store/openStore';
import type { SubmissionStore } from './store/submissionStore';
import { createMailTransport, type MailTransport } from './transport';
import { createWebhookWorker } from './webhook/webhookWorker';

export interface MailApiService {
  readonly app: Express;
  readonly store: SubmissionStore;
  readonly worker: DeliveryWorker;
  /** The CRM webhook's worker, when LEADS_WEBHOOK_URL is set. */
  readonly webhookWorker: ClaimLoop | undefined;
  readonly mailer: MailTransport;
  /**
   * After the HTTP server has stopped taking requests: stop the worker (letting sends under way
   * finish and be recorded), close the mail transport, then the database.
   */
  stop(): Promise<void>;
}

export interface MailApiServiceOptions {
  readonly config: Config;
  readonly logger: Logger;
  /** Test only: SQLite options beyond the file (e.g. a size cap to provoke SQLITE_FULL). */
  readonly store?: SqliteTestOptions;
  /** Test only: extra routers under /api. */
  readonly extraApiRoutes?: readonly Router[];
  /** METRICS_TOKEN: lets `/metrics` answer beyond loopback. */
  readonly metricsToken?: string | undefined;
  /** Node's process metrics on `/metrics` (main.ts; not in tests). */
  readonly processMetrics?: boolean;
}

/**
 * The whole mail API wired together: durable store, mail transport, the e-mail worker and the CRM
 * webhook's (started, and woken by every enqueue), retention, and the Express app. main.ts adds the HTTP server and
 * signals; tests use exactly this.
 */
export async function startMailApiService({
  config,
  logger,
  store: storeOptions,
  extraApiRoutes,
  metricsToken,
  processMetrics = false,
}: MailApiServiceOptions): Promise<MailApiService> {
  const metrics = createMailApiMetrics({ processMetrics });
  // Every delivery and webhook attempt, and every lease takeover, is counted as the store records it.
  const store = metrics.counted(await openConfiguredStore(config, logger, storeOptions));
  const mailer = createMailTransport({ ...config, maxConnections: config.delivery.concurrency });
  const worker = createDeliveryWorker({
    queue: store.mailQueue,
    send: transportSender(mailer),
    logger,
    mailFrom: config.mailFrom,
    concurrency: config.delivery.concurrency,
    backoff: { baseMs: config.delivery.retryBaseMs, maxMs: config.delivery.retryMaxMs },
    confirmationMaxAttempts: config.delivery.confirmationMaxAttempts,
  });
  const webhookWorker =
    config.leadsWebhook &&
    createWebhookWorker({
      queue: store.webhookQueue,
      webhook: config.leadsWebhook,
      send: transportSender(mailer),
      logger,
      mailFrom: config.mailFrom,
      enquiriesMailbox: config.enquiriesMailbox,
      alertBackoff: { baseMs: config.delivery.retryBaseMs, maxMs: config.delivery.retryMaxMs },
    });
  store.intake.onEnqueued(() => {
    worker.wake();
    webhookWorker?.wake();
  });
  const stopRetention = startRetention(store.retention, config.retentionDays, logger);
  // Whatever a previous run left pending (crash, kill -9, SMTP or CRM outage) goes out now.
  worker.start();
  webhookWorker?.start();
  const pending = await store.mailQueue.pendingCount();
  if (pending > 0) logger.info({ pending }, 'Resuming delivery of stored submissions');
  const pendingWebhooks = await store.webhookQueue.pendingCount();
  if (pendingWebhooks > 0 && webhookWorker === undefined) {
    // Kept (never purged) until a webhook is configured again, so none is lost.
    logger.warn({ pendingWebhooks }, 'Submissions wait for the CRM webhook, but LEADS_WEBHOOK_URL is not set');
  }

  const app = createApp({
    config,
    mailer,
    logger,
    intake: store.intake,
    queues: store,
    extraApiRoutes: extraApiRoutes ?? [],
    metrics: { collector: metrics, queues: store, token: metricsToken },
  });

  let stopped: Promise<void> | undefined;
  const stop = async () => {
    stopRetention();
    await Promise.all([worker.stop(), webhookWorker?.stop()]);
    try {
      await mailer.close();
    } catch (error) {
      logger.error({ err: error }, 'Closing the mail transport failed');
    }
    await store.close();
  };
  return { app, store, worker, webhookWorker, mailer, stop: () => (stopped ??= stop()) };
}
