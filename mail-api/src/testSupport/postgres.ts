// Test support only: never imported by production code.
import { randomBytes } from 'node:crypto';
import { createDatabase, queryRows } from '@site/test-kit/postgres-cluster';

/** Set by postgresGlobalSetup.ts for the test files. */
export const clusterUrlVariable = 'MAIL_API_TEST_POSTGRES_URL';

/** A fresh, empty database on the run's throwaway cluster: each test has its own. */
export function testDatabaseUrl(): Promise<string> {
  const clusterUrl = process.env[clusterUrlVariable];
  if (clusterUrl === undefined)
    throw new Error(`${clusterUrlVariable} is unset: run the tests through jest (its globalSetup starts PostgreSQL)`);
  return createDatabase(clusterUrl, `mail_api_test_${randomBytes(6).toString('hex')}`);
}

/**
 * Makes the database unreachable as a crash or outage would (every connection cut, new ones
 * refused) or reachable again, without touching the other tests' databases on the same server.
 */
export async function setDatabaseReachable(databaseUrl: string, reachable: boolean): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const clusterUrl = process.env[clusterUrlVariable] ?? '';
  await queryRows(clusterUrl, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS ${reachable ? 'true' : 'false'}`);
  if (!reachable) {
    await queryRows(clusterUrl, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [
      name,
    ]);
  }
}

/** Rows in the submissions table (settled ones included), read without the store. */
export async function countPostgresRows(databaseUrl: string): Promise<number> {
  const [row] = await queryRows<{ n: string }>(databaseUrl, 'SELECT COUNT(*) AS n FROM submissions');
  return Number(row?.n);
}
