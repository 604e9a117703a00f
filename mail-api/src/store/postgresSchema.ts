/**
 * The PostgreSQL schema, as numbered migrations applied in order at start-up (postgresStore.ts).
 * Never edit a migration that has shipped: add the next one.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'submissions queue with claims',
    sql: `
CREATE TABLE submissions (
  id                      uuid PRIMARY KEY,
  form                    text NOT NULL,
  -- Times are epoch milliseconds, as in the SQLite store.
  created_at              bigint NOT NULL,
  -- OutgoingMail while unsent; NULL once settled (nothing personal is kept longer than needed).
  internal_mail           jsonb,
  confirmation_mail       jsonb,
  internal_attempts       integer NOT NULL DEFAULT 0,
  internal_sent_at        bigint,
  confirmation_attempts   integer NOT NULL DEFAULT 0,
  confirmation_result     text CHECK (confirmation_result IN ('sent', 'failed')),
  -- Set once the confirmation is settled, which only happens after the internal message went out.
  settled_at              bigint,
  next_attempt_at         bigint NOT NULL,
  -- The instance delivering it and the end of its lease (database clock): nobody else takes it before.
  claimed_by              text,
  claimed_until           bigint
);
CREATE INDEX submissions_due ON submissions (next_attempt_at) WHERE settled_at IS NULL;
CREATE INDEX submissions_settled ON submissions (settled_at) WHERE settled_at IS NOT NULL;
`,
  },
  {
    version: 2,
    name: 'lead record and webhook delivery',
    sql: `
-- The lead, kept until retention for the export and the CRM (issue 21).
ALTER TABLE submissions ADD COLUMN fields jsonb;
ALTER TABLE submissions ADD COLUMN attribution jsonb;
ALTER TABLE submissions ADD COLUMN spam_signals jsonb;
-- The webhook's own delivery, claimed apart from the e-mails so neither waits for the other.
ALTER TABLE submissions ADD COLUMN webhook_state text NOT NULL DEFAULT 'off'
  CHECK (webhook_state IN ('off', 'pending', 'sent', 'alerting', 'failed'));
ALTER TABLE submissions ADD COLUMN webhook_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE submissions ADD COLUMN webhook_next_at bigint;
ALTER TABLE submissions ADD COLUMN webhook_last_error text;
ALTER TABLE submissions ADD COLUMN webhook_settled_at bigint;
ALTER TABLE submissions ADD COLUMN webhook_claimed_by text;
ALTER TABLE submissions ADD COLUMN webhook_claimed_until bigint;
CREATE INDEX submissions_webhook_due ON submissions (webhook_next_at) WHERE webhook_state IN ('pending', 'alerting');
CREATE INDEX submissions_received ON submissions (created_at);
`,
  },
  {
    version: 3,
    name: 'idempotency keys',
    sql: `
-- Issue 33: the Idempotency-Key a submission was posted with, unique per form (NULLs never clash: posts
-- without a key, and every older row), and the SHA-256 of its body, to tell a repeat from a reuse. The
-- unique index is what makes two instances given the same key at once store one submission.
ALTER TABLE submissions ADD COLUMN idempotency_key text;
ALTER TABLE submissions ADD COLUMN idempotency_hash text;
CREATE UNIQUE INDEX submissions_idempotency ON submissions (form, idempotency_key);
`,
  },
  {
    version: 4,
    name: 'trace context of the accepting request',
    sql: `
-- Issue 33: the W3C traceparent of the request that accepted the submission (only with tracing on),
-- so its delivery, later and maybe on another instance, is a trace linked to that one.
ALTER TABLE submissions ADD COLUMN trace_parent text;
`,
  },
];
