import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { packageDir } from './config';

jest.setTimeout(30_000);

/** Ask the OS for a free port, then release it for the server under test. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs src/main.ts the way `npm start` does (tsx CLI). */
function startMain(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const { SMTP_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/main.ts'], {
    cwd: packageDir,
    env: { ...inherited, LOG_LEVEL: 'silent', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

function waitFor(check: () => RegExpMatchArray | null, what: string, ms = 15_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const poll = () => {
      const match = check();
      if (match) return resolve(match);
      if (Date.now() > deadline) return reject(new Error(`Timed out waiting for ${what}`));
      setTimeout(poll, 50);
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

  beforeEach(() => {
    outboxDir = mkdtempSync(path.join(os.tmpdir(), 'mail-api-main-'));
  });
  afterEach(() => {
    // Only if a test failed half-way: never leave a server behind.
    if (running && running.exitCode === null && running.signalCode === null) running.kill('SIGKILL');
    running = undefined;
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('starts, answers /health, and exits 0 on %s', async (signal) => {
    const port = await freePort();
    const main = startMain({ MAIL_API_PORT: String(port), OUTBOX_DIR: outboxDir });
    running = main.child;

    const [line, url] = await waitFor(() => main.output().match(/^mail-api listening on (\S+) — mail goes to .*$/m), 'the listening line');
    expect(url).toBe(`http://127.0.0.1:${port}`);
    expect(line).toBe(`mail-api listening on http://127.0.0.1:${port} — mail goes to outbox folder ${outboxDir} (.eml files)`);

    // fetch keeps the connection alive afterwards, so this also checks that shutdown closes idle sockets.
    const res = await fetch(`${url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', mail: `outbox folder ${outboxDir} (.eml files)` });

    main.child.kill(signal);
    expect(await within(main.exited, 5_000, 'shutdown')).toBe(0);
  });

  it('finishes a request that is in flight when SIGTERM arrives', async () => {
    const port = await freePort();
    const main = startMain({ MAIL_API_PORT: String(port), OUTBOX_DIR: outboxDir });
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
    const main = startMain({ MAIL_API_PORT: 'eighty', OUTBOX_DIR: outboxDir });
    running = main.child;
    expect(await within(main.exited, 15_000, 'exit')).toBe(1);
    expect(main.output()).toContain('Invalid mail-api configuration:\n  - MAIL_API_PORT must be a port number, got "eighty"');
  });
});
