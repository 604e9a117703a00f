/**
 * One pointer switch at a time across every machine (issue 47): a PostgreSQL advisory lock, held by
 * a deploy job (or a shell's canary step) while it checks the pointers it pulled and writes them. A
 * store that ignores conditional writes (s3rver) cannot tell two racing switches apart; with this,
 * the second waits, then finds the pointers moved and switches nothing. `RELEASES_DATABASE_URL`.
 */
import { Client } from 'pg';

export interface SwitchLock {
  /** Runs `work` while no other holder of the same lock runs; the lock goes when it settles. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/** The lock's key: one per release store (its `where`), as the 64-bit number advisory locks take. */
const LOCK_SQL = "SELECT pg_advisory_lock(hashtextextended('site-releases:' || $1, 0))";
const UNLOCK_SQL = "SELECT pg_advisory_unlock(hashtextextended('site-releases:' || $1, 0))";

export function postgresSwitchLock(databaseUrl: string, storeWhere: string): SwitchLock {
  return {
    async run(work) {
      const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
      await client.connect();
      try {
        await client.query(LOCK_SQL, [storeWhere]);
        try {
          return await work();
        } finally {
          await client.query(UNLOCK_SQL, [storeWhere]);
        }
      } finally {
        await client.end();
      }
    },
  };
}

/** From the environment: the lock when RELEASES_DATABASE_URL is set, else none (the store's own conditional writes, or one machine). */
export function switchLockFromEnv(env: NodeJS.ProcessEnv, storeWhere: string): SwitchLock | undefined {
  const url = env.RELEASES_DATABASE_URL?.trim();
  return url ? postgresSwitchLock(url, storeWhere) : undefined;
}
