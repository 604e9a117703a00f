import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { activeTraceparent } from '@site/devkit/telemetry';
import type { InternalWithConfirmation, OutgoingMail } from '../mail/message';
import { createGroupCommit, type GroupCommit } from './groupCommit';
import {
  listedColumns,
  toPending,
  toPendingWebhook,
  toStoredSubmission,
  webhookColumns,
  type ClaimedRow,
  type IdempotencyKey,
  type KeyedEnqueueResult,
  type LeadColumns,
  type ListedColumns,
  type NewLead,
  type StoredSubmission,
  type SubmissionQuery,
  type SubmissionStore,
  type WebhookColumns,
} from './submissionStore';

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
 * One process owns the file (an exclusive lock on a companion file, see takeOwnership), so claims
 * are kept in memory: writing them would cost an fsync per claim for nothing. A second API process
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

/**
 * The schema, by PRAGMA user_version. Never edit a step that has shipped: add the next one.
 * Step 1 is written idempotently because files made before versioning have the table at version 0.
 */
const migrations: readonly string[] = [
  `
CREATE TABLE IF NOT EXISTS submissions (
  id                      TEXT PRIMARY KEY,
  form                    TEXT NOT NULL,
  created_at              INTEGER NOT NULL,
  -- JSON OutgoingMail while unsent; NULL once settled.
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
`,
  // Issue 21: the lead (kept until retention, for the export and the CRM) and the webhook's own delivery.
  `
ALTER TABLE submissions ADD COLUMN fields TEXT;
ALTER TABLE submissions ADD COLUMN attribution TEXT;
ALTER TABLE submissions ADD COLUMN spam_signals TEXT;
ALTER TABLE submissions ADD COLUMN webhook_state TEXT NOT NULL DEFAULT 'off'
  CHECK (webhook_state IN ('off', 'pending', 'sent', 'alerting', 'failed'));
ALTER TABLE submissions ADD COLUMN webhook_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE submissions ADD COLUMN webhook_next_at INTEGER;
ALTER TABLE submissions ADD COLUMN webhook_last_error TEXT;
ALTER TABLE submissions ADD COLUMN webhook_settled_at INTEGER;
CREATE INDEX submissions_webhook_due ON submissions (webhook_next_at) WHERE webhook_state IN ('pending', 'alerting');
CREATE INDEX submissions_received ON submissions (created_at);
`,
  // Issue 33: the idempotency key a submission was posted with, unique per form (NULLs never clash:
  // posts without a key, and every row from before), and the hash of its body, to tell a repeat from a reuse.
  `
ALTER TABLE submissions ADD COLUMN idempotency_key TEXT;
ALTER TABLE submissions ADD COLUMN idempotency_hash TEXT;
CREATE UNIQUE INDEX submissions_idempotency ON submissions (form, idempotency_key);
`,
  // Issue 33: the traceparent of the request that accepted it (tracing on), which its delivery links to.
  `
ALTER TABLE submissions ADD COLUMN trace_parent TEXT;
`,
];

interface Row {
  id: string;
  form: string;
  internal_mail: string | null;
  confirmation_mail: string | null;
  internal_attempts: number;
  confirmation_attempts: number;
  trace_parent: string | null;
}

