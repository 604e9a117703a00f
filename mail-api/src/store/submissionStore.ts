import type { Attribution } from '@site/form-schemas';
import type { InternalWithConfirmation, OutgoingMail } from '../mail/message';

/**
 * The durable store of accepted submissions, by role: the routes put submissions in (intake), the
 * two workers take their work from a delivery queue each (e-mail and CRM webhook), the lead export
 * reads (export) and retention deletes (retention); each depends on its role only. Two
 * implementations: a SQLite file owned by one process (sqliteStore.ts, the default) and PostgreSQL
 * shared by any number of instances (postgresStore.ts, with DATABASE_URL). What both share is written
 * once: the row mapping (storeRows.ts), each queue's state machine (deliveryChannels.ts), the queues
 * and intake built on a backend's SQL (deliveryQueue.ts, intake.ts).
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

interface SubmissionQuery {
  /** Received at or after (epoch ms). */
  readonly since: number;
  /** One form's name only. */
  readonly form?: string;
}

/** The submission holding an idempotency key, and the hash of the body it was posted with. */
export interface KeyHolder {
  readonly id: string;
  readonly bodyHash: string;
}

/** Putting submissions in: what the form routes use. */
export interface SubmissionIntake {
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
  findByKey(form: string, key: string): Promise<KeyHolder | undefined>;
  /** Called after submissions were committed (by any instance sharing the store): the workers wake on it. */
  onEnqueued(listener: () => void): void;
}

/** What the e-mail worker records of a claimed submission (the claim is dropped unless said otherwise). */
export type MailStep =
  /** SMTP accepted the internal message: its text is forgotten, the confirmation is due now (the claim is kept). */
  | { readonly kind: 'internalSent'; readonly attempts: number; readonly now: number }
  /** The confirmation is settled (sent or given up): its text is forgotten; the row now only awaits retention. */
  | { readonly kind: 'confirmationSettled'; readonly result: 'sent' | 'failed'; readonly attempts: number; readonly now: number }
  /** A send failed: the attempt is recorded, and when to try again. */
  | { readonly kind: 'retry'; readonly message: 'internal' | 'confirmation'; readonly attempts: number; readonly retryAt: number };

/** What the webhook worker records of a claimed webhook (the claim is dropped unless said otherwise). */
export type WebhookStep =
  /** The receiver answered 2xx: done. */
  | { readonly kind: 'sent'; readonly attempts: number; readonly now: number }
  /** The POST failed: the attempt, the error and when to try again. */
  | { readonly kind: 'retry'; readonly attempts: number; readonly lastError: string; readonly retryAt: number }
  /** Retried long enough: the state becomes `alerting`, due now (the claim is kept for the alert). */
  | { readonly kind: 'gaveUp'; readonly attempts: number; readonly lastError: string }
  /** The alert e-mail could not be sent: it is tried again at `retryAt`. */
  | { readonly kind: 'alertRetry'; readonly retryAt: number }
  /** The alert e-mail went out: the state becomes `failed`. */
  | { readonly kind: 'alertSent'; readonly now: number };

/**
 * One delivery's queue (the e-mails' or the webhook's): the same claim protocol on each, with the
 * items it hands out and the steps it records as its parameters.
 */
export interface DeliveryQueue<Item, Step> {
  /** Claims up to `limit` due, unclaimed items for this instance, oldest due first. */
  claimDue(limit: number): Promise<Item[]>;
  /** When the next item not claimed by this instance falls due (epoch ms), or undefined when none is pending. */
  nextDueAt(): Promise<number | undefined>;
  /** Records a step of a claimed item, only while it is still this instance's claim. */
  record(id: string, step: Step): Promise<void>;
  /** Drops this instance's claim without recording anything (shutting down between two steps). */
  release(id: string): Promise<void>;
  /** Items with work left. */
  pendingCount(): Promise<number>;
  /** When the oldest submission with work left here arrived (epoch ms), or undefined when none has (for /metrics). */
  oldestPendingAt(): Promise<number | undefined>;
  /**
   * Called when this instance claims work whose previous claim ran out without an outcome (its holder
   * crashed, stalled, or could not record it): a lease takeover, counted on /metrics.
   */
  onLeaseTakeover(listener: () => void): void;
}

/** Submissions whose e-mails are not all settled. */
export type MailQueue = DeliveryQueue<PendingSubmission, MailStep>;
/** Submissions whose webhook is pending or alerting. */
export type WebhookQueue = DeliveryQueue<PendingWebhook, WebhookStep>;

/** Reading what is stored: the lead export. */
export interface SubmissionExport {
  /** Stored submissions received since `query.since` (and of one form), oldest first. */
  listSubmissions(query: SubmissionQuery): Promise<StoredSubmission[]>;
}

/** The export's own view of the store, beside a running API: it reads and closes, nothing more. */
export interface ExportReader extends SubmissionExport {
  close(): Promise<void>;
}

export interface SubmissionRetention {
  /**
   * Deletes settled rows older than the cut-off, never a row whose internal message is unsent
   * nor one whose webhook is still pending or alerting.
   * Resolves with the number deleted, or undefined when another instance is purging right now.
   */
  purgeSettled(olderThan: number): Promise<number | undefined>;
}

/** The roles of one open store, which the service hands out one by one. */
export interface SubmissionStore {
  readonly kind: StoreKind;
  readonly intake: SubmissionIntake;
  readonly mailQueue: MailQueue;
  readonly webhookQueue: WebhookQueue;
  readonly export: SubmissionExport;
  readonly retention: SubmissionRetention;
  /** Finishes the writes under way, then closes. Claims still held expire with their lease. */
  close(): Promise<void>;
}

/** How long a claim lasts unless renewed by an outcome; longer than one send can take (see transport.ts timeouts). */
export const defaultLeaseMs = 5 * 60_000;
