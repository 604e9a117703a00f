import { mailColumns, toPending, toPendingWebhook, webhookColumns, type MailRow, type WebhookRow } from './storeRows';
import type { MailStep, PendingSubmission, PendingWebhook, WebhookStep } from './submissionStore';

/**
 * The two deliveries' state machines, written once for both backends: which rows have work left,
 * when one falls due, and what each recorded step writes, from which state, and whether the claim
 * ends with it. Conditions are portable SQL over the shared schema; postgresQueue.ts and
 * sqliteQueue.ts turn a transition into their dialect's UPDATE and hold the claims their own way.
 */

/** The store's clock when a step is written: PostgreSQL's (which its leases run on), or this process's for SQLite. */
const storeNow = Symbol('the store clock now');

type ColumnValue = string | number | null | typeof storeNow;

/** What a recorded step does to a row. */
export interface Transition {
  /** The columns it sets. */
  readonly set: Readonly<Record<string, ColumnValue>>;
  /** The state the row must be in (portable SQL); a row in any other is left as it is. */
  readonly from: string | undefined;
  /** False when the holder goes on under the same claim: the confirmation after the internal message, the alert after giving up. */
  readonly endsClaim: boolean;
}

/** One delivery: the rows it works on, how a claimed row becomes its item, and its steps. */
export interface DeliveryChannel<Item, Step, Row> {
  /** For logs and the lease-takeover metric. */
  readonly work: 'e-mail' | 'webhook';
  /** Read from a claimed row. */
  readonly columns: ReadonlyArray<keyof Row & string>;
  /** Rows with work left (portable SQL). */
  readonly open: string;
  /** The column saying when the next attempt is due (epoch ms): due once the store's clock reaches it. */
  readonly dueAt: string;
  toItem(row: Row): Item;
  transition(step: Step): Transition;
}

export const mailChannel: DeliveryChannel<PendingSubmission, MailStep, MailRow> = {
  work: 'e-mail',
  columns: mailColumns,
  // Set once the confirmation is settled, which only happens after the internal message went out.
  open: 'settled_at IS NULL',
  dueAt: 'next_attempt_at',
  toItem: toPending,
  transition(step): Transition {
    switch (step.kind) {
      case 'internalSent':
        return {
          set: { internal_mail: null, internal_sent_at: step.now, internal_attempts: step.attempts, next_attempt_at: step.now },
          from: undefined,
          endsClaim: false,
        };
      case 'confirmationSettled':
        return {
          set: { confirmation_mail: null, confirmation_result: step.result, confirmation_attempts: step.attempts, settled_at: step.now },
          // Never settled before the internal message is recorded as sent: staff must get every submission.
          from: 'internal_sent_at IS NOT NULL',
          endsClaim: true,
        };
      case 'retry':
        return {
          set:
            step.message === 'internal'
              ? { internal_attempts: step.attempts, next_attempt_at: step.retryAt }
              : { confirmation_attempts: step.attempts, next_attempt_at: step.retryAt },
          from: undefined,
          endsClaim: true,
        };
    }
  },
};

const webhookPending = `webhook_state = 'pending'`;
const webhookAlerting = `webhook_state = 'alerting'`;

/** pending → sent, or (retried long enough) → alerting → failed once the alert e-mail is out; `off` rows are never claimed. */
export const webhookChannel: DeliveryChannel<PendingWebhook, WebhookStep, WebhookRow> = {
  work: 'webhook',
  columns: webhookColumns,
  open: `webhook_state IN ('pending', 'alerting')`,
  dueAt: 'webhook_next_at',
  toItem: toPendingWebhook,
  transition(step): Transition {
    switch (step.kind) {
      case 'sent':
        return {
          set: {
            webhook_state: 'sent',
            webhook_attempts: step.attempts,
            webhook_settled_at: step.now,
            webhook_next_at: null,
            webhook_last_error: null,
          },
          from: webhookPending,
          endsClaim: true,
        };
      case 'retry':
        return {
          set: { webhook_attempts: step.attempts, webhook_last_error: step.lastError, webhook_next_at: step.retryAt },
          from: webhookPending,
          endsClaim: true,
        };
      case 'gaveUp':
        return {
          set: {
            webhook_state: 'alerting',
            webhook_attempts: step.attempts,
            webhook_last_error: step.lastError,
            webhook_next_at: storeNow,
          },
          from: webhookPending,
          endsClaim: false,
        };
      case 'alertRetry':
        return { set: { webhook_next_at: step.retryAt }, from: webhookAlerting, endsClaim: true };
      case 'alertSent':
        return {
          set: { webhook_state: 'failed', webhook_settled_at: step.now, webhook_next_at: null },
          from: webhookAlerting,
          endsClaim: true,
        };
    }
  },
};

/**
 * The rows retention may delete: settled before `cutoff` (the dialect's placeholder) with nothing
 * left to deliver, neither an e-mail nor the webhook.
 */
export function purgeableBefore(cutoff: string): string {
  return `settled_at < ${cutoff} AND NOT (${mailChannel.open}) AND NOT (${webhookChannel.open})`;
}

/** A transition's `SET` list: `param` binds a value and gives its placeholder, `now` is how the dialect writes the store's clock. */
export function setList(transition: Transition, param: (value: string | number | null) => string, now: () => string): string {
  return Object.entries(transition.set)
    .map(([column, value]) => `${column} = ${value === storeNow ? now() : param(value)}`)
    .join(', ');
}
