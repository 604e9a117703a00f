/**
 * Starting and stopping the site's servers as child processes: used by `npm start` and by the
 * e2e harness, so both run exactly the same commands.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { portOf, services, type ServiceName } from './topology';

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

export function startService(name: ServiceName, options: StartOptions = {}): RunningService {
  const cwd = path.join(repoRoot, services[name].dir);
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntries[name]], {
    cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (stream: NodeJS.ReadableStream | null) => {
    let buffered = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) options.onLine?.(name, line);
    });
  };
  forward(child.stdout);
  forward(child.stderr);
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

/** Polls `url` until it answers 2xx, the process dies, or `timeoutMs` passes. */
export async function waitUntilReady(service: RunningService, url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void service.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`${service.name} exited with code ${exitCode} before it was ready`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${service.name} did not answer ${url} within ${timeoutMs} ms`);
}
