import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Pool } from 'pg';
import type { Logger } from '../logger';
import { mailChannel, purgeableBefore, webhookChannel } from './deliveryChannels';
import { createDeliveryQueue } from './deliveryQueue';
import { createIntake } from './intake';
import { createListeners } from './listeners';
import { advisoryLock, inTransaction, listenForEnqueues, notifyChannel, openPool } from './postgresConnection';
import { postgresQueue } from './postgresQueue';
import { listedColumns, newSubmissionColumns, toStoredSubmission, type ListedRow, type NewSubmissionRow } from './storeRows';
import { createTurnBatch } from './turnBatch';
import {
  defaultLeaseMs,
  type ExportReader,
  type KeyedEnqueueResult,
  type KeyHolder,
  type SubmissionExport,
  type SubmissionStore,
} from './submissionStore';

/**
 * The durable store in PostgreSQL (DATABASE_URL), shared by any number of mail API instances.
 *
 * - Enqueues of one event-loop turn are one INSERT statement (one commit, one WAL flush), which
 *   also NOTIFYs every instance's workers.
 * - Claims are rows' columns with a lease on the database's clock (postgresQueue.ts).
 * - Retention takes a transaction-level advisory lock, so one instance purges at a time.
 * - The schema is migrated at start-up under an advisory lock (postgresConnection.ts: instances may start together).
 */

export interface PostgresStoreOptions {
  /** postgres:// or postgresql:// URL. */
  readonly url: string;
  readonly logger: Logger;
  /** How long a claim lasts: longer than one send can take. */
  readonly leaseMs?: number;
  /** Connections in the pool (enqueues and the workers' reads and writes share it). */
  readonly poolSize?: number;
}

/** Each column of a new row as jsonb_to_recordset reads the batch. */
const newColumnTypes: Record<keyof NewSubmissionRow, string> = {
  id: 'uuid',
  form: 'text',
  created_at: 'bigint',
  internal_mail: 'jsonb',
  confirmation_mail: 'jsonb',
  next_attempt_at: 'bigint',
  fields: 'jsonb',
  attribution: 'jsonb',
  spam_signals: 'jsonb',
  webhook_state: 'text',
  webhook_next_at: 'bigint',
  idempotency_key: 'text',
  idempotency_hash: 'text',
  trace_parent: 'text',
};

/**
 * A row whose idempotency key a submission of its form holds already (committed, by this batch, or by
 * another instance's insert that commits meanwhile: the unique index makes it wait for that one) is
 * skipped; the ids stored are returned, and the skipped rows' holders are then read (findHolders).
 */
const insertBatch = `
WITH inserted AS (
  INSERT INTO submissions (${newSubmissionColumns.join(', ')})
  SELECT ${newSubmissionColumns.join(', ')}
  FROM jsonb_to_recordset($1::jsonb) AS batch(${newSubmissionColumns.map((column) => `${column} ${newColumnTypes[column]}`).join(', ')})
  ON CONFLICT (form, idempotency_key) DO NOTHING
  RETURNING id
)
SELECT COALESCE(array_agg(id::text), '{}') AS ids, pg_notify('${notifyChannel}', count(*)::text) FROM inserted`;

/** The submissions holding these (form, key) pairs: a separate statement, so it sees what the insert waited for. */
const findHolders = `
SELECT s.id::text AS id, s.form, s.idempotency_key AS key, s.idempotency_hash AS "bodyHash"
FROM submissions AS s JOIN jsonb_to_recordset($1::jsonb) AS wanted(form text, key text)
  ON s.form = wanted.form AND s.idempotency_key = wanted.key`;

interface QueuedInsert {
  readonly row: NewSubmissionRow;
  readonly resolve: (result: KeyedEnqueueResult) => void;
  readonly reject: (error: unknown) => void;
}

