import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { exampleTrial } from '@site/form-schemas';
import { packageDir } from './config';
import type { StoreKind } from './store/submissionStore';
import { countPostgresRows, testDatabaseUrl } from './testSupport/postgres';
import { countRows, eventually, settle, storeKinds } from './testSupport/service';
import { freePort } from '@site/test-kit/free-port';
import { startSmtpServer, type TestSmtpServer } from './testSupport/smtpServer';

jest.setTimeout(30_000);

/**
 * Runs src/main.ts the way `npm start` and PM2 do: one node process with tsx's loader. (Not the tsx
 * CLI: it runs the server in a child and, when that child takes over 30 ms to answer a relayed
 * signal, as on a loaded machine, SIGKILLs it with its requests in flight.)
 */
function startMain(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const { SMTP_URL: _smtp, SUBMISSIONS_DB: _file, DATABASE_URL: _database, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: { ...inherited, LOG_LEVEL: 'silent', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

function waitFor(check: () => RegExpMatchArray | null, what: string, ms = 15_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const poll = () => {
      const match = check();
      if (match) {
        resolve(match);
      } else if (Date.now() > deadline) {
        reject(new Error(`Timed out waiting for ${what}`));
      } else {
        setTimeout(poll, 50);
      }
    };
    poll();
  });
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

describe('main', () => {
  let outboxDir: string;
  let running: ChildProcess | undefined;

  let dbFile: string;
  beforeEach(() => {
    outboxDir = mkdtempSync(path.join(os.tmpdir(), 'mail-api-main-'));
    // Its own database per test: never the default mail-api/data/submissions.db.
    dbFile = path.join(outboxDir, 'submissions.db');
  });
  afterEach(() => {
    // Only if a test failed half-way: never leave a server behind.
    if (running && running.exitCode === null && running.signalCode === null) running.kill('SIGKILL');
    running = undefined;
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('starts, answers /health, and exits 0 on %s', async (signal) => {
    const port = await freePort();
    const main = startMain({ MAIL_API_PORT: String(port), OUTBOX_DIR: outboxDir, SUBMISSIONS_DB: dbFile });
    running = main.child;

    const [line, url] = await waitFor(() => main.output().match(/^mail-api listening on (\S+) — mail goes to .*$/m), 'the listening line');
    expect(url).toBe(`http://127.0.0.1:${port}`);
    expect(line).toBe(`mail-api listening on http://127.0.0.1:${port} — mail goes to outbox folder ${outboxDir} (.eml files)`);

    // fetch keeps the connection alive afterwards, so this also checks that shutdown closes idle sockets.
    const res = await fetch(`${url}/health`);
    expect(res.status).toBe(200);
    // Where mail goes is in the start line, for the operator; /health, open to anyone, says only how.
    expect(await res.json()).toEqual({ status: 'ok', mail: 'local', queue: { pending: 0, webhookPending: 0 } });

    main.child.kill(signal);
    expect(await within(main.exited, 5_000, 'shutdown')).toBe(0);
  });

  it('finishes a request that is in flight when SIGTERM arrives', async () => {
    const port = await freePort();
    const main = startMain({ MAIL_API_PORT: String(port), OUTBOX_DIR: outboxDir, SUBMISSIONS_DB: dbFile });
    running = main.child;
    await waitFor(() => main.output().match(/listening on/), 'the listening line');

    // Send the headers and half the body, so the request is still being read during shutdown.
    const socket = connect(port, '127.0.0.1');
    let response = '';
    socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));
    socket.write('POST /api/nope HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{"a":');
    await new Promise((resolve) => setTimeout(resolve, 300));

    main.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(main.child.exitCode).toBeNull(); // still waiting for the request

    socket.end('"bcd"}');
    expect(await within(main.exited, 5_000, 'shutdown')).toBe(0);
    await socketClosed;
    expect(response).toMatch(/^HTTP\/1.1 404 /);
    expect(response).toContain('{"error":"Not found"}');
  });

  it('exits 1 with a readable message when the configuration is invalid', async () => {
    const main = startMain({ MAIL_API_PORT: 'eighty', OUTBOX_DIR: outboxDir, SUBMISSIONS_DB: dbFile });
    running = main.child;
    expect(await within(main.exited, 15_000, 'exit')).toBe(1);
    expect(main.output()).toContain('Invalid mail-api configuration:\n  - MAIL_API_PORT must be a port number, got "eighty"');
  });

  it('exits 1 with one readable line, and no password, when the PostgreSQL database cannot be reached', async () => {
    const closedPort = await freePort();
    const main = startMain({ OUTBOX_DIR: outboxDir, DATABASE_URL: `postgres://leads:s3cret@127.0.0.1:${closedPort}/leads` });
    running = main.child;
    expect(await within(main.exited, 15_000, 'exit')).toBe(1);
    expect(main.output()).toContain(`The submissions database postgres://leads:***@127.0.0.1:${closedPort}/leads could not be opened:`);
    expect(main.output()).not.toContain('s3cret');
    expect(main.output()).not.toMatch(/^\s+at /m);
  });

  describe('durable delivery', () => {
    // Two or three process starts per test: generous timeouts, for a busy machine.
    let smtp: TestSmtpServer | undefined;
    afterEach(async () => {
      await smtp?.stop();
      smtp = undefined;
    });

    const trial = { ...exampleTrial, features: ['Timesheet'], demo: 'no' };

    async function post(port: number, url: string, body: unknown): Promise<number> {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      return res.status;
    }

    /** Where a process keeps submissions: its SQLite file, or a fresh PostgreSQL database with short leases. */
    async function storeEnv(kind: StoreKind): Promise<{ env: Record<string, string>; storedRows: () => Promise<number> }> {
      if (kind === 'sqlite') return { env: { SUBMISSIONS_DB: dbFile }, storedRows: () => Promise.resolve(countRows(dbFile)) };
      const databaseUrl = await testDatabaseUrl();
      return { env: { DATABASE_URL: databaseUrl, DELIVERY_LEASE_MS: '1000' }, storedRows: () => countPostgresRows(databaseUrl) };
    }

    it.each(storeKinds)(
      '%s: delivers each internal message exactly once after a kill -9 between the 202 and the send',
      async (kind) => {
        const [port, smtpPort] = [await freePort(), await freePort()];
        const store = await storeEnv(kind);
        // The SMTP server is down: the worker cannot send before the process is killed.
        const env = {
          MAIL_API_PORT: String(port),
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          RETRY_BASE_MS: '50',
          RETRY_MAX_MS: '200',
          ...store.env,
        };
        const first = startMain(env);
        running = first.child;
        await waitFor(() => first.output().match(/listening on/), 'the listening line');

        expect(await post(port, '/api/newsletter', { email: 'jo.reader@example.com' })).toBe(202);
        expect(await post(port, '/api/trial', trial)).toBe(202);
        await settle(300); // a few failed attempts
        first.child.kill('SIGKILL');
        await within(first.exited, 5_000, 'kill');
        expect(first.child.signalCode).toBe('SIGKILL');
        expect(await store.storedRows()).toBe(2);

        smtp = await startSmtpServer({ port: smtpPort });
        const second = startMain(env);
        running = second.child;
        await eventually(() => expect(smtp?.received).toHaveLength(4), 30_000);
        await settle(500);
        expect(smtp.received).toHaveLength(4);
        const subjects = smtp.received.map((got) => got.mail.subject).sort();
        expect(subjects).toEqual(
          [
            'Request for Demo',
            'Request for free trial signup',
            'Request for newsletter subscription',
            "Thank You for Signing Up! We've Received Your Details",
          ].sort(),
        );
        const internalIds = smtp.received.map((got) => got.mail.messageId).filter((id) => id?.includes('.internal@'));
        expect(new Set(internalIds).size).toBe(2);

        second.child.kill('SIGTERM');
        expect(await within(second.exited, 5_000, 'shutdown')).toBe(0);
      },
      90_000,
    );

    it('postgres: a running instance delivers what a killed one accepted, without waiting for its restart', async () => {
      const [port, otherPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
      const store = await storeEnv('postgres');
      const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, RETRY_BASE_MS: '50', RETRY_MAX_MS: '200', ...store.env };
      const doomed = startMain({ ...env, MAIL_API_PORT: String(port) });
      running = doomed.child;
      const survivor = startMain({ ...env, MAIL_API_PORT: String(otherPort) });
      try {
        await waitFor(() => doomed.output().match(/listening on/), 'the first listening line');
        await waitFor(() => survivor.output().match(/listening on/), 'the second listening line');

        // Both instances accept; the SMTP server is down, so nothing goes out before the kill.
        expect(await post(port, '/api/newsletter', { email: 'jo.reader@example.com' })).toBe(202);
        expect(await post(otherPort, '/api/trial', trial)).toBe(202);
        await settle(300);
        doomed.child.kill('SIGKILL');
        await within(doomed.exited, 5_000, 'kill');

        smtp = await startSmtpServer({ port: smtpPort });
        await eventually(() => expect(smtp?.received).toHaveLength(4), 30_000);
        await settle(500);
        expect(smtp.received).toHaveLength(4);
        expect(new Set(smtp.received.map((got) => got.mail.messageId)).size).toBe(4);
        expect(await store.storedRows()).toBe(2);
      } finally {
        survivor.child.kill('SIGTERM');
        expect(await within(survivor.exited, 5_000, 'shutdown')).toBe(0);
      }
    }, 90_000);

    it('keeps what it could not send over a graceful restart, and a second process on the same database exits 1', async () => {
      const [port, otherPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
      const env = { MAIL_API_PORT: String(port), SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SUBMISSIONS_DB: dbFile, RETRY_BASE_MS: '50' };
      const first = startMain(env);
      running = first.child;
      await waitFor(() => first.output().match(/listening on/), 'the listening line');
      expect(await post(port, '/api/newsletter', { email: 'jo.reader@example.com' })).toBe(202);

      const second = startMain({ ...env, MAIL_API_PORT: String(otherPort) });
      expect(await within(second.exited, 15_000, 'exit')).toBe(1);
      expect(second.output()).toContain(`The submissions database ${dbFile} is in use by another mail-api process`);

      first.child.kill('SIGTERM');
      expect(await within(first.exited, 5_000, 'shutdown')).toBe(0);
      expect(countRows(dbFile)).toBe(1);

      smtp = await startSmtpServer({ port: smtpPort });
      const third = startMain(env);
      running = third.child;
      await eventually(() => expect(smtp?.received).toHaveLength(2), 30_000);
      third.child.kill('SIGTERM');
      expect(await within(third.exited, 5_000, 'shutdown')).toBe(0);
    }, 90_000);
  });
});
