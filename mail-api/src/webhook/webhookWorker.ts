import { siteConfig } from '@site/site-config';
import type { LeadsWebhookConfig } from '../config';
import { retryDelayMs, type BackoffPolicy } from '../delivery/backoff';
import { createClaimLoop, type ClaimLoop } from '../delivery/claimLoop';
import { messageIdFor } from '../delivery/messageId';
import type { Logger } from '../logger';
import { describeSendError, type SendMail } from '../mail/deliver';
import type { PendingWebhook, WebhookQueue } from '../store/submissionStore';
import { webhookAlertMail } from './alertMail';
import { leadPayload } from './payload';
import { idempotencyHeader, signatureFor, signatureHeader } from './signature';
import { inSpan } from '@site/server-kit/telemetry';

export interface WebhookWorkerOptions {
  /** The webhook's queue: where it claims submissions and records each step. */
  readonly queue: WebhookQueue;
  readonly webhook: LeadsWebhookConfig;
  /** Sends the give-up alert. */
  readonly send: SendMail;
  readonly logger: Logger;
  readonly mailFrom: string;
  readonly enquiriesMailbox: string;
  /** The e-mails' backoff, for retrying the alert while SMTP is down. */
  readonly alertBackoff: BackoffPolicy;
  readonly idlePollMs?: number;
  readonly random?: () => number;
}

const userAgent = `${siteConfig.brand.name.replace(/\s+/g, '')}-leads-webhook/1`;

/** Why one POST failed, short enough for a log line, the store and the alert. */
class WebhookError extends Error {}

/** POSTs the signed payload once; resolves on a 2xx, throws a WebhookError saying why otherwise. */
async function postOnce(webhook: PendingWebhook, config: LeadsWebhookConfig): Promise<void> {
  const body = JSON.stringify(leadPayload(webhook));
  let response: Response;
  try {
    response = await fetch(config.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': userAgent,
        [idempotencyHeader]: webhook.id,
        // Signed at each attempt: a retry a day later still carries a fresh timestamp.
        [signatureHeader]: signatureFor(config.secret, Math.floor(Date.now() / 1000), body),
      },
      body,
      // A redirect is not an answer: the CRM's URL is configured, not discovered.
      redirect: 'manual',
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    throw new WebhookError(describeFetchError(error, config.timeoutMs));
  }
  // Only the status matters; the body is read and dropped so the connection can be reused.
  await response.arrayBuffer().catch(() => undefined);
  if (response.status < 200 || response.status > 299) throw new WebhookError(`HTTP ${response.status}`);
}

function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return `connection failed (${cause.code})`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Delivers each accepted submission to the CRM webhook (issue 21): signed POST, retried with
 * backoff until `giveUpAfterMs` after its arrival (24 h by default), then given up with one alert
 * e-mail to the internal mailbox. Its own claim loop, slots and claims: a receiver that is down
 * or slow never delays the e-mails, and an SMTP outage never delays the POSTs (only the alert).
 *
 * At least once, like the e-mails: a POST whose 2xx is not recorded (crash, lost lease) is sent
 * again, with the same Idempotency-Key, so a receiver that keeps the key sees each lead once.
 */
export function createWebhookWorker(options: WebhookWorkerOptions): ClaimLoop {
  const { queue, webhook: config, send, logger, mailFrom, enquiriesMailbox, alertBackoff } = options;
  const random = options.random ?? Math.random;
  const backoff: BackoffPolicy = { baseMs: config.retryBaseMs, maxMs: config.retryMaxMs };

  async function post(webhook: PendingWebhook): Promise<PendingWebhook | undefined> {
    const { id, form } = webhook;
    const attempt = webhook.attempts + 1;
    try {
      // A span of the delivery's trace (claimLoop.ts); the fetch inside it is traced too, when tracing is on.
      await inSpan('webhook post', { attributes: { 'submission.id': id, 'webhook.attempt': attempt } }, () => postOnce(webhook, config));
    } catch (error) {
      if (!(error instanceof WebhookError)) throw error;
      const lastError = error.message;
      if (Date.now() - webhook.receivedAt >= config.giveUpAfterMs) {
        logger.error(
          { form, submissionId: id, attempt, webhookError: lastError },
          'Delivering the lead to the CRM webhook failed; giving up',
        );
        await queue.record(id, { kind: 'gaveUp', attempts: attempt, lastError });
        return { ...webhook, state: 'alerting', attempts: attempt, lastError };
      }
      const retryInMs = retryDelayMs(attempt, backoff, random);
      logger.warn({ form, submissionId: id, attempt, retryInMs, webhookError: lastError }, 'Delivering the lead to the CRM webhook failed');
      await queue.record(id, { kind: 'retry', attempts: attempt, lastError, retryAt: Date.now() + retryInMs });
      return undefined;
    }
    await queue.record(id, { kind: 'sent', attempts: attempt, now: Date.now() });
    logger.debug({ form, submissionId: id, attempt }, 'Lead delivered to the CRM webhook');
    return undefined;
  }

  async function alert(webhook: PendingWebhook): Promise<void> {
    const mail = webhookAlertMail(webhook, { from: mailFrom, enquiriesMailbox, giveUpAfterMs: config.giveUpAfterMs });
    try {
      await send(mail, { messageId: messageIdFor(webhook.id, 'webhook-alert', mailFrom) });
    } catch (error) {
      // Retried until SMTP takes it, at the e-mails' longest backoff: an alert is not urgent to the second.
      const retryInMs = alertBackoff.maxMs;
      logger.error(
        { form: webhook.form, submissionId: webhook.id, retryInMs, mailError: describeSendError(error) },
        'Sending the webhook alert failed',
      );
      await queue.record(webhook.id, { kind: 'alertRetry', retryAt: Date.now() + retryInMs });
      return;
    }
    await queue.record(webhook.id, { kind: 'alertSent', now: Date.now() });
  }

  return createClaimLoop({
    name: 'webhook',
    claimDue: (limit) => queue.claimDue(limit),
    nextDueAt: () => queue.nextDueAt(),
    release: (id) => queue.release(id),
    async deliver(webhook, running) {
      const givenUp = webhook.state === 'alerting' ? webhook : await post(webhook);
      if (givenUp === undefined) return;
      // Shutting down: the alert is due, for another instance now or this one after the restart.
      if (!running()) return queue.release(webhook.id);
      await alert(givenUp);
    },
    concurrency: config.concurrency,
    logger,
    idlePollMs: options.idlePollMs,
  });
}
