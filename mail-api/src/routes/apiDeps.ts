import type { Config } from '../config';
import type { Logger } from '../logger';
import type { MailQueue, SubmissionIntake, WebhookQueue } from '../store/submissionStore';
import type { MailTransport } from '../transport';

/** What /health reads of the delivery queues: how much each has left. */
export interface QueueDepths {
  readonly mailQueue: Pick<MailQueue, 'pendingCount'>;
  readonly webhookQueue: Pick<WebhookQueue, 'pendingCount'>;
}

/**
 * What every API route may use. Handlers never send mail themselves: they queue it. A module of
 * its own, so the handlers and the router that composes them do not import each other.
 */
export interface ApiDeps {
  readonly config: Config;
  /** Only its kind is told on /health; the delivery worker does the sending. */
  readonly mailer: Pick<MailTransport, 'kind'>;
  readonly logger: Logger;
  /** Where the form handlers put submissions (once per idempotency key). */
  readonly intake: SubmissionIntake;
  readonly queues: QueueDepths;
}
