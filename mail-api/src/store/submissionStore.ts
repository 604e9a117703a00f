import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { InternalWithConfirmation, OutgoingMail } from '../mail/message';
import { createGroupCommit, type GroupCommit } from './groupCommit';

/**
 * The durable queue of accepted submissions (SQLite through Node's built-in `node:sqlite`: no native
 * addon to compile against each Node version's headers).
 *
 * A row holds what is needed to send a submission's two e-mails, and no more: the rendered
 * messages (cleared as soon as each is settled) and the delivery bookkeeping. A form is answered
 * 2xx only after its row is committed with `synchronous=FULL`, so from then on a crash, a restart
 * or an SMTP outage delays the mail but cannot lose it.
 *
 * Every write goes through one group commit: writes asked for in the same event-loop turn share
 * one transaction and so one fsync, which is what lets a busy server store a thousand
 * submissions a second (each fsync costs ~2 ms here, and `DatabaseSync` runs on the main thread).
 *
 * One process owns the file (`locking_mode=EXCLUSIVE`): the delivery worker tracks what it is
 * sending in memory, so a second process on the same file would send the same rows again. It
 * fails to open instead, loudly.
 */

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
  /** Stores both messages; resolves with the new id once the row is committed (fsynced). */
  enqueue(form: string, mails: InternalWithConfirmation): Promise<string>;
  /** Called after each commit that added submissions (the worker wakes on it). */
  onEnqueued(listener: () => void): void;
  /** Up to `limit` submissions due at `now`, oldest due first, skipping ids in `exclude`. */
  due(now: number, limit: number, exclude: readonly string[]): PendingSubmission[];
  /** When the next submission not in `exclude` falls due, or undefined when none is pending. */
  nextDueAt(exclude: readonly string[]): number | undefined;
  /** SMTP accepted the internal message: forget its text, the confirmation is due now. */
  markInternalSent(id: string, attempts: number, now: number): Promise<void>;
  /** The confirmation is settled (sent or given up): forget its text; the row now only awaits retention. */
  settleConfirmation(id: string, result: ConfirmationResult, attempts: number, now: number): Promise<void>;
  /** A send failed: record the attempt and when to try again. */
  scheduleRetry(id: string, step: 'internal' | 'confirmation', attempts: number, at: number): Promise<void>;
  /** Submissions whose e-mails are not all settled. */
  pendingCount(): number;
  /** Deletes settled rows older than the retention period; never a row whose internal message is unsent. */
  purgeSettled(olderThan: number): number;
  /** Commits anything queued, then closes the file. */
  close(): void;
}

export interface StoreOptions {
  /** SQLite file; its folder is created if missing. */
  readonly file: string;
  /**
   * Test only: caps the database at its current size plus this many pages (PRAGMA max_page_count),
   * so inserts soon fail with SQLITE_FULL, exactly as on a full disk.
   */
  readonly extraPagesAllowed?: number;
}

const schema = `
CREATE TABLE IF NOT EXISTS submissions (
  id                      TEXT PRIMARY KEY,
  form                    TEXT NOT NULL,
  created_at              INTEGER NOT NULL,
  -- JSON OutgoingMail while unsent; NULL once settled (nothing personal is kept longer than needed).
  internal_mail           TEXT,
  confirmation_mail       TEXT,
  internal_attempts       INTEGER NOT NULL DEFAULT 0,
  internal_sent_at        INTEGER,
  confirmation_attempts   INTEGER NOT NULL DEFAULT 0,
  confirmation_result     TEXT CHECK (confirmation_result IN ('sent', 'failed')),
  -- Set once the confirmation is settled, which only happens after the internal message went out.
  settled_at              INTEGER,
  next_attempt_at         INTEGER NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS submissions_due ON submissions (next_attempt_at) WHERE settled_at IS NULL;
CREATE INDEX IF NOT EXISTS submissions_settled ON submissions (settled_at) WHERE settled_at IS NOT NULL;
`;

interface Row {
  id: string;
  form: string;
  internal_mail: string | null;
  confirmation_mail: string | null;
  internal_attempts: number;
  confirmation_attempts: number;
}

export class StoreLockedError extends Error {
  constructor(file: string) {
    super(`The submissions database ${file} is in use by another mail-api process (one process per database file)`);
    this.name = 'StoreLockedError';
  }
}