export async function openPostgresStore({
  url,
  logger,
  leaseMs = defaultLeaseMs,
  poolSize = 10,
}: PostgresStoreOptions): Promise<SubmissionStore> {
  const pool = await openPool(url, logger, poolSize);
  // Identifies this instance's claims; readable in the table, for whoever looks at a stuck row.
  const instanceId = `${os.hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  const enqueued = createListeners();
  const stopListening = listenForEnqueues(url, logger, enqueued.emit);
  const inserts = createTurnBatch<QueuedInsert>((batch) => insertAll(pool, batch, enqueued.emit));

  const queues = { pool, instanceId, leaseMs, logger };
  return {
    kind: 'postgres',
    intake: createIntake(
      {
        insert: (row) => new Promise((resolve, reject) => inserts.add({ row, resolve, reject })),
        findByKey: async (form, key) => (await holdersOf(pool, [{ form, key }])).get(holderKey(form, key)),
      },
      enqueued.add,
    ),
    mailQueue: createDeliveryQueue(mailChannel, postgresQueue(mailChannel, queues)),
    webhookQueue: createDeliveryQueue(webhookChannel, postgresQueue(webhookChannel, queues)),
    export: postgresExport(pool),
    retention: {
      purgeSettled: (olderThan) =>
        inTransaction(pool, async (client) => {
          const { rows } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_xact_lock($1, $2) AS locked`, [
            advisoryLock.namespace,
            advisoryLock.purge,
          ]);
          if (rows[0]?.locked !== true) return undefined;
          const { rowCount } = await client.query(`DELETE FROM submissions WHERE ${purgeableBefore('$1')}`, [olderThan]);
          return rowCount ?? 0;
        }),
    },
    async close() {
      await inserts.flushNow();
      await stopListening();
      await pool.end();
    },
  };
}

/** One event-loop turn's rows in one INSERT: each told it was stored, or (its key taken) which submission holds the key. */
async function insertAll(pool: Pool, batch: readonly QueuedInsert[], notifyHere: () => void): Promise<void> {
  let stored: Set<string>;
  try {
    const { rows } = await pool.query<{ ids: string[] }>(insertBatch, [JSON.stringify(batch.map((entry) => entry.row))]);
    stored = new Set(rows[0]?.ids ?? []);
  } catch (error) {
    // One statement: nothing of the batch was stored, and each visitor is told so.
    for (const entry of batch) entry.reject(error);
    return;
  }
  const skipped = batch.map((entry) => entry.row).filter((row) => !stored.has(row.id) && row.idempotency_key !== null);
  let holders = new Map<string, KeyHolder>();
  try {
    if (skipped.length > 0)
      holders = await holdersOf(
        pool,
        skipped.map((row) => ({ form: row.form, key: row.idempotency_key })),
      );
  } catch (error) {
    // Reading the repeats' holders failed: the stored rows are told so, each repeat to try again (it finds its holder then).
    for (const entry of batch) {
      if (stored.has(entry.row.id)) entry.resolve({ kind: 'stored', id: entry.row.id });
      else entry.reject(error);
    }
    notifyHere();
    return;
  }
  for (const { row, resolve, reject } of batch) {
    const holder = holders.get(holderKey(row.form, row.idempotency_key));
    if (stored.has(row.id)) resolve({ kind: 'stored', id: row.id });
    else if (holder) resolve({ kind: 'repeat', ...holder });
    else reject(new Error('Submission not stored, yet no submission holds its idempotency key'));
  }
  // This instance's workers need not wait for the notification's round trip.
  notifyHere();
}

const holderKey = (form: string, key: string | null) => JSON.stringify([form, key]);

/** The submissions holding these keys, by holderKey. */
async function holdersOf(pool: Pool, wanted: ReadonlyArray<{ form: string; key: string | null }>): Promise<Map<string, KeyHolder>> {
  const { rows } = await pool.query<{ id: string; form: string; key: string; bodyHash: string | null }>(findHolders, [
    JSON.stringify(wanted),
  ]);
  return new Map(rows.map((held) => [holderKey(held.form, held.key), { id: held.id, bodyHash: held.bodyHash ?? '' }]));
}

function postgresExport(pool: Pool): SubmissionExport {
  return {
    async listSubmissions({ since, form }) {
      const { rows } = await pool.query<ListedRow>(
        `SELECT ${listedColumns} FROM submissions WHERE created_at >= $1 AND ($2::text IS NULL OR form = $2) ORDER BY created_at, id`,
        [since, form ?? null],
      );
      return rows.map(toStoredSubmission);
    },
  };
}

/**
 * The export's view: a small pool, no LISTEN and no claims. It migrates like the API does, so an
 * export against a database no API has upgraded yet still works.
 */
export async function openPostgresReader({ url, logger }: Pick<PostgresStoreOptions, 'url' | 'logger'>): Promise<ExportReader> {
  const pool = await openPool(url, logger, 1);
  return { ...postgresExport(pool), close: () => pool.end() };
}
