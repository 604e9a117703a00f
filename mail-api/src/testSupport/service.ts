// Test support only: never imported by production code.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { loadConfig } from '../config';
import { startMailApiService, type MailApiService, type MailApiServiceOptions } from '../service';
import { capturedLogger } from './captureLogs';
import { startSmtpServer, type TestSmtpServer, type TestSmtpServerOptions } from './smtpServer';

/** Fast retries, so tests of outages take milliseconds. */
const fastRetryEnv = { RETRY_BASE_MS: '20', RETRY_MAX_MS: '100' };

export interface TestService {
  readonly service: MailApiService;
  readonly smtp: TestSmtpServer;
  readonly logs: ReturnType<typeof capturedLogger>;
  readonly dbFile: string;
  /** Stops the service and the SMTP server, removes the temp folder. */
  stop(): Promise<void>;
}

export interface TestServiceOptions {
  readonly smtp?: TestSmtpServerOptions;
  readonly env?: Record<string, string>;
  readonly store?: MailApiServiceOptions['store'];
}

/** The real service (real SQLite store in a temp folder, real worker) sending to a real SMTP server on loopback. */
export async function startTestService({ smtp: smtpOptions = {}, env = {}, store }: TestServiceOptions = {}): Promise<TestService> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mail-api-test-'));
  const dbFile = path.join(dir, 'submissions.db');
  const smtp = await startSmtpServer(smtpOptions);
  const config = loadConfig({ SMTP_URL: smtp.url, SUBMISSIONS_DB: dbFile, ...fastRetryEnv, ...env });
  const logs = capturedLogger();
  const service = startMailApiService({ config, logger: logs.logger, ...(store ? { store } : {}) });
  return {
    service,
    smtp,
    logs,
    dbFile,
    async stop() {
      await service.stop();
      await smtp.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it returns anything but false without throwing (or throws its last assertion error after `ms`). */
export async function eventually(check: () => unknown, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      if (check() !== false) return;
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
