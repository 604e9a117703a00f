import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { Client, Pool, type PoolClient } from 'pg';
import { activeTraceparent } from '@site/devkit/telemetry';
import type { Logger } from '../logger';
import type { InternalWithConfirmation, OutgoingMail } from '../mail/message';
import { migrations } from './postgresSchema';
import {
  defaultLeaseMs,
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
  type WebhookState,
} from './submissionStore';

/**
 * The durable queue in PostgreSQL (DATABASE_URL), shared by any number of mail API instances.
 *
 * - Enqueues of one event-loop turn are one INSERT statement (one commit, one WAL flush), which
 *   also NOTIFYs every instance's worker.
 * - Claims: one UPDATE picks due rows with `FOR UPDATE SKIP LOCKED` and sets `claimed_by` and
 *   `claimed_until` (the lease, on the database's clock so instances' clocks do not matter). Two
 *   instances never get the same row while a lease runs; a crashed instance's rows come back when
 *   its leases end. Each outcome is written only while the row is still this instance's claim, so
 *   an instance that lost its lease (stalled past it) cannot overwrite the new holder's progress.
 * - Retention takes a transaction-level advisory lock, so one instance purges at a time.
 * - The schema is migrated at start-up under an advisory lock (instances may start together).
 */

export interface PostgresStoreOptions {
  /** postgres:// or postgresql:// URL. */
  readonly url: string;
  readonly logger: Logger;
  /** How long a claim lasts: longer than one send can take. */
  readonly leaseMs?: number;
  /** Connections in the pool (enqueues and the worker's reads and writes share it). */
  readonly poolSize?: number;
}

/** Advisory lock keys: this application's namespace ('mail'), then one key per purpose. */
export const advisoryLock = { namespace: 0x6d61696c, migrations: 1, purge: 2 } as const;
const notifyChannel = 'mail_api_submissions';
const listenerRetryMs = 1_000;
/**
 * pg waits forever by default: a database host that drops packets would hold a visitor's request
 * (and the worker) until TCP gives up, minutes later. A request is answered 503 within these instead.
 */
const timeouts = { connectionTimeoutMillis: 5_000, query_timeout: 15_000 } as const;

/** The database's clock in epoch milliseconds (clock_timestamp: the time now, not at transaction start). */
const dbNowMs = `(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::bigint`;

/**
 * A row whose idempotency key a submission of its form holds already (committed, by this batch, or by
 * another instance's insert that commits meanwhile: the unique index makes it wait for that one) is
 * skipped; the ids stored are returned, and the skipped rows' holders are then read (findHolders).
 */
const insertBatch = `
WITH inserted AS (
  INSERT INTO submissions (id, form, created_at, internal_mail, confirmation_mail, next_attempt_at,
    fields, attribution, spam_signals, webhook_state, webhook_next_at, idempotency_key, idempotency_hash, trace_parent)
  SELECT id, form, $2::bigint, internal_mail, confirmation_mail, $2::bigint,
    fields, attribution, spam_signals, webhook_state, CASE WHEN webhook_state = 'pending' THEN $2::bigint END,
    idempotency_key, idempotency_hash, trace_parent
  FROM jsonb_to_recordset($1::jsonb) AS batch(id uuid, form text, internal_mail jsonb, confirmation_mail jsonb,
    fields jsonb, attribution jsonb, spam_signals jsonb, webhook_state text, idempotency_key text, idempotency_hash text,
    trace_parent text)
  ON CONFLICT (form, idempotency_key) DO NOTHING
  RETURNING id
)
SELECT COALESCE(array_agg(id::text), '{}') AS ids, pg_notify('${notifyChannel}', count(*)::text) FROM inserted`;

/** The submissions holding these (form, key) pairs: a separate statement, so it sees what the insert waited for. */
const findHolders = `
SELECT s.id::text AS id, s.form, s.idempotency_key AS key, s.idempotency_hash AS "bodyHash"
FROM submissions AS s JOIN jsonb_to_recordset($1::jsonb) AS wanted(form text, key text)
  ON s.form = wanted.form AND s.idempotency_key = wanted.key`;

const claimDue = `
UPDATE submissions AS s SET claimed_by = $1, claimed_until = ${dbNowMs} + $3
FROM (
  SELECT id, claimed_by FROM submissions
  WHERE settled_at IS NULL AND next_attempt_at <= ${dbNowMs} AND (claimed_until IS NULL OR claimed_until <= ${dbNowMs})
  ORDER BY next_attempt_at
  LIMIT $2
  FOR UPDATE SKIP LOCKED
) AS due
WHERE s.id = due.id
RETURNING s.id, s.form, s.internal_mail, s.confirmation_mail, s.internal_attempts, s.confirmation_attempts, s.trace_parent, s.next_attempt_at,
  due.claimed_by IS NOT NULL AS taken_over`;

