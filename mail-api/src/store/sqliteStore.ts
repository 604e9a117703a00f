import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { mailChannel, purgeableBefore, webhookChannel } from './deliveryChannels';
import { createDeliveryQueue } from './deliveryQueue';
import { createGroupCommit } from './groupCommit';
import { createIntake } from './intake';
import { createListeners } from './listeners';
import { migrate } from './sqliteSchema';
import { sqliteQueue } from './sqliteQueue';
import { decodedRow, encodedRow, settled } from './sqliteValues';
import { newSubmissionColumns, listedColumns, toStoredSubmission, type ListedRow, type NewSubmissionRow } from './storeRows';
import type { ExportReader, KeyedEnqueueResult, KeyHolder, SubmissionExport, SubmissionStore } from './submissionStore';

/**
 * The default durable queue of accepted submissions (SQLite through Node's built-in `node:sqlite`: no native
 * addon to compile against each Node version's headers).
 *
 * A row holds what is needed to deliver a submission: the rendered messages (cleared as soon as
 * each is settled), the lead (kept for the export until retention) and the delivery bookkeeping
 * (sqliteSchema.ts has the schema, storeRows.ts the row's mapping). A form is answered
 * 2xx only after its row is committed with `synchronous=FULL`, so from then on a crash, a restart
 * or an SMTP outage delays the mail but cannot lose it.
 *
 * Every write goes through one group commit: writes asked for in the same event-loop turn share
 * one transaction and so one fsync, which is what lets a busy server store a thousand
 * submissions a second (each fsync costs ~2 ms here, and `DatabaseSync` runs on the main thread).
 *
 * One process owns the file (an exclusive lock on a companion file, see takeOwnership), so claims
 * are kept in memory (sqliteQueue.ts): writing them would cost an fsync per claim for nothing. A second API process
 * on the same file fails to open, loudly; the export opens it read-only beside the running API.
 * For several instances, see postgresStore.ts.
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

export class StoreLockedError extends Error {
  constructor(file: string) {
    super(`The submissions database ${file} is in use by another mail-api process (one process per database file)`);
    this.name = 'StoreLockedError';
  }
}

export function openSqliteStore({ file, extraPagesAllowed, leaseMs = 30_000 }: SqliteStoreOptions): SubmissionStore {
  mkdirSync(path.dirname(file), { recursive: true });
  const owner = takeOwnership(file);
  // A write lock held by a reader's checkpoint is waited for up to 5 s (SQLite's busy timeout).
  const db = new DatabaseSync(file, { timeout: 5000 });
  try {
    db.exec('PRAGMA journal_mode = WAL');
    // FULL: the WAL is fsynced at every commit, so a committed submission survives power loss too.
    db.exec('PRAGMA synchronous = FULL');
    migrate(db);
  } catch (error) {
    db.close();
    owner.close();
    throw error;
  }
  if (extraPagesAllowed !== undefined) {
    const { page_count: pages } = db.prepare('PRAGMA page_count').get() as { page_count: number };
    db.exec(`PRAGMA max_page_count = ${pages + extraPagesAllowed}`);
  }

  // A key already held by a submission of this form stores nothing (0 changes): the caller is given that one.
  const insert = db.prepare(
    `INSERT INTO submissions (${newSubmissionColumns.join(', ')}) VALUES (${newSubmissionColumns.map((column) => `@${column}`).join(', ')})
     ON CONFLICT (form, idempotency_key) DO NOTHING`,
  );
  const byKey = db.prepare(`SELECT id, idempotency_hash AS bodyHash FROM submissions WHERE form = @form AND idempotency_key = @key`);
  const purge = db.prepare(`DELETE FROM submissions WHERE ${purgeableBefore('@olderThan')}`);
  const holderOf = (form: string, key: string | null): KeyHolder | undefined => {
    const held = byKey.get({ form, key }) as { id: string; bodyHash: string | null } | undefined;
    return held && { id: held.id, bodyHash: held.bodyHash ?? '' };
  };

  const enqueued = createListeners();
  const commits = createGroupCommit(db, {
    afterCommit: (kinds) => {
      if (kinds.has('enqueue')) enqueued.emit();
    },
  });

  /** Stores a submission, unless its key is taken: then names the one holding it (same transaction, so never missed). */
  const insertRow = (row: NewSubmissionRow) => {
    let result: KeyedEnqueueResult = { kind: 'stored', id: row.id };
    return commits
      .write('enqueue', () => {
        // Set on every run: a failed group is retried write by write.
        result = { kind: 'stored', id: row.id };
        if (insert.run(encodedRow(row)).changes > 0) return;
        const held = holderOf(row.form, row.idempotency_key);
        if (!held) throw new Error(`Submission not stored, yet no ${row.form} submission holds its idempotency key`);
        result = { kind: 'repeat', ...held };
      })
      .then(() => result);
  };

  const queues = { db, commits, leaseMs };
  return {
    kind: 'sqlite',
    intake: createIntake({ insert: insertRow, findByKey: (form, key) => settled(() => holderOf(form, key)) }, enqueued.add),
    mailQueue: createDeliveryQueue(mailChannel, sqliteQueue(mailChannel, queues)),
    webhookQueue: createDeliveryQueue(webhookChannel, sqliteQueue(webhookChannel, queues)),
    export: sqliteExport(db),
    retention: { purgeSettled: (olderThan) => settled(() => Number(purge.run({ olderThan }).changes)) },
    async close() {
      await commits.flushNow();
      db.close();
      owner.close();
    },
  };
}

