import type { Attribution } from '@site/form-schemas';
import type { InternalWithConfirmation, OutgoingMail } from '../mail/message';

/**
 * The durable queue of accepted submissions, as the routes, /health, the delivery worker and
 * retention use it. Two implementations: a SQLite file owned by one process (sqliteStore.ts, the
 * default) and PostgreSQL shared by any number of instances (postgresStore.ts, with DATABASE_URL).
 *
 * Work is claimed, not just read: `claimDue` hands a submission to this store instance for a lease,
 * and no other instance is given it until the claim is settled, retried, released or the lease
 * runs out (its holder crashed, or could not record the outcome). A claim whose holder died is
 * therefore picked up by another instance after the lease.
 *
 * A submission has two independent deliveries, each with its own claim, attempts and due time: its
 * e-mails (internal, then confirmation) and, when a CRM webhook is configured, its webhook POST
 * (issue 21). Neither waits for the other, so an SMTP outage never holds up the CRM and the reverse.
 * What sales need of it (the lead: fields, attribution, spam signals) is kept until retention
 * deletes the row, for the export and the webhook.
 */

export type StoreKind = 'sqlite' | 'postgres';

type ConfirmationResult = 'sent' | 'failed';

/** A submission whose e-mails are not all settled yet, as the worker needs it. */
export interface PendingSubmission {
  readonly id: string;
  /** Form name, for logs. */
  readonly form: string;
  /** Unsent internal message, or undefined once SMTP accepted it. */
  readonly internal: OutgoingMail | undefined;
  readonly confirmation: OutgoingMail;
  readonly internalAttempts: number;
  readonly confirmationAttempts: number;
  /** The W3C traceparent of the request that accepted it (tracing on), which its delivery's trace links to. */
  readonly traceparent: string | undefined;
}

/** A field value as the validated submission holds it (strings, booleans, lists of strings). */
export type LeadFieldValue = string | boolean | readonly string[];

/** What is kept of a submission for sales until retention deletes it: shown in the export and sent to the CRM. */
export interface LeadRecord {
  /** The form's visible fields, by name, in the form's order; never the honeypot. */
  readonly fields: Readonly<Record<string, LeadFieldValue>>;
  readonly attribution: Attribution | undefined;
  /** Plain sentences, as in the internal e-mail; empty when none. */
  readonly spamSignals: readonly string[];
}

/** A new submission: its lead record, and whether it is to be POSTed to the CRM webhook. */
export interface NewLead extends LeadRecord {
  readonly toWebhook: boolean;
}

/**
 * The webhook's state: `pending` (to be POSTed), `sent` (a 2xx came back), `alerting` (given up;
 * the alert e-mail is being sent), `failed` (given up and the alert sent), `off` (no webhook was
 * configured when it was accepted).
 */
export type WebhookState = 'off' | 'pending' | 'sent' | 'alerting' | 'failed';

/** A submission whose webhook POST (or give-up alert) is due, as the webhook worker needs it. */
export interface PendingWebhook {
  readonly id: string;
  readonly form: string;
  /** Epoch ms. */
  readonly receivedAt: number;
  readonly lead: LeadRecord;
  readonly state: 'pending' | 'alerting';
  readonly attempts: number;
  readonly lastError: string | undefined;
  /** As PendingSubmission's: the accepting request's trace, for a link. */
  readonly traceparent: string | undefined;
}

/** One stored submission and its delivery state, for the export. */
export interface StoredSubmission {
  readonly id: string;
  readonly form: string;
  /** Epoch ms. */
  readonly receivedAt: number;
  readonly lead: LeadRecord;
  readonly internalEmail: { readonly state: 'pending' | 'sent'; readonly attempts: number; readonly sentAt: number | undefined };
  readonly confirmationEmail: { readonly state: 'pending' | 'sent' | 'failed'; readonly attempts: number };
  readonly webhook: { readonly state: WebhookState; readonly attempts: number; readonly lastError: string | undefined };
}

/**
 * A submission's idempotency key (issue 33, the `Idempotency-Key` header) and the hash of the body it
 * was first posted with. Unique per form: a repeat finds the stored submission instead of adding one.
 * It lives in the submission's row, so it expires with it (retention).
 */
export interface IdempotencyKey {
  readonly key: string;
  /** SHA-256 (hex) of the request body's canonical JSON. */
  readonly bodyHash: string;
}

