import type { Logger } from '../logger';
import { describeSendError, isPermanentRejection, type SendMail } from '../mail/deliver';
import type { PendingSubmission, SubmissionStore } from '../store/submissionStore';
import { retryDelayMs, type BackoffPolicy } from './backoff';
import { messageIdFor } from './messageId';

const minimumSleepMs = 10;

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
  readonly random?: () => number;
}

export interface DeliveryWorker {
  /** Picks up everything pending, including what a crashed process left behind. */
  start(): void;
  /** Something may be due now (called after each enqueue commit, this instance's or another's). */
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
 * Runs in the API process. What it sends is claimed in the store (see submissionStore.ts), so
 * several instances sharing one PostgreSQL store never send the same submission at the same time;
 * `inFlight` only tracks this instance's own sends, for its concurrency and a clean stop. A store
 * failure while recording an outcome leaves the claim in place: the submission is left alone
 * until its lease ends, rather than retried at once against a store that just failed.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { store, send, logger, mailFrom, concurrency, backoff, confirmationMaxAttempts } = options;
  const idlePollMs = options.idlePollMs ?? 30_000;
  const random = options.random ?? Math.random;

  const inFlight = new Map<string, Promise<void>>();
  let running = false;
  let wanted = false;
  /** The pass reading the store, if one is under way: never two at once, or they would over-claim. */
  let pumping: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  function wake(): void {
    if (!running) return;
    wanted = true;
    // Deferred, so a burst of wake-ups (one per commit, one per finished send) is one query.
    pumping ??= new Promise<void>((resolve) => setImmediate(resolve)).then(pumpWhileWanted).finally(() => {
      pumping = undefined;
      // A wake-up between the last pass and this line would otherwise be lost.
      if (wanted) wake();
    });
  }

  async function pumpWhileWanted(): Promise<void> {
    while (wanted && running) {
      wanted = false;
      await pump();
    }
  }

  async function pump(): Promise<void> {
    const free = concurrency - inFlight.size;
    if (free <= 0) return; // a finishing send wakes us
    let nextDue: number | undefined;
    try {
      const due = await store.claimDue(free);
      for (const submission of due) {
        if (running) startDelivery(submission);
        else await store.release(submission.id);
      }
      nextDue = await store.nextDueAt();
    } catch (error) {
      logger.error({ err: error }, 'Reading the submission queue failed');
    }
    // Sleep until the next retry falls due (or the safety-net interval), unless every slot is busy.
    if (timer) clearTimeout(timer);
    if (running && inFlight.size < concurrency) {
      // The floor: a row reported due that could not be claimed (another instance is claiming it right
      // now, or this host's clock is ahead of the database's) is asked for again shortly, not in a tight loop.
      const delay = nextDue === undefined ? idlePollMs : Math.min(Math.max(nextDue - Date.now(), minimumSleepMs), idlePollMs);
      timer = setTimeout(wake, delay);
      timer.unref();
    }
  }

  function startDelivery(submission: PendingSubmission): void {
    const task = deliver(submission)
      .catch((error: unknown) => {
        // Only the store can fail here (send errors are handled in deliver): the claim stays until its lease ends.
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
      // Shutting down: the confirmation is due, for another instance now or this one after the restart.
      if (!running) {
        await store.release(id);
        return;
      }
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
      await pumping;
      await Promise.allSettled([...inFlight.values()]);
    },
    busy: () => inFlight.size,
  };
}