/** Lead columns as SQLite returns them: JSON text. */
type Encoded<T> = Omit<T, 'fields' | 'attribution' | 'spam_signals'> & {
  fields: string | null;
  attribution: string | null;
  spam_signals: string | null;
};

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
    `INSERT INTO submissions (id, form, created_at, internal_mail, confirmation_mail, next_attempt_at,
       fields, attribution, spam_signals, webhook_state, webhook_next_at, idempotency_key, idempotency_hash, trace_parent)
     VALUES (@id, @form, @now, @internal, @confirmation, @now, @fields, @attribution, @signals, @webhookState, @webhookNextAt,
       @key, @bodyHash, @traceParent)
     ON CONFLICT (form, idempotency_key) DO NOTHING`,
  );
  const byKey = db.prepare(`SELECT id, idempotency_hash AS bodyHash FROM submissions WHERE form = @form AND idempotency_key = @key`);
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
    `SELECT id, form, internal_mail, confirmation_mail, internal_attempts, confirmation_attempts, trace_parent FROM submissions
     WHERE settled_at IS NULL AND next_attempt_at <= @now AND id NOT IN (SELECT value FROM json_each(@exclude))
     ORDER BY next_attempt_at LIMIT @limit`,
  );
  const nextDue = db.prepare(
    `SELECT MIN(next_attempt_at) AS at FROM submissions WHERE settled_at IS NULL AND id NOT IN (SELECT value FROM json_each(@exclude))`,
  );
  const pending = db.prepare(`SELECT COUNT(*) AS n FROM submissions WHERE settled_at IS NULL`);
  const oldestPending = db.prepare(`SELECT MIN(created_at) AS at FROM submissions WHERE settled_at IS NULL`);
  const purge = db.prepare(
    `DELETE FROM submissions WHERE settled_at IS NOT NULL AND settled_at < @olderThan AND webhook_state NOT IN ('pending', 'alerting')`,
  );

  const webhookDueRows = db.prepare(
    `SELECT ${webhookColumns} FROM submissions
     WHERE webhook_state IN ('pending', 'alerting') AND webhook_next_at <= @now AND id NOT IN (SELECT value FROM json_each(@exclude))
     ORDER BY webhook_next_at LIMIT @limit`,
  );
  const webhookNextDue = db.prepare(
    `SELECT MIN(webhook_next_at) AS at FROM submissions
     WHERE webhook_state IN ('pending', 'alerting') AND id NOT IN (SELECT value FROM json_each(@exclude))`,
  );
  const webhookSent = db.prepare(
    `UPDATE submissions SET webhook_state = 'sent', webhook_attempts = @attempts, webhook_settled_at = @now, webhook_next_at = NULL,
       webhook_last_error = NULL
     WHERE id = @id AND webhook_state = 'pending'`,
  );
  const webhookRetry = db.prepare(
    `UPDATE submissions SET webhook_attempts = @attempts, webhook_last_error = @error, webhook_next_at = @at
     WHERE id = @id AND webhook_state = 'pending'`,
  );
  const webhookGiveUp = db.prepare(
    `UPDATE submissions SET webhook_state = 'alerting', webhook_attempts = @attempts, webhook_last_error = @error, webhook_next_at = @now
     WHERE id = @id AND webhook_state = 'pending'`,
  );
  const alertRetry = db.prepare(`UPDATE submissions SET webhook_next_at = @at WHERE id = @id AND webhook_state = 'alerting'`);
  const webhookFailed = db.prepare(
    `UPDATE submissions SET webhook_state = 'failed', webhook_settled_at = @now, webhook_next_at = NULL
     WHERE id = @id AND webhook_state = 'alerting'`,
  );
  const webhookPending = db.prepare(`SELECT COUNT(*) AS n FROM submissions WHERE webhook_state IN ('pending', 'alerting')`);
  const listed = listStatement(db);

  const listeners: Array<() => void> = [];
  const takeoverListeners: Array<(work: 'e-mail' | 'webhook') => void> = [];
  const claims = createClaims(leaseMs, () => takeoverListeners.forEach((listener) => listener('e-mail')));
  const webhookClaims = createClaims(leaseMs, () => takeoverListeners.forEach((listener) => listener('webhook')));

  const commits: GroupCommit = createGroupCommit(db, {
    afterCommit: (kinds) => {
      if (kinds.has('enqueue')) for (const listener of listeners) listener();
    },
  });

  /** A write that ends a claim: the claim is dropped only once the outcome is committed. */
  const settleClaim = async (held: Claims, id: string, write: () => void) => {
    await commits.write('mark', write);
    held.drop(id);
  };

  /** Stores a submission, unless its key is taken: then names the one holding it (same transaction, so never missed). */
  const store = (form: string, mails: InternalWithConfirmation, lead: NewLead | undefined, idempotency: IdempotencyKey | undefined) => {
    const id = randomUUID();
    const now = Date.now();
    const row = {
      id,
      form,
      now,
      internal: JSON.stringify(mails.internal),
      confirmation: JSON.stringify(mails.confirmation),
      fields: lead ? JSON.stringify(lead.fields) : null,
      attribution: lead?.attribution ? JSON.stringify(lead.attribution) : null,
      signals: lead ? JSON.stringify(lead.spamSignals) : null,
      webhookState: lead?.toWebhook ? 'pending' : 'off',
      webhookNextAt: lead?.toWebhook ? now : null,
      key: idempotency?.key ?? null,
      bodyHash: idempotency?.bodyHash ?? null,
      // The accepting request's span (tracing on; read now, in the request's context).
      traceParent: activeTraceparent() ?? null,
    };
    let result: KeyedEnqueueResult = { kind: 'stored', id };
    return commits
      .write('enqueue', () => {
        // Set on every run: a failed group is retried write by write.
        result = { kind: 'stored', id };
        if (insert.run(row).changes > 0) return;
        const held = byKey.get({ form, key: row.key }) as { id: string; bodyHash: string | null } | undefined;
        if (!held) throw new Error(`Submission not stored, yet no ${form} submission holds its idempotency key`);
        result = { kind: 'repeat', id: held.id, bodyHash: held.bodyHash ?? '' };
      })
      .then(() => result);
  };

  return {
    kind: 'sqlite',
    enqueue(form, mails, lead) {
      return store(form, mails, lead, undefined).then((result) => result.id);
    },
    enqueueOnce(form, mails, lead, idempotency) {
      return store(form, mails, lead, idempotency);
    },
    findByKey(form, key) {
      return settled(() => {
        const held = byKey.get({ form, key }) as { id: string; bodyHash: string | null } | undefined;
        return held ? { id: held.id, bodyHash: held.bodyHash ?? '' } : undefined;
      });
    },
    onEnqueued(listener) {
      listeners.push(listener);
    },
    claimDue(limit) {
      const now = Date.now();
      return settled(() => {
        const rows = dueRows.all({ now, limit, exclude: claims.heldIds(now) }) as unknown as Row[];
        for (const row of rows) claims.take(row.id, now);
        return rows.map((row) => toPending(decode(row)));
      });
    },
    nextDueAt() {
      return settled(() => (nextDue.get({ exclude: claims.heldIds(Date.now()) }) as { at: number | null }).at ?? undefined);
    },
    markInternalSent(id, attempts, now) {
      return commits.write('mark', () => internalSent.run({ id, attempts, now }));
    },
    settleConfirmation(id, result, attempts, now) {
      return settleClaim(claims, id, () => confirmationSettled.run({ id, result, attempts, now }));
    },
    scheduleRetry(id, step, attempts, at) {
      const statement = step === 'internal' ? internalRetry : confirmationRetry;
      return settleClaim(claims, id, () => statement.run({ id, attempts, at }));
    },
    release(id) {
      claims.drop(id);
      return Promise.resolve();
    },
    pendingCount() {
      return settled(() => (pending.get() as { n: number }).n);
    },
    oldestPendingAt() {
      return settled(() => (oldestPending.get() as { at: number | null }).at ?? undefined);
    },
    onLeaseTakeover(listener) {
      takeoverListeners.push(listener);
    },
    claimDueWebhooks(limit) {
      const now = Date.now();
      return settled(() => {
        const rows = webhookDueRows.all({ now, limit, exclude: webhookClaims.heldIds(now) }) as unknown as Array<Encoded<WebhookColumns>>;
        for (const row of rows) webhookClaims.take(row.id, now);
        return rows.map((row) => toPendingWebhook(decodeLead(row)));
      });
    },
    nextWebhookDueAt() {
      return settled(() => (webhookNextDue.get({ exclude: webhookClaims.heldIds(Date.now()) }) as { at: number | null }).at ?? undefined);
    },
    markWebhookSent(id, attempts, now) {
      return settleClaim(webhookClaims, id, () => webhookSent.run({ id, attempts, now }));
    },
    scheduleWebhookRetry(id, attempts, error, at) {
      return settleClaim(webhookClaims, id, () => webhookRetry.run({ id, attempts, error, at }));
    },
    giveUpWebhook(id, attempts, error) {
      return commits.write('mark', () => webhookGiveUp.run({ id, attempts, error, now: Date.now() }));
    },
    scheduleAlertRetry(id, at) {
      return settleClaim(webhookClaims, id, () => alertRetry.run({ id, at }));
    },
    markWebhookFailed(id, now) {
      return settleClaim(webhookClaims, id, () => webhookFailed.run({ id, now }));
    },
    releaseWebhook(id) {
      webhookClaims.drop(id);
      return Promise.resolve();
    },
    pendingWebhookCount() {
      return settled(() => (webhookPending.get() as { n: number }).n);
    },
    listSubmissions(query) {
      return settled(() => listed(query));
    },
    purgeSettled(olderThan) {
      return settled(() => Number(purge.run({ olderThan }).changes));
    },
    close() {
      return settled(() => {
        commits.flushNow();
        db.close();
        owner.close();
      });
    },
  };
}