/** What became of a keyed enqueue: stored now, or a repeat of the submission already stored with that key. */
export type KeyedEnqueueResult =
  { readonly kind: 'stored'; readonly id: string } | { readonly kind: 'repeat'; readonly id: string; readonly bodyHash: string };

export interface SubmissionQuery {
  /** Received at or after (epoch ms). */
  readonly since: number;
  /** One form's name only. */
  readonly form?: string;
}

export interface SubmissionStore {
  readonly kind: StoreKind;
  /**
   * Stores both messages and the lead; resolves with the new id once the row is committed (durable).
   * Without a lead (older callers, tests of the e-mail path) the row has no fields and no webhook.
   */
  enqueue(form: string, mails: InternalWithConfirmation, lead?: NewLead): Promise<string>;
  /**
   * As `enqueue`, once per (form, key): when a submission of this form holds the key already (stored
   * before, or by another instance at the same moment: the unique index decides), nothing is stored
   * and that submission is named, with the hash of its body, so the caller can answer as it did.
   */
  enqueueOnce(form: string, mails: InternalWithConfirmation, lead: NewLead, idempotency: IdempotencyKey): Promise<KeyedEnqueueResult>;
  /** The submission of this form holding `key`, if retention has not deleted it. */
  findByKey(form: string, key: string): Promise<{ readonly id: string; readonly bodyHash: string } | undefined>;
  /** Called after submissions were committed (by any instance sharing the store): the worker wakes on it. */
  onEnqueued(listener: () => void): void;
  /** Claims up to `limit` due, unclaimed submissions for this instance, oldest due first. */
  claimDue(limit: number): Promise<PendingSubmission[]>;
  /** When the next unclaimed submission falls due (epoch ms), or undefined when none is pending. */
  nextDueAt(): Promise<number | undefined>;
  /** SMTP accepted the internal message: forget its text, the confirmation is due now (the claim is kept). */
  markInternalSent(id: string, attempts: number, now: number): Promise<void>;
  /** The confirmation is settled (sent or given up): forget its text and the claim; the row now only awaits retention. */
  settleConfirmation(id: string, result: ConfirmationResult, attempts: number, now: number): Promise<void>;
  /** A send failed: record the attempt and when to try again, and drop the claim. */
  scheduleRetry(id: string, step: 'internal' | 'confirmation', attempts: number, at: number): Promise<void>;
  /** Drops this instance's claim without recording anything (shutting down between the two e-mails). */
  release(id: string): Promise<void>;
  /** Submissions whose e-mails are not all settled. */
  pendingCount(): Promise<number>;
  /** When the oldest submission whose e-mails are not all settled arrived (epoch ms), or undefined when none is (for /metrics). */
  oldestPendingAt(): Promise<number | undefined>;
  /**
   * Called when this instance claims work whose previous claim ran out without an outcome (its holder
   * crashed, stalled, or could not record it): a lease takeover, counted on /metrics.
   */
  onLeaseTakeover(listener: (work: 'e-mail' | 'webhook') => void): void;

  /** Claims up to `limit` submissions whose webhook POST or give-up alert is due, oldest due first. */
  claimDueWebhooks(limit: number): Promise<PendingWebhook[]>;
  /** When the next unclaimed webhook falls due (epoch ms), or undefined when none is pending. */
  nextWebhookDueAt(): Promise<number | undefined>;
  /** The receiver answered 2xx: done, the claim dropped. */
  markWebhookSent(id: string, attempts: number, now: number): Promise<void>;
  /** The POST failed: record the attempt, the error and when to try again, and drop the claim. */
  scheduleWebhookRetry(id: string, attempts: number, lastError: string, at: number): Promise<void>;
  /** Retried long enough: the state becomes `alerting`, due now (the claim is kept for the alert). */
  giveUpWebhook(id: string, attempts: number, lastError: string): Promise<void>;
  /** The alert e-mail could not be sent: try it again at `at`, dropping the claim. */
  scheduleAlertRetry(id: string, at: number): Promise<void>;
  /** The alert e-mail went out: the state becomes `failed`, the claim dropped. */
  markWebhookFailed(id: string, now: number): Promise<void>;
  /** Drops this instance's webhook claim without recording anything. */
  releaseWebhook(id: string): Promise<void>;
  /** Submissions whose webhook is pending or alerting. */
  pendingWebhookCount(): Promise<number>;

