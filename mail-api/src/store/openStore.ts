import type { Config } from '../config';
import type { Logger } from '../logger';
import { openPostgresStore } from './postgresStore';
import { openSqliteStore, type SqliteStoreOptions } from './sqliteStore';
import type { SubmissionStore } from './submissionStore';

/** Test only: SQLite options beyond the file (e.g. a size cap to provoke SQLITE_FULL). */
export type SqliteTestOptions = Omit<SqliteStoreOptions, 'file'>;

/** PostgreSQL when DATABASE_URL is set, else the SQLite file; logs which, without the password. */
export async function openConfiguredStore(config: Config, logger: Logger, sqliteOptions: SqliteTestOptions = {}): Promise<SubmissionStore> {
  if (config.databaseUrl !== undefined) {
    logger.info({ store: 'postgres', database: withoutPassword(config.databaseUrl) }, 'Submissions are kept in PostgreSQL');
    return openPostgresStore({
      url: config.databaseUrl,
      logger,
      leaseMs: config.delivery.leaseMs,
      poolSize: config.delivery.concurrency + 4,
    });
  }
  logger.info({ store: 'sqlite', file: config.submissionsDb }, 'Submissions are kept in a SQLite file');
  return openSqliteStore({ file: config.submissionsDb, ...sqliteOptions });
}

function withoutPassword(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password !== '') url.password = '***';
  return url.toString();
}
