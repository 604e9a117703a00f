import type { Express, Router } from 'express';
import { createApp } from './app';
import type { Config } from './config';
import { createDeliveryWorker, type DeliveryWorker } from './delivery/worker';
import type { Logger } from './logger';
import { transportSender } from './mail/deliver';
import { startRetention } from './store/retention';
import { openConfiguredStore, type SqliteTestOptions } from './store/openStore';
import type { SubmissionStore } from './store/submissionStore';
import { createMailTransport, type MailTransport } from './transport';

export interface MailApiService {
  readonly app: Express;
  readonly store: SubmissionStore;
  readonly worker: DeliveryWorker;
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
}

/**
 * The whole mail API wired together: durable store, mail transport, delivery worker (started, and
 * woken by every enqueue), retention, and the Express app. main.ts adds the HTTP server and
 * signals; tests use exactly this.
 */
export async function startMailApiService({
  config,
  logger,
  store: storeOptions,
  extraApiRoutes,
}: MailApiServiceOptions): Promise<MailApiService> {
  const store = await openConfiguredStore(config, logger, storeOptions);
  const mailer = createMailTransport({ ...config, maxConnections: config.delivery.concurrency });
  const worker = createDeliveryWorker({
    store,
    send: transportSender(mailer),
    logger,
    mailFrom: config.mailFrom,
    concurrency: config.delivery.concurrency,
    backoff: { baseMs: config.delivery.retryBaseMs, maxMs: config.delivery.retryMaxMs },
    confirmationMaxAttempts: config.delivery.confirmationMaxAttempts,
  });
  store.onEnqueued(() => worker.wake());
  const stopRetention = startRetention(store, config.retentionDays, logger);
  // Whatever a previous run left pending (crash, kill -9, SMTP outage) goes out now.
  worker.start();
  const pending = await store.pendingCount();
  if (pending > 0) logger.info({ pending }, 'Resuming delivery of stored submissions');

  const app = createApp({ config, mailer, logger, queue: store, extraApiRoutes: extraApiRoutes ?? [] });

  let stopped: Promise<void> | undefined;
  const stop = async () => {
    stopRetention();
    await worker.stop();
    try {
      await mailer.close();
    } catch (error) {
      logger.error({ err: error }, 'Closing the mail transport failed');
    }
    await store.close();
  };
  return { app, store, worker, mailer, stop: () => (stopped ??= stop()) };
}