/** Rows held by another instance count from the end of their lease; this instance's own live claims not at all. */
const nextDue = `
SELECT MIN(GREATEST(next_attempt_at, COALESCE(claimed_until, 0))) AS at FROM submissions
WHERE settled_at IS NULL AND NOT (claimed_by IS NOT DISTINCT FROM $1 AND claimed_until > ${dbNowMs})`;

const internalSent = `
UPDATE submissions SET internal_mail = NULL, internal_sent_at = $3, internal_attempts = $2, next_attempt_at = $3
WHERE id = $1 AND claimed_by = $4`;
const confirmationSettled = `
UPDATE submissions SET confirmation_mail = NULL, confirmation_result = $2, confirmation_attempts = $3, settled_at = $4,
  claimed_by = NULL, claimed_until = NULL
WHERE id = $1 AND internal_sent_at IS NOT NULL AND claimed_by = $5`;
const retry = {
  internal: `UPDATE submissions SET internal_attempts = $2, next_attempt_at = $3, claimed_by = NULL, claimed_until = NULL
             WHERE id = $1 AND claimed_by = $4`,
  confirmation: `UPDATE submissions SET confirmation_attempts = $2, next_attempt_at = $3, claimed_by = NULL, claimed_until = NULL
                 WHERE id = $1 AND claimed_by = $4`,
} as const;
const release = `UPDATE submissions SET claimed_by = NULL, claimed_until = NULL WHERE id = $1 AND claimed_by = $2`;

/** The webhook's delivery: the same claim protocol on its own columns, so it never waits for the e-mails' claims. */
const webhookOpen = `webhook_state IN ('pending', 'alerting')`;
const claimDueWebhooks = `
UPDATE submissions AS s SET webhook_claimed_by = $1, webhook_claimed_until = ${dbNowMs} + $3
FROM (
  SELECT id, webhook_claimed_by FROM submissions
  WHERE ${webhookOpen} AND webhook_next_at <= ${dbNowMs} AND (webhook_claimed_until IS NULL OR webhook_claimed_until <= ${dbNowMs})
  ORDER BY webhook_next_at
  LIMIT $2
  FOR UPDATE SKIP LOCKED
) AS due
WHERE s.id = due.id
RETURNING ${webhookColumns.replace(/(\w+)/g, 's.$1')}, s.webhook_next_at, due.webhook_claimed_by IS NOT NULL AS taken_over`;
const webhookNextDue = `
SELECT MIN(GREATEST(webhook_next_at, COALESCE(webhook_claimed_until, 0))) AS at FROM submissions
WHERE ${webhookOpen} AND NOT (webhook_claimed_by IS NOT DISTINCT FROM $1 AND webhook_claimed_until > ${dbNowMs})`;
const webhookUnclaimed = `webhook_claimed_by = NULL, webhook_claimed_until = NULL`;
const webhookSteps = {
  sent: `UPDATE submissions SET webhook_state = 'sent', webhook_attempts = $2, webhook_settled_at = $3, webhook_next_at = NULL,
           webhook_last_error = NULL, ${webhookUnclaimed}
         WHERE id = $1 AND webhook_state = 'pending' AND webhook_claimed_by = $4`,
  retry: `UPDATE submissions SET webhook_attempts = $2, webhook_last_error = $3, webhook_next_at = $4, ${webhookUnclaimed}
          WHERE id = $1 AND webhook_state = 'pending' AND webhook_claimed_by = $5`,
  giveUp: `UPDATE submissions SET webhook_state = 'alerting', webhook_attempts = $2, webhook_last_error = $3, webhook_next_at = ${dbNowMs}
           WHERE id = $1 AND webhook_state = 'pending' AND webhook_claimed_by = $4`,
  alertRetry: `UPDATE submissions SET webhook_next_at = $2, ${webhookUnclaimed}
               WHERE id = $1 AND webhook_state = 'alerting' AND webhook_claimed_by = $3`,
  failed: `UPDATE submissions SET webhook_state = 'failed', webhook_settled_at = $2, webhook_next_at = NULL, ${webhookUnclaimed}
           WHERE id = $1 AND webhook_state = 'alerting' AND webhook_claimed_by = $3`,
  release: `UPDATE submissions SET ${webhookUnclaimed} WHERE id = $1 AND webhook_claimed_by = $2`,
} as const;

interface DueRow extends ClaimedRow {
  /** bigint, which pg returns as a string. */
  readonly next_attempt_at: string;
}