/**
 * Opens the file read-only for the export, beside a running API (WAL lets a reader in while the
 * API writes). Nothing is created or migrated: a missing file or an old schema is said plainly.
 */
export function openSqliteReader(file: string): ExportReader {
  if (!existsSync(file)) throw new Error(`There is no submissions database at ${file} (set SUBMISSIONS_DB, or DATABASE_URL)`);
  const db = new DatabaseSync(file, { readOnly: true, timeout: 5000 });
  const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
  // The export reads the lead columns (step 2); later steps add nothing it reads.
  if (version < 2) {
    db.close();
    throw new Error(`The submissions database ${file} predates the lead export: start the mail API once to upgrade it`);
  }
  return { ...sqliteExport(db), close: () => settled(() => db.close()) };
}

function sqliteExport(db: DatabaseSync): SubmissionExport {
  const statement = db.prepare(
    `SELECT ${listedColumns} FROM submissions WHERE created_at >= @since AND (@form IS NULL OR form = @form) ORDER BY created_at, id`,
  );
  return {
    listSubmissions: ({ since, form }) =>
      settled(() =>
        (statement.all({ since, form: form ?? null }) as Array<Record<string, unknown>>).map((row) =>
          toStoredSubmission(decodedRow(row) as ListedRow),
        ),
      ),
  };
}

/**
 * One process owns the database: an exclusive lock on a small companion file, held for the life of
 * the process and released by the kernel however it ends (kill -9 included). The main file stays
 * in normal locking, so the export can read it while the API runs; claims are kept in memory, which
 * is right only because no other process can deliver from the file.
 */
function takeOwnership(file: string): DatabaseSync {
  const lockFile = `${file}-owner`;
  const owner = new DatabaseSync(lockFile, { timeout: 5000 });
  try {
    owner.exec('PRAGMA locking_mode = EXCLUSIVE');
    // In exclusive locking mode the lock a write transaction takes is kept after it commits.
    owner.exec('BEGIN EXCLUSIVE');
    owner.exec('COMMIT');
  } catch (error) {
    owner.close();
    if (isBusy(error)) throw new StoreLockedError(file);
    throw error;
  }
  return owner;
}

/** SQLITE_BUSY (5), in any of its extended forms: another connection holds the lock. node:sqlite errors carry the code as `errcode`. */
function isBusy(error: unknown): boolean {
  const errcode = (error as { errcode?: unknown } | null)?.errcode;
  return typeof errcode === 'number' && (errcode & 0xff) === 5;
}