export function openSubmissionStore({ file, extraPagesAllowed }: StoreOptions): SubmissionStore {
  mkdirSync(path.dirname(file), { recursive: true });
  // A lock held by another process is waited for up to 5 s (SQLite's busy timeout) before giving up.
  const db = new DatabaseSync(file, { timeout: 5000 });
  try {
    // Exclusive before WAL: the lock is then held from the first access for the life of the connection.
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    db.exec('PRAGMA journal_mode = WAL');
  } catch (error) {
    db.close();
    if (isBusy(error)) throw new StoreLockedError(file);
    throw error;
  }
  // FULL: the WAL is fsynced at every commit, so a committed submission survives power loss too.
  db.exec('PRAGMA synchronous = FULL');
  db.exec(schema);
  if (extraPagesAllowed !== undefined) {
    const { page_count: pages } = db.prepare('PRAGMA page_count').get() as { page_count: number };
    db.exec(`PRAGMA max_page_count = ${pages + extraPagesAllowed}`);
  }

  const insert = db.prepare(
    `INSERT INTO submissions (id, form, created_at, internal_mail, confirmation_mail, next_attempt_at)
     VALUES (@id, @form, @now, @internal, @confirmation, @now)`,
  );
  const internalSent = db.prepare(
    `UPDATE submissions SET internal_mail = NULL, internal_sent_at = @now, internal_attempts = @attempts, next_attempt_at = @now
     WHERE id = @id`,
  );
  const confirmationSettled = db.prepare(
    `UPDATE submissions SET confirmation_mail = NULL, confirmation_result = @result, confirmation_attempts = @attempts, settled_at = @now
     WHERE id = @id AND internal_sent_at IS NOT NULL`,
  );
  const internalRetry = db.prepare(`UPDATE submissions SET internal_attempts = @attempts, next_attempt_at = @at WHERE id = @id`);
  const confirmationRetry = db.prepare(`UPDATE submissions SET confirmation_attempts = @attempts, next_attempt_at = @at WHERE id = @id`);
  // The excluded ids (those being sent right now, at most the worker's concurrency) come as a JSON array.
  const dueRows = db.prepare(
    `SELECT id, form, internal_mail, confirmation_mail, internal_attempts, confirmation_attempts FROM submissions
     WHERE settled_at IS NULL AND next_attempt_at <= @now AND id NOT IN (SELECT value FROM json_each(@exclude))
     ORDER BY next_attempt_at LIMIT @limit`,
  );
  const nextDue = db.prepare(
    `SELECT MIN(next_attempt_at) AS at FROM submissions WHERE settled_at IS NULL AND id NOT IN (SELECT value FROM json_each(@exclude))`,
  );
  const pending = db.prepare(`SELECT COUNT(*) AS n FROM submissions WHERE settled_at IS NULL`);
  const purge = db.prepare(`DELETE FROM submissions WHERE settled_at IS NOT NULL AND settled_at < @olderThan`);

  const listeners: Array<() => void> = [];
  const commits: GroupCommit = createGroupCommit(db, {
    afterCommit: (kinds) => {
      if (kinds.has('enqueue')) for (const listener of listeners) listener();
    },
  });

  return {
    enqueue(form, mails) {
      const id = randomUUID();
      const row = { id, form, now: Date.now(), internal: JSON.stringify(mails.internal), confirmation: JSON.stringify(mails.confirmation) };
      return commits.write('enqueue', () => insert.run(row)).then(() => id);
    },
    onEnqueued(listener) {
      listeners.push(listener);
    },
    due(now, limit, exclude) {
      const rows = dueRows.all({ now, limit, exclude: JSON.stringify(exclude) }) as unknown as Row[];
      return rows.map(toPending);
    },
    nextDueAt(exclude) {
      const { at } = nextDue.get({ exclude: JSON.stringify(exclude) }) as { at: number | null };
      return at ?? undefined;
    },
    markInternalSent(id, attempts, now) {
      return commits.write('mark', () => internalSent.run({ id, attempts, now }));
    },
    settleConfirmation(id, result, attempts, now) {
      return commits.write('mark', () => confirmationSettled.run({ id, result, attempts, now }));
    },
    scheduleRetry(id, step, attempts, at) {
      const statement = step === 'internal' ? internalRetry : confirmationRetry;
      return commits.write('mark', () => statement.run({ id, attempts, at }));
    },
    pendingCount() {
      return (pending.get() as { n: number }).n;
    },
    purgeSettled(olderThan) {
      return Number(purge.run({ olderThan }).changes);
    },
    close() {
      commits.flushNow();
      db.close();
    },
  };
}

/** SQLITE_BUSY (5), in any of its extended forms: another connection holds the lock. node:sqlite errors carry the code as `errcode`. */
function isBusy(error: unknown): boolean {
  const errcode = (error as { errcode?: unknown } | null)?.errcode;
  return typeof errcode === 'number' && (errcode & 0xff) === 5;
}

function toPending(row: Row): PendingSubmission {
  if (row.confirmation_mail === null) {
    // Unreachable: the confirmation text is only cleared when the row is settled, and settled rows are never due.
    throw new Error(`Submission ${row.id} is pending without a confirmation`);
  }
  return {
    id: row.id,
    form: row.form,
    internal: row.internal_mail === null ? undefined : (JSON.parse(row.internal_mail) as OutgoingMail),
    confirmation: JSON.parse(row.confirmation_mail) as OutgoingMail,
    internalAttempts: row.internal_attempts,
    confirmationAttempts: row.confirmation_attempts,
  };
}
