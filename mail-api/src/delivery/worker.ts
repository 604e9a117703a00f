import type { Logger } from '../logger';
import { describeSendError, isPermanentRejection, type SendMail } from '../mail/deliver';
import type { PendingSubmission, SubmissionStore } from '../store/submissionStore';
import { retryDelayMs, type BackoffPolicy } from './backoff';
import { messageIdFor } from './messageId';

export interface DeliveryWorkerOptions {
  readonly store: SubmissionStore;
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
  /** How long a submission is left alone after the store itself failed (e.g. disk full) while delivering it. */
  readonly storeFailureCooldownMs?: number;
  readonly random?: () => number;
}

export interface DeliveryWorker {
  /** Picks up everything pending, including what a crashed process left behind. */
  start(): void;
  /** Something may be due now (called after each enqueue commit). */
  wake(): void;
  /** No new sends; resolves when the sends under way have finished and been recorded. */
  stop(): Promise<void>;
  /** Submissions being delivered right now. */
  busy(): number;
}

/**
 * Delivers stored submissions: the internal message first, retried until the SMTP server takes
 * it (exponential backoff with jitter, capped), then the confirmation, a few attempts at most.
 * Each step is recorded in the store as soon as SMTP accepted it, so a restart resumes where it
 * stopped; see messageId.ts for the one window in which a message can go out twice.
 *
 * Runs in the API process. In-memory bookkeeping (`inFlight`) is safe because the store admits
 * one process per database file.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { store, send, logger, mailFrom, concurrency, backoff, confirmationMaxAttempts } = options;
  const idlePollMs = options.idlePollMs ?? 30_000;
  const storeFailureCooldownMs = options.storeFailureCooldownMs ?? 30_000;
  const random = options.random ?? Math.random;

  const inFlight = new Map<string, Promise<void>>();
  /** Submission id → time before which it is not picked again, after the store failed mid-delivery. */
  const coolingDown = new Map<string, number>();
  let running = false;
  let pumpQueued = false;
  let timer: NodeJS.Timeout | undefined;

  const excluded = (now: number): string[] => {
    for (const [id, until] of coolingDown) if (until <= now) coolingDown.delete(id);
    return [...inFlight.keys(), ...coolingDown.keys()];
  };

  function wake(): void {
    if (!running || pumpQueued) return;
    pumpQueued = true;
    // Deferred, so a burst of wake-ups (one per commit, one per finished send) is one query.
    setImmediate(pump);
  }

  function pump(): void {
    pumpQueued = false;
    if (!running) return;
    const free = concurrency - inFlight.size;
    if (free <= 0) return; // a finishing send wakes us
    const now = Date.now();
    let due: PendingSubmission[] = [];
    let nextDue: number | undefined;
    try {
      due = store.due(now, free, excluded(now));
      for (const submission of due) claim(submission);
      nextDue = store.nextDueAt(excluded(now));
    } catch (error) {
      logger.error({ err: error }, 'Reading the submission queue failed');
    }
    // Sleep until the next retry falls due (or the safety-net interval), unless every slot is busy.
    if (timer) clearTimeout(timer);
    if (inFlight.size < concurrency) {
      const delay = nextDue === undefined ? idlePollMs : Math.min(Math.max(nextDue - Date.now(), 0), idlePollMs);
      timer = setTimeout(wake, delay);
      timer.unref();
    }
  }

  function claim(submission: PendingSubmission): void {
    const task = deliver(submission)
      .catch((error: unknown) => {
        // Only the store can fail here (send errors are handled in deliver): its state for this
        // submission is unchanged, so it would be due again at once. Leave it alone for a while.
        coolingDown.set(submission.id, Date.now() + storeFailureCooldownMs);
        logger.error({ form: submission.form, submissionId: submission.id, err: error }, 'Recording a delivery step failed');
      })
      .finally(() => {
        inFlight.delete(submission.id);
        wake();
      });
    inFlight.set(submission.id, task);
  }

  async function deliver(submission: PendingSubmission): Promise<void> {
    const { id, form } = submission;
    if (submission.internal !== undefined) {
      const attempt = submission.internalAttempts + 1;
      try {
        await send(submission.internal, { messageId: messageIdFor(id, 'internal', mailFrom) });
      } catch (error) {
        // Staff must get every submission: retried for as long as it takes, and each failure is an error.
        const retryInMs = retryDelayMs(attempt, backoff, random);
        logger.error(
          { form, submissionId: id, attempt, retryInMs, mailError: describeSendError(error) },
          'Sending the internal message failed',
        );
        await store.scheduleRetry(id, 'internal', attempt, Date.now() + retryInMs);
        return;
      }
      await store.markInternalSent(id, attempt, Date.now());
      if (attempt > 1) logger.info({ form, submissionId: id, attempt }, 'Internal message sent after retrying');
      else logger.debug({ form, submissionId: id }, 'Internal message sent');
      // Shutting down: the confirmation is due and goes out after the restart.
      if (!running) return;
    }

    const attempt = submission.confirmationAttempts + 1;
    try {
      await send(submission.confirmation, { messageId: messageIdFor(id, 'confirmation', mailFrom) });
    } catch (error) {
      const mailError = describeSendError(error);
      if (isPermanentRejection(mailError) || attempt >= confirmationMaxAttempts) {
        // The spec: a failed confirmation is logged only. Staff have the submission already.
        logger.warn({ form, submissionId: id, attempt, mailError }, 'Sending the confirmation failed; giving up');
        await store.settleConfirmation(id, 'failed', attempt, Date.now());
        return;
      }
      const retryInMs = retryDelayMs(attempt, backoff, random);
      logger.warn({ form, submissionId: id, attempt, retryInMs, mailError }, 'Sending the confirmation failed');
      await store.scheduleRetry(id, 'confirmation', attempt, Date.now() + retryInMs);
      return;
    }
    await store.settleConfirmation(id, 'sent', attempt, Date.now());
    logger.debug({ form, submissionId: id, attempt }, 'Confirmation sent');
  }

  return {
    start() {
      if (running) return;
      running = true;
      wake();
    },
    wake,
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await Promise.allSettled([...inFlight.values()]);
    },
    busy: () => inFlight.size,
  };
}