interface QueuedEnqueue {
  readonly row: {
    id: string;
    form: string;
    internal_mail: OutgoingMail;
    confirmation_mail: OutgoingMail;
    fields: LeadColumns['fields'];
    attribution: LeadColumns['attribution'];
    spam_signals: LeadColumns['spam_signals'];
    webhook_state: WebhookState;
    idempotency_key: string | null;
    idempotency_hash: string | null;
    trace_parent: string | null;
  };
  readonly resolve: (result: KeyedEnqueueResult) => void;
  readonly reject: (error: unknown) => void;
}

export async function openPostgresStore({
  url,
  logger,
  leaseMs = defaultLeaseMs,
  poolSize = 10,
}: PostgresStoreOptions): Promise<SubmissionStore> {
  const pool = new Pool({ connectionString: url, max: poolSize, ...timeouts });
  // An idle connection the server closed (restart, failover) is dropped by the pool; without this
  // listener the 'error' event would end the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'A PostgreSQL connection was lost'));
  try {
    await migrate(pool, logger);
  } catch (error) {
    await pool.end();
    throw error;
  }

  // Identifies this instance's claims; readable in the table, for whoever looks at a stuck row.
  const instanceId = `${os.hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  const listeners: Array<() => void> = [];
  const takeoverListeners: Array<(work: 'e-mail' | 'webhook') => void> = [];
  /** A claimed row that was someone's claim, lapsed (claims are cleared with every outcome): a takeover. */
  const countTakeovers = (rows: ReadonlyArray<{ taken_over: boolean }>, work: 'e-mail' | 'webhook') => {
    for (const row of rows) if (row.taken_over) for (const listener of takeoverListeners) listener(work);
  };
  const notifyAll = () => {
    for (const listener of listeners) listener();
  };
  const stopListening = listenForEnqueues(url, logger, notifyAll);

  let queue: QueuedEnqueue[] = [];
  let scheduled = false;
  const flushesUnderWay = new Set<Promise<void>>();
  const flush = async () => {
    scheduled = false;
    const batch = queue;
    queue = [];
    let stored: Set<string>;
    try {
      const { rows } = await pool.query<{ ids: string[] }>(insertBatch, [JSON.stringify(batch.map((entry) => entry.row)), Date.now()]);
      stored = new Set(rows[0]?.ids ?? []);
    } catch (error) {
      // One statement: nothing of the batch was stored, and each visitor is told so.
      for (const entry of batch) entry.reject(error);
      return;
    }
    let results: Array<KeyedEnqueueResult | undefined>;
    try {
      results = await outcomes(
        batch.map((entry) => entry.row),
        stored,
      );
    } catch (error) {
      // Reading the repeats' holders failed: the stored rows are told so, each repeat to try again (it finds its holder then).
      for (const entry of batch) {
        if (stored.has(entry.row.id)) entry.resolve({ kind: 'stored', id: entry.row.id });
        else entry.reject(error);
      }
      notifyAll();
      return;
    }
    for (const [i, entry] of batch.entries()) {
      const result = results[i];
      if (result) entry.resolve(result);
      else entry.reject(new Error('Submission not stored, yet no submission holds its idempotency key'));
    }
    // This instance's worker need not wait for the notification's round trip.
    notifyAll();
  };

  /** Each row's outcome: stored, or (its key taken) a repeat of the submission holding the key; undefined if neither. */
  const outcomes = async (rows: readonly QueuedEnqueue['row'][], stored: ReadonlySet<string>) => {
    const skipped = rows.filter((row) => !stored.has(row.id) && row.idempotency_key !== null);
    const holders = new Map<string, { id: string; bodyHash: string | null }>();
    if (skipped.length > 0) {
      const wanted = JSON.stringify(skipped.map((row) => ({ form: row.form, key: row.idempotency_key })));
      const { rows: found } = await pool.query<{ id: string; form: string; key: string; bodyHash: string | null }>(findHolders, [wanted]);
      for (const holder of found) holders.set(JSON.stringify([holder.form, holder.key]), holder);
    }
    return rows.map((row): KeyedEnqueueResult | undefined => {
      if (stored.has(row.id)) return { kind: 'stored', id: row.id };
      const holder = holders.get(JSON.stringify([row.form, row.idempotency_key]));
      return holder && { kind: 'repeat', id: holder.id, bodyHash: holder.bodyHash ?? '' };
    });
  };

  /** A query's one `at` (epoch ms, a bigint pg returns as a string), or undefined when it is NULL. */
  const readMs = async (sql: string) => {
    const { rows } = await pool.query<{ at: string | null }>(sql, [instanceId]);
    const at = rows[0]?.at;
    return at === null || at === undefined ? undefined : Number(at);
  };
  const countWhere = async (condition: string) => {
    const { rows } = await pool.query<{ n: string }>(`SELECT COUNT(*) AS n FROM submissions WHERE ${condition}`);
    return Number(rows[0]?.n ?? 0);
  };

  const changeOwnRow = async (sql: string, id: string, values: readonly unknown[]) => {
    const { rowCount } = await pool.query(sql, [id, ...values, instanceId]);
    if (rowCount === 0) {
      // This instance stalled past its lease and another took the submission over: its record stands.
      logger.warn({ submissionId: id }, 'Delivery step not recorded: the submission is no longer claimed by this instance');
    }
  };

  /** Queues a row for this event-loop turn's INSERT; resolves once it is committed (or found taken). */
  const store = (form: string, mails: InternalWithConfirmation, lead: NewLead | undefined, idempotency: IdempotencyKey | undefined) =>
    new Promise<KeyedEnqueueResult>((resolve, reject) => {
      queue.push({
        row: {
          id: randomUUID(),
          form,
          internal_mail: mails.internal,
          confirmation_mail: mails.confirmation,
          fields: lead ? { ...lead.fields } : null,
          attribution: lead?.attribution ?? null,
          spam_signals: lead ? [...lead.spamSignals] : null,
          webhook_state: lead?.toWebhook ? 'pending' : 'off',
          idempotency_key: idempotency?.key ?? null,
          idempotency_hash: idempotency?.bodyHash ?? null,
          // The accepting request's span (tracing on; read now, in the request's context).
          trace_parent: activeTraceparent() ?? null,
        },
        resolve,
        reject,
      });
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        const flushing = flush().finally(() => flushesUnderWay.delete(flushing));
        flushesUnderWay.add(flushing);
      });
    });

  return {
    kind: 'postgres',
    enqueue(form, mails, lead) {
      return store(form, mails, lead, undefined).then((result) => result.id);
    },
    enqueueOnce(form, mails, lead, idempotency) {
      return store(form, mails, lead, idempotency);
    },
    async findByKey(form, key) {
      const { rows } = await pool.query<{ id: string; bodyHash: string | null }>(findHolders, [JSON.stringify([{ form, key }])]);
      const held = rows[0];
      return held ? { id: held.id, bodyHash: held.bodyHash ?? '' } : undefined;
    },
    onEnqueued(listener) {
      listeners.push(listener);
    },
    async claimDue(limit) {
      const { rows } = await pool.query<DueRow & { taken_over: boolean }>(claimDue, [instanceId, limit, leaseMs]);
      countTakeovers(rows, 'e-mail');
      return rows.sort((a, b) => Number(a.next_attempt_at) - Number(b.next_attempt_at)).map(toPending);
    },
    nextDueAt() {
      return readMs(nextDue);
    },
    markInternalSent(id, attempts, now) {
      return changeOwnRow(internalSent, id, [attempts, now]);
    },
    settleConfirmation(id, result, attempts, now) {
      return changeOwnRow(confirmationSettled, id, [result, attempts, now]);
    },
    scheduleRetry(id, step, attempts, at) {
      return changeOwnRow(retry[step], id, [attempts, at]);
    },
    release(id) {
      return changeOwnRow(release, id, []);
    },
    pendingCount() {
      return countWhere('settled_at IS NULL');
    },
    async oldestPendingAt() {
      const { rows } = await pool.query<{ at: string | null }>(`SELECT MIN(created_at) AS at FROM submissions WHERE settled_at IS NULL`);
      const at = rows[0]?.at;
      return at === null || at === undefined ? undefined : Number(at);
    },
    onLeaseTakeover(listener) {
      takeoverListeners.push(listener);
    },
    async claimDueWebhooks(limit) {
      const { rows } = await pool.query<WebhookColumns & { webhook_next_at: string; taken_over: boolean }>(claimDueWebhooks, [
        instanceId,
        limit,
        leaseMs,
      ]);
      countTakeovers(rows, 'webhook');
      return rows.sort((a, b) => Number(a.webhook_next_at) - Number(b.webhook_next_at)).map(toPendingWebhook);
    },
    nextWebhookDueAt() {
      return readMs(webhookNextDue);
    },
    markWebhookSent(id, attempts, now) {
      return changeOwnRow(webhookSteps.sent, id, [attempts, now]);
    },
    scheduleWebhookRetry(id, attempts, lastError, at) {
      return changeOwnRow(webhookSteps.retry, id, [attempts, lastError, at]);
    },
    giveUpWebhook(id, attempts, lastError) {
      return changeOwnRow(webhookSteps.giveUp, id, [attempts, lastError]);
    },
    scheduleAlertRetry(id, at) {
      return changeOwnRow(webhookSteps.alertRetry, id, [at]);
    },
    markWebhookFailed(id, now) {
      return changeOwnRow(webhookSteps.failed, id, [now]);
    },
    releaseWebhook(id) {
      return changeOwnRow(webhookSteps.release, id, []);
    },
    pendingWebhookCount() {
      return countWhere(webhookOpen);
    },
    listSubmissions: (query) => listSubmissions(pool, query),
    purgeSettled(olderThan) {
      return inTransaction(pool, async (client) => {
        const { rows } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_xact_lock($1, $2) AS locked`, [
          advisoryLock.namespace,
          advisoryLock.purge,
        ]);
        if (rows[0]?.locked !== true) return undefined;
        const { rowCount } = await client.query(
          `DELETE FROM submissions WHERE settled_at IS NOT NULL AND settled_at < $1 AND NOT ${webhookOpen}`,
          [olderThan],
        );
        return rowCount ?? 0;
      });
    },
    async close() {
      if (scheduled) await new Promise((resolve) => setImmediate(resolve));
      await Promise.allSettled([...flushesUnderWay]);
      await stopListening();
      await pool.end();
    },
  };
}

