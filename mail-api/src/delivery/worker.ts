import { inSpan } from '@site/server-kit/telemetry';
import type { Logger } from '../logger';
import { describeSendError, isPermanentRejection, type SendMail } from '../mail/deliver';
import type { MailQueue, PendingSubmission } from '../store/submissionStore';
import { retryDelayMs, type BackoffPolicy } from './backoff';
import { createClaimLoop, type ClaimLoop } from './claimLoop';
import { messageIdFor } from './messageId';

export interface DeliveryWorkerOptions {
  /** The e-mails' queue: where it claims submissions and records each step. */
  readonly queue: MailQueue;
  readonly send: SendMail;
  readonly logger: Logger;
  /** MAIL_FROM, whose domain ends each Message-ID. */
  readonly mailFrom: string;
  /** Submissions being delivered at once (each sends at most one message at a time). */
  readonly concurrency: number;
  readonly backoff: BackoffPolicy;
  /** Attempts at a confirmation before it is given up (logged only, as the spec says). */
  readonly confirmationMaxAttempts: number;
  /** Longest sleep with nothing due: a safety net, since enqueues and retry times wake the worker anyway. */
  readonly idlePollMs?: number;
  readonly random?: () => number;
}

/** The e-mail worker: see claimLoop.ts for start, wake, stop and busy. */
export type DeliveryWorker = ClaimLoop;

/**
 * Delivers stored submissions: the internal message first, retried until the SMTP server takes
 * it (exponential backoff with jitter, capped), then the confirmation, a few attempts at most.
 * Each step is recorded in the store as soon as SMTP accepted it, so a restart resumes where it
 * stopped; see messageId.ts for the one window in which a message can go out twice.
 *
 * Runs in the API process. What it sends is claimed in the store (see submissionStore.ts), so
 * several instances sharing one PostgreSQL store never send the same submission at the same time.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { queue, send, logger, mailFrom, concurrency, backoff, confirmationMaxAttempts } = options;
  const random = options.random ?? Math.random;

  async function deliver(submission: PendingSubmission, running: () => boolean): Promise<void> {
    const { id, form } = submission;
    if (submission.internal !== undefined) {
      const attempt = submission.internalAttempts + 1;
      try {
        const internal = submission.internal;
        await inSpan('smtp send', { attributes: { 'mail.message': 'internal', 'mail.attempt': attempt } }, () =>
          send(internal, { messageId: messageIdFor(id, 'internal', mailFrom) }),
        );
      } catch (error) {
        // Staff must get every submission: retried for as long as it takes, and each failure is an error.
        const retryInMs = retryDelayMs(attempt, backoff, random);
        logger.error(
          { form, submissionId: id, attempt, retryInMs, mailError: describeSendError(error) },
          'Sending the internal message failed',
        );
        await queue.record(id, { kind: 'retry', message: 'internal', attempts: attempt, retryAt: Date.now() + retryInMs });
        return;
      }
      await queue.record(id, { kind: 'internalSent', attempts: attempt, now: Date.now() });
      if (attempt > 1) logger.info({ form, submissionId: id, attempt }, 'Internal message sent after retrying');
      else logger.debug({ form, submissionId: id }, 'Internal message sent');
      // Shutting down: the confirmation is due, for another instance now or this one after the restart.
      if (!running()) {
        await queue.release(id);
        return;
      }
    }

    const attempt = submission.confirmationAttempts + 1;
    try {
      await inSpan('smtp send', { attributes: { 'mail.message': 'confirmation', 'mail.attempt': attempt } }, () =>
        send(submission.confirmation, { messageId: messageIdFor(id, 'confirmation', mailFrom) }),
      );
    } catch (error) {
      const mailError = describeSendError(error);
      if (isPermanentRejection(mailError) || attempt >= confirmationMaxAttempts) {
        // The spec: a failed confirmation is logged only. Staff have the submission already.
        logger.warn({ form, submissionId: id, attempt, mailError }, 'Sending the confirmation failed; giving up');
        await queue.record(id, { kind: 'confirmationSettled', result: 'failed', attempts: attempt, now: Date.now() });
        return;
      }
      const retryInMs = retryDelayMs(attempt, backoff, random);
      logger.warn({ form, submissionId: id, attempt, retryInMs, mailError }, 'Sending the confirmation failed');
      await queue.record(id, { kind: 'retry', message: 'confirmation', attempts: attempt, retryAt: Date.now() + retryInMs });
      return;
    }
    await queue.record(id, { kind: 'confirmationSettled', result: 'sent', attempts: attempt, now: Date.now() });
    logger.debug({ form, submissionId: id, attempt }, 'Confirmation sent');
  }

  return createClaimLoop({
    name: 'e-mail',
    claimDue: (limit) => queue.claimDue(limit),
    nextDueAt: () => queue.nextDueAt(),
    release: (id) => queue.release(id),
    deliver,
    concurrency,
    logger,
    idlePollMs: options.idlePollMs,
  });
}
