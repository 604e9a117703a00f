import type { Config } from '../config';
import type { Logger } from '../logger';
import { openPostgresReader, openPostgresStore } from './postgresStore';
import { openSqliteReader, openSqliteStore, type SqliteStoreOptions } from './sqliteStore';
import type { ExportReader, SubmissionStore } from './submissionStore';

/** Test only: SQLite options beyond the file (e.g. a size cap to provoke SQLITE_FULL). */
export type SqliteTestOptions = Omit<SqliteStoreOptions, 'file'>;

/** The database named by DATABASE_URL could not be reached or set up at start-up (said in one line, no stack). */
export class StoreUnavailableError extends Error {
  constructor(database: string, cause: unknown) {
    const reason = cause instanceof Error && cause.message !== '' ? cause.message : String(cause);
    super(`The submissions database ${database} could not be opened: ${reason}`, { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** PostgreSQL when DATABASE_URL is set, else the SQLite file; logs which, without the password. */
export async function openConfiguredStore(config: Config, logger: Logger, sqliteOptions: SqliteTestOptions = {}): Promise<SubmissionStore> {
  if (config.databaseUrl !== undefined) {
    const database = withoutPassword(config.databaseUrl);
    logger.info({ store: 'postgres', database }, 'Submissions are kept in PostgreSQL');
    try {
      return await openPostgresStore({
        url: config.databaseUrl,
        logger,
        leaseMs: config.delivery.leaseMs,
        poolSize: config.delivery.concurrency + 4,
      });
    } catch (error) {
      throw new StoreUnavailableError(database, error);
    }
  }
  logger.info({ store: 'sqlite', file: config.submissionsDb }, 'Submissions are kept in a SQLite file');
  return openSqliteStore({ file: config.submissionsDb, ...sqliteOptions });
}

/** The configured store for reading only (the lead export): beside a running API, never claiming or sending. */
export async function openStoreForExport(config: Config, logger: Logger): Promise<ExportReader> {
  if (config.databaseUrl === undefined) return openSqliteReader(config.submissionsDb);
  const database = withoutPassword(config.databaseUrl);
  try {
    return await openPostgresReader({ url: config.databaseUrl, logger });
  } catch (error) {
    throw new StoreUnavailableError(database, error);
  }
}

function withoutPassword(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password !== '') url.password = '***';
  return url.toString();
}
