// Test support only: never imported by production code.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '../logger';
import { openPostgresStore } from '../store/postgresStore';
import { openSqliteStore } from '../store/sqliteStore';
import type { StoreKind, SubmissionStore } from '../store/submissionStore';
import { testDatabaseUrl } from './postgres';

/** One store's backing (a SQLite file or a PostgreSQL database), from which store instances are opened. */
export interface TestStoreBacking {
  /** Opens a store instance on the same data (a restart, or for PostgreSQL another instance too). */
  open(options?: { leaseMs?: number; extraPagesAllowed?: number }): Promise<SubmissionStore>;
  /** The PostgreSQL database's URL ('postgres' only). */
  readonly databaseUrl: string | undefined;
  /** The SQLite file ('sqlite' only). */
  readonly file: string | undefined;
  /** Closes every instance opened and deletes the SQLite folder. */
  cleanUp(): Promise<void>;
}

export async function testStoreBacking(kind: StoreKind, logger: Logger): Promise<TestStoreBacking> {
  const opened = new Set<SubmissionStore>();
  const track = (store: SubmissionStore) => {
    opened.add(store);
    const close = store.close.bind(store);
    // Closing twice (a test closed it already) is harmless.
    return Object.assign(store, { close: () => (opened.delete(store) ? close() : Promise.resolve()) });
  };
  if (kind === 'postgres') {
    const databaseUrl = await testDatabaseUrl();
    return {
      databaseUrl,
      file: undefined,
      open: async ({ leaseMs } = {}) => track(await openPostgresStore({ url: databaseUrl, logger, ...(leaseMs ? { leaseMs } : {}) })),
      cleanUp: async () => {
        await Promise.allSettled([...opened].map((store) => store.close()));
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mail-api-store-'));
  const file = path.join(dir, 'nested', 'submissions.db');
  return {
    databaseUrl: undefined,
    file,
    // A promise either way: opening a file the store holds is then a rejection, as for PostgreSQL.
    open: (options = {}) => new Promise((resolve) => resolve(track(openSqliteStore({ file, ...options })))),
    cleanUp: async () => {
      await Promise.allSettled([...opened].map((store) => store.close()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