  /** Stored submissions received since `query.since` (and of one form), oldest first, for the export. */
  listSubmissions(query: SubmissionQuery): Promise<StoredSubmission[]>;
  /**
   * Deletes settled rows older than the cut-off, never a row whose internal message is unsent
   * nor one whose webhook is still pending or alerting.
   * Resolves with the number deleted, or undefined when another instance is purging right now.
   */
  purgeSettled(olderThan: number): Promise<number | undefined>;
  /** Finishes the writes under way, then closes. Claims still held expire with their lease. */
  close(): Promise<void>;
}

/** A row as both stores read it, the messages already decoded. */
export interface ClaimedRow {
  readonly id: string;
  readonly form: string;
  readonly internal_mail: OutgoingMail | null;
  readonly confirmation_mail: OutgoingMail | null;
  readonly internal_attempts: number;
  readonly confirmation_attempts: number;
  readonly trace_parent: string | null;
}

export function toPending(row: ClaimedRow): PendingSubmission {
  if (row.confirmation_mail === null) {
    // Unreachable: the confirmation text is only cleared when the row is settled, and settled rows are never due.
    throw new Error(`Submission ${row.id} is pending without a confirmation`);
  }
  return {
    id: row.id,
    form: row.form,
    internal: row.internal_mail ?? undefined,
    confirmation: row.confirmation_mail,
    internalAttempts: row.internal_attempts,
    confirmationAttempts: row.confirmation_attempts,
    traceparent: row.trace_parent ?? undefined,
  };
}

/** How long a claim lasts unless renewed by an outcome; longer than one send can take (see transport.ts timeouts). */
export const defaultLeaseMs = 5 * 60_000;

/** A row's lead and delivery columns, JSON already decoded (jsonb in PostgreSQL, parsed text in SQLite). */
export interface LeadColumns {
  readonly id: string;
  readonly form: string;
  /** bigint, which pg returns as a string. */
  readonly created_at: number | string;
  readonly fields: Record<string, LeadFieldValue> | null;
  readonly attribution: Attribution | null;
  readonly spam_signals: string[] | null;
}

export interface ListedColumns extends LeadColumns {
  readonly internal_sent_at: number | string | null;
  readonly internal_attempts: number;
  readonly confirmation_result: 'sent' | 'failed' | null;
  readonly confirmation_attempts: number;
  readonly webhook_state: WebhookState;
  readonly webhook_attempts: number;
  readonly webhook_last_error: string | null;
}

export interface WebhookColumns extends LeadColumns {
  readonly webhook_state: WebhookState;
  readonly webhook_attempts: number;
  readonly webhook_last_error: string | null;
  readonly trace_parent: string | null;
}

function leadOf(row: LeadColumns): LeadRecord {
  return { fields: row.fields ?? {}, attribution: row.attribution ?? undefined, spamSignals: row.spam_signals ?? [] };
}

export function toPendingWebhook(row: WebhookColumns): PendingWebhook {
  if (row.webhook_state !== 'pending' && row.webhook_state !== 'alerting') {
    // Unreachable: only pending and alerting rows are claimed.
    throw new Error(`Submission ${row.id} was claimed for its webhook in state ${row.webhook_state}`);
  }
  return {
    id: row.id,
    form: row.form,
    receivedAt: Number(row.created_at),
    lead: leadOf(row),
    state: row.webhook_state,
    attempts: row.webhook_attempts,
    lastError: row.webhook_last_error ?? undefined,
    traceparent: row.trace_parent ?? undefined,
  };
}

export function toStoredSubmission(row: ListedColumns): StoredSubmission {
  return {
    id: row.id,
    form: row.form,
    receivedAt: Number(row.created_at),
    lead: leadOf(row),
    internalEmail: {
      state: row.internal_sent_at === null ? 'pending' : 'sent',
      attempts: row.internal_attempts,
      sentAt: row.internal_sent_at === null ? undefined : Number(row.internal_sent_at),
    },
    confirmationEmail: { state: row.confirmation_result ?? 'pending', attempts: row.confirmation_attempts },
    webhook: { state: row.webhook_state, attempts: row.webhook_attempts, lastError: row.webhook_last_error ?? undefined },
  };
}

/** The columns listSubmissions reads, in both dialects. */
export const listedColumns =
  'id, form, created_at, fields, attribution, spam_signals, internal_sent_at, internal_attempts, confirmation_result, ' +
  'confirmation_attempts, webhook_state, webhook_attempts, webhook_last_error';
export const webhookColumns =
  'id, form, created_at, fields, attribution, spam_signals, webhook_state, webhook_attempts, webhook_last_error, trace_parent';
