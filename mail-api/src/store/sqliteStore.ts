import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { OutgoingMail } from '../mail/message';
import { createGroupCommit, type GroupCommit } from './groupCommit';
import { toPending, type ClaimedRow, type SubmissionStore } from './submissionStore';

/**
 * The default durable queue of accepted submissions (SQLite through Node's built-in `node:sqlite`: no native
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
 * One process owns the file (`locking_mode=EXCLUSIVE`), so claims are kept in memory: writing
 * them would cost an fsync per claim for nothing, as no other process can read the file. A second
 * process on the same file fails to open, loudly. For several instances, see postgresStore.ts.
 */

export interface SqliteStoreOptions {
  /** SQLite file; its folder is created if missing. */
  readonly file: string;
  /**
   * How long a claim lasts. This process owns every claim and ends each with an outcome, so a
   * claim outlives its send only when recording the outcome failed (e.g. disk full): the lease is
   * then how long that submission is left alone before it is tried again.
   */
  readonly leaseMs?: number;
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

export function openSqliteStore({ file, extraPagesAllowed, leaseMs = 30_000 }: SqliteStoreOptions): SubmissionStore {
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
  // The claimed ids (at most the worker's concurrency) come as a JSON array.
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
  /** Submission id → end of its lease (epoch ms). */
  const claims = new Map<string, number>();
  const claimedIds = (now: number): string => {
    for (const [id, until] of claims) if (until <= now) claims.delete(id);
    return JSON.stringify([...claims.keys()]);
  };

  const commits: GroupCommit = createGroupCommit(db, {
    afterCommit: (kinds) => {
      if (kinds.has('enqueue')) for (const listener of listeners) listener();
    },
  });

  return {
    kind: 'sqlite',
    enqueue(form, mails) {
      const id = randomUUID();
      const row = { id, form, now: Date.now(), internal: JSON.stringify(mails.internal), confirmation: JSON.stringify(mails.confirmation) };
      return commits.write('enqueue', () => insert.run(row)).then(() => id);
    },
    onEnqueued(listener) {
      listeners.push(listener);
    },
    claimDue(limit) {
      const now = Date.now();
      return settled(() => {
        const rows = dueRows.all({ now, limit, exclude: claimedIds(now) }) as unknown as Row[];
        for (const row of rows) claims.set(row.id, now + leaseMs);
        return rows.map((row) => toPending(decode(row)));
      });
    },
    nextDueAt() {
      return settled(() => (nextDue.get({ exclude: claimedIds(Date.now()) }) as { at: number | null }).at ?? undefined);
    },
    markInternalSent(id, attempts, now) {
      return commits.write('mark', () => internalSent.run({ id, attempts, now }));
    },
    async settleConfirmation(id, result, attempts, now) {
      await commits.write('mark', () => confirmationSettled.run({ id, result, attempts, now }));
      claims.delete(id);
    },
    async scheduleRetry(id, step, attempts, at) {
      const statement = step === 'internal' ? internalRetry : confirmationRetry;
      await commits.write('mark', () => statement.run({ id, attempts, at }));
      claims.delete(id);
    },
    release(id) {
      claims.delete(id);
      return Promise.resolve();
    },
    pendingCount() {
      return settled(() => (pending.get() as { n: number }).n);
    },
    purgeSettled(olderThan) {
      return settled(() => Number(purge.run({ olderThan }).changes));
    },
    close() {
      return settled(() => {
        commits.flushNow();
        db.close();
      });
    },
  };
}

/** The result of a synchronous node:sqlite call as a promise, rejected rather than thrown on error. */
function settled<T>(read: () => T): Promise<T> {
  return new Promise((resolve) => resolve(read()));
}

/** SQLITE_BUSY (5), in any of its extended forms: another connection holds the lock. node:sqlite errors carry the code as `errcode`. */
function isBusy(error: unknown): boolean {
  const errcode = (error as { errcode?: unknown } | null)?.errcode;
  return typeof errcode === 'number' && (errcode & 0xff) === 5;
}

function decode(row: Row): ClaimedRow {
  return {
    ...row,
    internal_mail: row.internal_mail === null ? null : (JSON.parse(row.internal_mail) as OutgoingMail),
    confirmation_mail: row.confirmation_mail === null ? null : (JSON.parse(row.confirmation_mail) as OutgoingMail),
  };
}
