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
}

export interface SubmissionStore {
  readonly kind: StoreKind;
  /** Stores both messages; resolves with the new id once the row is committed (durable). */
  enqueue(form: string, mails: InternalWithConfirmation): Promise<string>;
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
  /**
   * Deletes settled rows older than the cut-off, never a row whose internal message is unsent.
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
  };
}

/** How long a claim lasts unless renewed by an outcome; longer than one send can take (see transport.ts timeouts). */
export const defaultLeaseMs = 5 * 60_000;
