/**
 * How the site's servers run as processes. One command per service, used three ways:
 * - `supervisedApps()`: PM2's app declarations, read by `ecosystem.config.cjs` (`npm start`, and
 *   `pm2-runtime start ecosystem.config.cjs` in production): restarted with backoff when they exit;
 * - `startService()`: one server as a plain child process, for the e2e harness and the measuring
 *   scripts, which stop and start servers on purpose and want no supervisor bringing them back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { portOf, services, type ServiceName } from '@site/site-formats/topology';

export const repoRoot = path.resolve(__dirname, '../..');

/** Each service's server entry, relative to its workspace folder (run with tsx). */
const serverEntries: Record<ServiceName, string> = {
  shell: 'server/main.ts',
  marketing: 'server.ts',
  resources: 'server.ts',
  pricing: 'server.ts',
  forms: 'server.ts',
  mailApi: 'src/main.ts',
};

/** The URL that answers once the service is ready. */
export function readinessUrl(name: ServiceName, env: NodeJS.ProcessEnv = process.env): string {
  const base = `http://127.0.0.1:${portOf(name, env)}`;
  if (name === 'mailApi') return `${base}/health`;
  if (name === 'shell') return `${base}/remotes.json`;
  return `${base}/remoteEntry.js`;
}

/**
 * The Node options every server runs with: TypeScript through tsx's loader, in the same process, and
 * the tracing preload, which starts OpenTelemetry before the server's modules load when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set and does nothing otherwise (telemetry/register.ts).
 */
const nodeArgs = ['--import', 'tsx', '--import', path.join(__dirname, 'telemetry/register.ts')];

/** Names the process in its traces (OTel's service.name, unless OTEL_SERVICE_NAME says otherwise). */
const serviceEnv = (name: ServiceName) => ({ SITE_SERVICE: name === 'mailApi' ? 'mail-api' : name });

/** One PM2 app declaration (the fields of PM2's ecosystem file that we set). */
export interface SupervisedApp {
  readonly name: ServiceName;
  readonly cwd: string;
  readonly script: string;
  readonly node_args: readonly string[];
  readonly exec_mode: 'fork';
  readonly autorestart: true;
  /** First restart after this many ms, then ×1.5 per crash up to 15 s; back to this after 30 s up. */
  readonly exp_backoff_restart_delay: number;
  /** A crash loop is retried (at the 15 s cap) rather than given up on: the site must come back. */
  readonly max_restarts: number;
  readonly min_uptime: number;
  /** Online once the server says it listens (process.send('ready')), not when the process starts. */
  readonly wait_ready: true;
  readonly listen_timeout: number;
  /** How long a server may take over its graceful shutdown (SIGINT) before SIGKILL. */
  readonly kill_timeout: number;
  /** How often PM2 checks that a stopped server is gone (it logs each check). */
  readonly kill_retry_time: number;
  /** Timestamps on the log lines PM2 writes to its log files. */
  readonly time: true;
  /** Added to the environment PM2 starts the server with. */
  readonly env: Readonly<Record<string, string>>;
}

/** The order the site's servers start in: the mail API and the remotes before the shell that uses them. */
export const startOrder: readonly ServiceName[] = ['mailApi', 'marketing', 'resources', 'pricing', 'forms', 'shell'];

/** PM2 app declarations of the six services, in start order. */
export function supervisedApps(): SupervisedApp[] {
  return startOrder.map((name) => ({
    name,
    cwd: path.join(repoRoot, services[name].dir),
    script: serverEntries[name],
    node_args: nodeArgs,
    exec_mode: 'fork',
    autorestart: true,
    exp_backoff_restart_delay: 200,
    max_restarts: 1_000_000,
    min_uptime: 5000,
    wait_ready: true,
    listen_timeout: 30_000,
    // The mail API finishes the requests it has and records the sends under way (up to 10 s).
    kill_timeout: name === 'mailApi' ? 12_000 : 6000,
    kill_retry_time: 500,
    time: true,
    env: serviceEnv(name),
  }));
}

export interface RunningService {
  readonly name: ServiceName;
  readonly child: ChildProcess;
  /** Resolves when the process has exited. */
  readonly exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface StartOptions {
  readonly env?: NodeJS.ProcessEnv;
  /** Receives each output line of the service (prefixing, logging to a file…). */
  readonly onLine?: (name: ServiceName, line: string) => void;
}

/** Calls `onLine` with each whole line a child's output stream writes (its last, unfinished line waits for the rest). */
export function forEachLine(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
  let buffered = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
}

export function startService(name: ServiceName, options: StartOptions = {}): RunningService {
  const cwd = path.join(repoRoot, services[name].dir);
  const child = spawn(process.execPath, [...nodeArgs, serverEntries[name]], {
    cwd,
    env: { ...process.env, ...serviceEnv(name), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) forEachLine(stream, (line) => options.onLine?.(name, line));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    child,
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timeout = setTimeout(() => child.kill('SIGKILL'), 8000);
      await exited;
      clearTimeout(timeout);
    },
  };
}

/**
 * Polls `url` every 150 ms until it answers 2xx; throws `stopped()`'s error as soon as it gives one,
 * or a timeout after `timeoutMs`.
 */
async function pollUntilOk(url: string, timeoutMs: number, timeoutMessage: string, stopped: () => string | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = stopped();
    if (reason !== undefined) throw new Error(reason);
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(timeoutMessage);
}

/** Polls `url` until it answers 2xx or `timeoutMs` passes (a supervised service: PM2 owns the process). */
export function waitUntilAnswers(url: string, timeoutMs = 30_000): Promise<void> {
  return pollUntilOk(url, timeoutMs, `${url} did not answer within ${timeoutMs} ms`, () => undefined);
}

/** Polls `url` until it answers 2xx, the process dies, or `timeoutMs` passes. */
export function waitUntilReady(service: RunningService, url: string, timeoutMs = 30_000): Promise<void> {
  let exitCode: number | null | undefined;
  void service.exited.then((code) => (exitCode = code));
  return pollUntilOk(url, timeoutMs, `${service.name} did not answer ${url} within ${timeoutMs} ms`, () =>
    exitCode === undefined ? undefined : `${service.name} exited with code ${exitCode} before it was ready`,
  );
}
