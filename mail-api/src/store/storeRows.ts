import type { Attribution } from '@site/form-schemas';
import { activeTraceparent } from '@site/server-kit/telemetry';
import { randomUUID } from 'node:crypto';
import type { InternalWithConfirmation, OutgoingMail } from '../mail/message';
import type {
  IdempotencyKey,
  LeadFieldValue,
  LeadRecord,
  NewLead,
  PendingSubmission,
  PendingWebhook,
  StoredSubmission,
  WebhookState,
} from './submissionStore';

/**
 * The `submissions` row as both backends read and write it, JSON already decoded (jsonb in
 * PostgreSQL, parsed text in SQLite), and its mapping to what the store hands out.
 */

/** The columns holding JSON: jsonb in PostgreSQL, text SQLite encodes and decodes (sqliteValues.ts). */
export const jsonColumns: ReadonlySet<string> = new Set(['internal_mail', 'confirmation_mail', 'fields', 'attribution', 'spam_signals']);

/** A new submission's row: everything stored at once, at intake. */
export interface NewSubmissionRow {
  readonly id: string;
  readonly form: string;
  readonly created_at: number;
  readonly internal_mail: OutgoingMail;
  readonly confirmation_mail: OutgoingMail;
  /** Its e-mails are due at once. */
  readonly next_attempt_at: number;
  readonly fields: Record<string, LeadFieldValue> | null;
  readonly attribution: Attribution | null;
  readonly spam_signals: string[] | null;
  readonly webhook_state: 'pending' | 'off';
  /** Due at once when the webhook is pending. */
  readonly webhook_next_at: number | null;
  readonly idempotency_key: string | null;
  readonly idempotency_hash: string | null;
  readonly trace_parent: string | null;
}

/** A new row's columns, in order (the `satisfies` keeps the list complete). */
export const newSubmissionColumns = Object.keys({
  id: 0,
  form: 0,
  created_at: 0,
  internal_mail: 0,
  confirmation_mail: 0,
  next_attempt_at: 0,
  fields: 0,
  attribution: 0,
  spam_signals: 0,
  webhook_state: 0,
  webhook_next_at: 0,
  idempotency_key: 0,
  idempotency_hash: 0,
  trace_parent: 0,
} satisfies Record<keyof NewSubmissionRow, 0>) as ReadonlyArray<keyof NewSubmissionRow>;

/** Read at the call, in the request's context: the accepting request's span (tracing on) is the row's trace. */
export function newSubmissionRow(
  form: string,
  mails: InternalWithConfirmation,
  lead: NewLead | undefined,
  idempotency: IdempotencyKey | undefined,
): NewSubmissionRow {
  const now = Date.now();
  return {
    id: randomUUID(),
    form,
    created_at: now,
    internal_mail: mails.internal,
    confirmation_mail: mails.confirmation,
    next_attempt_at: now,
    fields: lead ? { ...lead.fields } : null,
    attribution: lead?.attribution ?? null,
    spam_signals: lead ? [...lead.spamSignals] : null,
    webhook_state: lead?.toWebhook ? 'pending' : 'off',
    webhook_next_at: lead?.toWebhook ? now : null,
    idempotency_key: idempotency?.key ?? null,
    idempotency_hash: idempotency?.bodyHash ?? null,
    trace_parent: activeTraceparent() ?? null,
  };
}

/** A row claimed for its e-mails. */
export interface MailRow {
  readonly id: string;
  readonly form: string;
  readonly internal_mail: OutgoingMail | null;
  readonly confirmation_mail: OutgoingMail | null;
  readonly internal_attempts: number;
  readonly confirmation_attempts: number;
  readonly trace_parent: string | null;
}

/** A row's lead columns. */
interface LeadColumns {
  readonly id: string;
  readonly form: string;
  /** bigint, which pg returns as a string. */
  readonly created_at: number | string;
  readonly fields: Record<string, LeadFieldValue> | null;
  readonly attribution: Attribution | null;
  readonly spam_signals: string[] | null;
}

/** A row claimed for its webhook. */
export interface WebhookRow extends LeadColumns {
  readonly webhook_state: WebhookState;
  readonly webhook_attempts: number;
  readonly webhook_last_error: string | null;
  readonly trace_parent: string | null;
}

/** A row as the export lists it. */
export interface ListedRow extends LeadColumns {
  readonly internal_sent_at: number | string | null;
  readonly internal_attempts: number;
  readonly confirmation_result: 'sent' | 'failed' | null;
  readonly confirmation_attempts: number;
  readonly webhook_state: WebhookState;
  readonly webhook_attempts: number;
  readonly webhook_last_error: string | null;
}

export const mailColumns: ReadonlyArray<keyof MailRow> = [
  'id',
  'form',
  'internal_mail',
  'confirmation_mail',
  'internal_attempts',
  'confirmation_attempts',
  'trace_parent',
];
export const webhookColumns: ReadonlyArray<keyof WebhookRow> = [
  'id',
  'form',
  'created_at',
  'fields',
  'attribution',
  'spam_signals',
  'webhook_state',
  'webhook_attempts',
  'webhook_last_error',
  'trace_parent',
];
/** The columns the export reads, in both dialects. */
export const listedColumns = [
  'id, form, created_at, fields, attribution, spam_signals, internal_sent_at, internal_attempts, confirmation_result',
  'confirmation_attempts, webhook_state, webhook_attempts, webhook_last_error',
].join(', ');

export function toPending(row: MailRow): PendingSubmission {
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

function leadOf(row: LeadColumns): LeadRecord {
  return { fields: row.fields ?? {}, attribution: row.attribution ?? undefined, spamSignals: row.spam_signals ?? [] };
}

export function toPendingWebhook(row: WebhookRow): PendingWebhook {
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

export function toStoredSubmission(row: ListedRow): StoredSubmission {
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