/**
 * Opens the file read-only for the export, beside a running API (WAL lets a reader in while the
 * API writes). Nothing is created or migrated: a missing file or an old schema is said plainly.
 */
export function openSqliteReader(file: string): Pick<SubmissionStore, 'listSubmissions' | 'close'> {
  if (!existsSync(file)) throw new Error(`There is no submissions database at ${file} (set SUBMISSIONS_DB, or DATABASE_URL)`);
  const db = new DatabaseSync(file, { readOnly: true, timeout: 5000 });
  const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
  // The export reads the lead columns (step 2); later steps add nothing it reads.
  if (version < 2) {
    db.close();
    throw new Error(`The submissions database ${file} predates the lead export: start the mail API once to upgrade it`);
  }
  const listed = listStatement(db);
  return {
    listSubmissions: (query) => settled(() => listed(query)),
    close: () => settled(() => db.close()),
  };
}

function listStatement(db: DatabaseSync): (query: SubmissionQuery) => StoredSubmission[] {
  const statement = db.prepare(
    `SELECT ${listedColumns} FROM submissions WHERE created_at >= @since AND (@form IS NULL OR form = @form) ORDER BY created_at, id`,
  );
  return ({ since, form }) =>
    (statement.all({ since, form: form ?? null }) as unknown as Array<Encoded<ListedColumns>>).map((row) =>
      toStoredSubmission(decodeLead(row)),
    );
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

function migrate(db: DatabaseSync): void {
  const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
  for (let step = version; step < migrations.length; step++) {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(migrations[step] ?? '');
      // PRAGMA takes no parameters; `step` is a loop index, not input.
      db.exec(`PRAGMA user_version = ${step + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}

interface Claims {
  /** The ids held at `now`, as a JSON array for the queries; expired claims are forgotten. */
  heldIds(now: number): string;
  take(id: string, now: number): void;
  drop(id: string): void;
}

function createClaims(leaseMs: number, onTakeover: () => void): Claims {
  /** Submission id → end of its lease (epoch ms). */
  const claims = new Map<string, number>();
  /** Claims whose lease ran out with no outcome recorded: claiming one again is a takeover. */
  const lapsed = new Set<string>();
  return {
    heldIds(now) {
      for (const [id, until] of claims) {
        if (until > now) continue;
        claims.delete(id);
        lapsed.add(id);
        if (lapsed.size > 10_000) lapsed.delete(lapsed.values().next().value as string);
      }
      return JSON.stringify([...claims.keys()]);
    },
    take: (id, now) => {
      if (lapsed.delete(id)) onTakeover();
      claims.set(id, now + leaseMs);
    },
    drop: (id) => {
      claims.delete(id);
      lapsed.delete(id);
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

function parsed(text: string | null): unknown {
  return text === null ? null : JSON.parse(text);
}

function decodeLead<T extends LeadColumns>(row: Encoded<T>): T {
  return {
    ...row,
    fields: parsed(row.fields),
    attribution: parsed(row.attribution),
    spam_signals: parsed(row.spam_signals),
  } as unknown as T;
}

function decode(row: Row): ClaimedRow {
  return {
    ...row,
    internal_mail: row.internal_mail === null ? null : (JSON.parse(row.internal_mail) as OutgoingMail),
    confirmation_mail: row.confirmation_mail === null ? null : (JSON.parse(row.confirmation_mail) as OutgoingMail),
  };
}
