import type { DatabaseSync } from 'node:sqlite';

/**
 * The SQLite file's schema (sqliteStore.ts), by PRAGMA user_version. Never edit a step that has shipped: add the next one.
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

/** Applies the steps this file lacks, in order, each in its own transaction. */
export function migrate(db: DatabaseSync): void {
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
