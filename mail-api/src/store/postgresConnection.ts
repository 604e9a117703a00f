import { Client, Pool, type PoolClient } from 'pg';
import type { Logger } from '../logger';
import { migrations } from './postgresSchema';

/**
 * PostgreSQL connections for the store (postgresStore.ts): the pool with its timeouts and its
 * migrations, transactions, advisory locks, and the LISTEN connection that hears other instances'
 * enqueues.
 */

/** Advisory lock keys: this application's namespace ('mail'), then one key per purpose. */
export const advisoryLock = { namespace: 0x6d61696c, migrations: 1, purge: 2 } as const;
/** Every instance's enqueues NOTIFY it; every instance LISTENs. */
export const notifyChannel = 'mail_api_submissions';
const listenerRetryMs = 1_000;
/**
 * pg waits forever by default: a database host that drops packets would hold a visitor's request
 * (and the worker) until TCP gives up, minutes later. A request is answered 503 within these instead.
 */
const timeouts = { connectionTimeoutMillis: 5_000, query_timeout: 15_000 } as const;

/** A pool of `size` connections on a database whose schema it has brought up to date. */
export async function openPool(url: string, logger: Logger, size: number): Promise<Pool> {
  const pool = new Pool({ connectionString: url, max: size, ...timeouts });
  // An idle connection the server closed (restart, failover) is dropped by the pool; without this
  // listener the 'error' event would end the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'A PostgreSQL connection was lost'));
  try {
    await migrate(pool, logger);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return pool;
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

export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
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
export function listenForEnqueues(url: string, logger: Logger, onEnqueued: () => void): () => Promise<void> {
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
