/**
 * Control of the site under test from the suite: the servers' process ids live in a state file so
 * a test (in a worker process) can stop and restart a remote, and teardown can stop everything.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Deployable } from '@site/releases/release-root';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { readinessUrl, repoRoot, startService, waitUntilReady } from '@site/server-kit/processes';
import { services, type RemoteName, type ServiceName } from '@site/site-formats/topology';
import { deployRoot, e2eEnv, SMTP_SINK_PORT, stateFile, webhookSecret, webhookUrl, workDir } from './environment';

type ProcessState = Partial<Record<ServiceName, number>>;

function readState(): ProcessState {
  return existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as ProcessState) : {};
}

function writeState(state: ProcessState): void {
  mkdirSync(path.dirname(stateFile), { recursive: true });
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
}

function serviceEnv(name: ServiceName): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...e2eEnv, LOG_LEVEL: 'warn' };
  if (name === 'mailApi') {
    env.SMTP_URL = `smtp://127.0.0.1:${SMTP_SINK_PORT}`;
    // Its own submissions store: mail-api allows one process per database file, and `npm start`
    // (start.spec.ts) runs a second mail-api on the default one while this one is up.
    env.SUBMISSIONS_DB = path.join(workDir, 'submissions.db');
    // Every accepted submission is also POSTed, signed, to the suite's stand-in for the CRM (issue 21).
    env.LEADS_WEBHOOK_URL = webhookUrl;
    env.LEADS_WEBHOOK_SECRET = webhookSecret;
    // Every visitor of the suite comes from 127.0.0.1, where a real site's come from many addresses:
    // the production per-IP limit (20 posts in 10 minutes) would be one visitor's, shared by every spec.
    // clientAddress.spec.ts checks that limit itself, on a mail API of its own without this override.
    env.RATE_LIMIT_PER_IP = '1000';
  }
  if (name !== 'mailApi') env.DEPLOY_ROOT = deployRoot;
  return env;
}

const logFile = path.join(workDir, 'servers.log');

/**
 * Starts a service in the background, records its pid, and waits until it answers. `overrides`
 * change its usual environment, for a test that needs it misconfigured (restart it plainly after).
 */
export async function startSite(name: ServiceName, overrides: NodeJS.ProcessEnv = {}): Promise<void> {
  const env = { ...serviceEnv(name), ...overrides };
  const service = startService(name, {
    env,
    onLine: (service, line) => writeFileSync(logFile, `${service}: ${line}\n`, { flag: 'a' }),
  });
  service.child.unref();
  await waitUntilReady(service, readinessUrl(name, { ...process.env, ...env }));
  writeState({ ...readState(), [name]: service.child.pid });
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops a service (SIGTERM, then SIGKILL after 8 s) and waits until it is gone. */
export async function stopSite(name: ServiceName): Promise<void> {
  const state = readState();
  const pid = state[name];
  if (pid === undefined) return;
  if (isAlive(pid)) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 8000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  const { [name]: _stopped, ...stillRunning } = state;
  writeState(stillRunning);
}

export async function stopAllSites(): Promise<void> {
  // One after another: each stop rewrites the state file.
  for (const name of Object.keys(readState()) as ServiceName[]) await stopSite(name);
}

export function isRunning(name: ServiceName): boolean {
  const pid = readState()[name];
  return pid !== undefined && isAlive(pid);
}

export interface DeployCommandResult {
  readonly status: number | null;
  readonly output: string;
}

/**
 * Runs the deploy tool as a team would (`npm run deploy|rollback|preview|canary -w <workspace>`), on the
 * suite's deploy root and ports. `args` e.g. `['--from', dir]` to deploy a build made elsewhere.
 */
export function runDeployCommand(
  command: 'deploy' | 'rollback' | 'preview' | 'canary',
  name: Deployable,
  args: readonly string[] = [],
): DeployCommandResult {
  const result = spawnSync('npm', ['run', command, '-w', services[name].dir, '--', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, ...e2eEnv, DEPLOY_ROOT: deployRoot },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `npm run deploy:status` on the suite's deploy root: what an operator reads. */
export function deployStatus(): string {
  const result = spawnSync('npm', ['run', 'deploy:status'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, ...e2eEnv, DEPLOY_ROOT: deployRoot },
  });
  return `${result.stdout}${result.stderr}`;
}

/** One edit a team makes before building: text replaced in a file, or a file added. */
export type SourceChange =
  { readonly file: string; readonly from: string; readonly to: string } | { readonly file: string; readonly copyOf: string };

/**
 * Builds a copy of one remote with `changes` made, the way its team would after editing its
 * source, and returns the build folder. Nothing else is built. `copyOf` is relative to the repository.
 */
export function buildRemoteVariant(remote: RemoteName, changes: readonly SourceChange[]): string {
  const source = path.join(repoRoot, services[remote].dir);
  const copy = path.join(workDir, `${services[remote].dir}-next`);
  rmSync(copy, { recursive: true, force: true });
  for (const entry of ['src', 'package.json', 'tsconfig.json', 'webpack.config.ts']) {
    cpSync(path.join(source, entry), path.join(copy, entry), { recursive: true });
  }
  for (const change of changes) {
    const target = path.join(copy, change.file);
    if ('copyOf' in change) {
      cpSync(path.join(repoRoot, change.copyOf), target);
      continue;
    }
    const text = readFileSync(target, 'utf8');
    if (!text.includes(change.from)) throw new Error(`${change.file} does not contain "${change.from}"`);
    writeFileSync(target, text.replace(change.from, change.to));
  }
  // The remote's whole build: the browser bundle, then its prerendered pages (as its `build` script).
  for (const [command, args] of [
    ['npx', ['webpack', '--mode', 'production']],
    ['npx', ['tsx', path.join(repoRoot, 'devkit/src/prerender/cli.ts')]],
  ] as const) {
    const build = spawnSync(command, args, { cwd: copy, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`building ${remote} failed:\n${build.stdout}\n${build.stderr}`);
  }
  return path.join(copy, 'dist');
}