async function listSubmissions(pool: Pool, { since, form }: SubmissionQuery): Promise<StoredSubmission[]> {
  const { rows } = await pool.query<ListedColumns>(
    `SELECT ${listedColumns} FROM submissions WHERE created_at >= $1 AND ($2::text IS NULL OR form = $2) ORDER BY created_at, id`,
    [since, form ?? null],
  );
  return rows.map(toStoredSubmission);
}

/**
 * The export's view: a small pool, no LISTEN and no claims. It migrates like the API does, so an
 * export against a database no API has upgraded yet still works.
 */
export async function openPostgresReader({ url, logger }: Pick<PostgresStoreOptions, 'url' | 'logger'>) {
  const pool = new Pool({ connectionString: url, max: 1, ...timeouts });
  pool.on('error', (error) => logger.warn({ err: error }, 'A PostgreSQL connection was lost'));
  try {
    await migrate(pool, logger);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    listSubmissions: (query: SubmissionQuery) => listSubmissions(pool, query),
    close: () => pool.end(),
  } satisfies Pick<SubmissionStore, 'listSubmissions' | 'close'>;
}

/** Applies the migrations this database lacks, in order, in one transaction, one instance at a time. */
async function migrate(pool: Pool, logger: Logger): Promise<void> {
  await inTransaction(pool, async (client) => {
    // Waits for an instance migrating at the same moment, then finds its work done.
    await client.query(`SELECT pg_advisory_xact_lock($1, $2)`, [advisoryLock.namespace, advisoryLock.migrations]);
    await client.query(`CREATE TABLE IF NOT EXISTS mail_api_schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ version: number }>(`SELECT version FROM mail_api_schema_migrations`);
    const applied = new Set(rows.map((row) => row.version));
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await client.query(migration.sql);
      await client.query(`INSERT INTO mail_api_schema_migrations (version, name) VALUES ($1, $2)`, [migration.version, migration.name]);
      logger.info({ version: migration.version, migration: migration.name }, 'Migrated the submissions database');
    }
  });
}

async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      // The connection itself failed: it must not go back to the pool.
      broken = rollbackError as Error;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * LISTENs on a connection of its own (a pooled one would be handed to queries) and calls `onEnqueued`
 * for every notification. A lost connection is reopened every second until it works; the worker's
 * timers cover the gap, and reconnecting wakes it in case something came in meanwhile.
 */
function listenForEnqueues(url: string, logger: Logger, onEnqueued: () => void): () => Promise<void> {
  let client: Client | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectionTimeoutMillis });
    next.on('notification', onEnqueued);
    next.on('error', (error) => {
      logger.warn({ err: error }, 'The PostgreSQL notification connection was lost');
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${notifyChannel}`);
      if (stopped) await next.end();
      else onEnqueued();
    } catch (error) {
      logger.warn({ err: error }, 'Listening for PostgreSQL notifications failed');
      reconnect(next);
    }
  };
  const reconnect = (lost: Client) => {
    if (stopped || client !== lost || retryTimer) return;
    client = undefined;
    lost.end().catch(() => undefined);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, listenerRetryMs);
    retryTimer.unref();
  };

  void connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    await client?.end().catch(() => undefined);
  };
}
