// Test support only: never imported by production code.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { loadConfig } from '../config';
import { startMailApiService, type MailApiService, type MailApiServiceOptions } from '../service';
import type { StoreKind } from '../store/submissionStore';
import { capturedLogger } from './captureLogs';
import { testDatabaseUrl } from './postgres';
import { startSmtpServer, type TestSmtpServer, type TestSmtpServerOptions } from './smtpServer';

/** Fast retries, so tests of outages take milliseconds. */
const fastRetryEnv = { RETRY_BASE_MS: '20', RETRY_MAX_MS: '100' };

/** The stores every store-dependent test runs against (describe.each). */
export const storeKinds: readonly StoreKind[] = ['sqlite', 'postgres'];

export interface TestService {
  readonly service: MailApiService;
  readonly smtp: TestSmtpServer;
  readonly logs: ReturnType<typeof capturedLogger>;
  readonly dbFile: string;
  /** The PostgreSQL database (its own, fresh), when the store is 'postgres'. */
  readonly databaseUrl: string | undefined;
  /** Stops the service and the SMTP server, removes the temp folder. */
  stop(): Promise<void>;
}

export interface TestServiceOptions {
  readonly smtp?: TestSmtpServerOptions;
  readonly env?: Record<string, string>;
  readonly store?: MailApiServiceOptions['store'];
  /** Default 'sqlite'; 'postgres' gives the service a fresh database on the run's throwaway cluster. */
  readonly storeKind?: StoreKind;
}

/**
 * The real service (real store: a SQLite file in a temp folder or a fresh PostgreSQL database; real
 * worker) sending to a real SMTP server on loopback.
 */
export async function startTestService({
  smtp: smtpOptions = {},
  env = {},
  store,
  storeKind = 'sqlite',
}: TestServiceOptions = {}): Promise<TestService> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mail-api-test-'));
  const dbFile = path.join(dir, 'submissions.db');
  const databaseUrl = storeKind === 'postgres' ? await testDatabaseUrl() : undefined;
  const smtp = await startSmtpServer(smtpOptions);
  const config = loadConfig({
    SMTP_URL: smtp.url,
    SUBMISSIONS_DB: dbFile,
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
    ...fastRetryEnv,
    ...env,
  });
  const logs = capturedLogger();
  const service = await startMailApiService({ config, logger: logs.logger, ...(store ? { store } : {}) });
  return {
    service,
    smtp,
    logs,
    dbFile,
    databaseUrl,
    async stop() {
      await service.stop();
      await smtp.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it returns (or resolves to) anything but false without throwing (or throws its last assertion error after `ms`). */
export async function eventually(check: () => unknown, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if ((await check()) !== false) return;
      if (Date.now() > deadline) throw new Error(`Condition still false after ${ms} ms`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits a little and checks nothing more arrived (for "exactly once" and "nothing sent"). */
export async function settle(ms = 150): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Counts rows in a database file no process holds (the store keeps an exclusive lock while open).
 * Read-write, so SQLite can recover the WAL a killed process left behind.
 */
export function countRows(dbFile: string): number {
  const db = new DatabaseSync(dbFile);
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM submissions').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/**
 * For a test file whose every test starts its own service (real store and worker, a real SMTP
 * server on loopback): `setUp` starts it and gives its app, `t()` is the running one, and it is
 * stopped after each test.
 */
export function servicePerTest() {
  let current: TestService | undefined;
  afterEach(async () => {
    await current?.stop();
    current = undefined;
  });
  const t = (): TestService => {
    if (!current) throw new Error('setUp() first');
    return current;
  };
  const setUp = async (options: TestServiceOptions = {}) => {
    current = await startTestService(options);
    return current.service.app;
  };
  /** Refused submissions leave no row and offer SMTP nothing. */
  const expectNothingStoredOrSent = async () => {
    await settle();
    expect(await t().service.store.mailQueue.pendingCount()).toBe(0);
    expect(t().smtp.recipientsOffered).toEqual([]);
  };
  return { t, setUp, expectNothingStoredOrSent };
}
