import type { Config } from '../config';
import type { Logger } from '../logger';
import type { SubmissionStore } from '../store/submissionStore';
import type { MailTransport } from '../transport';

/** What handlers need of the durable store: put a submission in (once per idempotency key), and (for /health) its depth. */
export type SubmissionQueue = Pick<SubmissionStore, 'enqueue' | 'enqueueOnce' | 'findByKey' | 'pendingCount' | 'pendingWebhookCount'>;

/**
 * What every API route may use. Handlers never send mail themselves: they queue it. A module of
 * its own, so the handlers and the router that composes them do not import each other.
 */
export interface ApiDeps {
  readonly config: Config;
  /** Only described on /health; the delivery worker does the sending. */
  readonly mailer: Pick<MailTransport, 'describe'>;
  readonly logger: Logger;
  readonly queue: SubmissionQueue;
}
