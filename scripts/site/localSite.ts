/**
 * The whole site served by the same processes `npm start` starts (server-kit/processes), for the
 * measuring scripts (budget, soak): built, started, one server stopped and started again, all stopped
 * at cleanup (also on failure and Ctrl-C).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deployTogether } from '@site/releases/store';
import { deployables } from '@site/releases/release-root';
import { readinessUrl, repoRoot, startOrder, startService, waitUntilReady, type RunningService } from '@site/server-kit/processes';
import { services, type ServiceName } from '@site/site-formats/topology';
import { cleanupStarted, onCleanup } from './cleanup';

export function buildSite(): void {
  console.log('Building the site (npx lerna run build --stream)…');
  const build = spawnSync('npx', ['lerna', 'run', 'build', '--stream'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`The build failed (exit code ${build.status ?? build.signal}); nothing was measured.`);
}

/** The status `url` answers with, or null when nothing listens. */
async function statusOf(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
}

/** One server process of the site, which the measuring script may stop and start again. */
export interface ServerInstance {
  /** Its process id while it runs. */
  readonly pid: number | undefined;
  /** Stops it: SIGTERM as a deploy would, or SIGKILL as a crash would. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again and resolves once it answers. */
  start(): Promise<void>;
}

export interface LocalSite {
  /** Stops one server (SIGTERM, as a deploy or a crash would). */
  stop(name: ServiceName): Promise<void>;
  /** Starts it again and resolves once it answers. */
  start(name: ServiceName): Promise<void>;
  /**
   * One more server of `name` (e.g. a second mail API) with the site's env and `env` on top (its port,
   * its own files); resolves once it answers. It stops at cleanup like the others.
   */
  addInstance(name: ServiceName, label: string, env: NodeJS.ProcessEnv): Promise<ServerInstance>;
}

export interface LocalSiteOptions {
  /** The shell's URL under this env (its port). */
  readonly url: string;
  /** Ports, DEPLOY_ROOT, SMTP_URL… for every server. */
  readonly env?: NodeJS.ProcessEnv;
  /** One server's own env on top (e.g. its own DEPLOY_ROOT, when no disk is shared). */
  readonly envOf?: Partial<Record<ServiceName, NodeJS.ProcessEnv>>;
  /** Receives every output line of every server, with its label (e.g. to find a log line). */
  readonly onLine?: (label: string, line: string) => void;
}

/** Starts the six servers and resolves once the shell's `/` answers 200; they stop at cleanup. */
export async function startLocalSite({ url, env = {}, envOf = {}, onLine }: LocalSiteOptions): Promise<LocalSite> {
  // Measuring someone else's server (maybe an old build or a dev build) would give wrong numbers.
  if ((await statusOf(`${url}/`)) !== null) {
    throw new Error(`${url}/ already answers. Stop whatever serves that port (npm start?) and run this again.`);
  }
  console.log('Starting the site (shell, four remotes, mail API)…');
  // Server output stays quiet unless a server fails; then its last lines explain why.
  const output = new Map<string, string[]>();
  const instances = new Set<ServerInstance>();
  onCleanup(() => Promise.all([...instances].map((instance) => instance.stop())));

  /** A server that is not started yet; `label` names it in messages. */
  const instanceOf = (name: ServiceName, label: string, instanceEnv: NodeJS.ProcessEnv): ServerInstance => {
    const serverEnv = { ...env, ...instanceEnv };
    let running: RunningService | undefined;
    let stopping = false;
    const instance: ServerInstance = {
      get pid() {
        return running?.child.pid;
      },
      async start() {
        stopping = false;
        const service = startService(name, {
          env: serverEnv,
          onLine: (_, line) => {
            output.set(label, [...(output.get(label) ?? []), line].slice(-20));
            onLine?.(label, line);
          },
        });
        running = service;
        void service.exited.then((code) => {
          if (!cleanupStarted() && !stopping) {
            console.error(`${label} exited unexpectedly (code ${code}):\n  ${(output.get(label) ?? []).join('\n  ')}`);
          }
        });
        await waitUntilReady(service, readinessUrl(name, { ...process.env, ...serverEnv }));
      },
      async stop(signal) {
        stopping = true;
        await running?.stop(signal);
        running = undefined;
      },
    };
    instances.add(instance);
    return instance;
  };

  const site = new Map(startOrder.map((name) => [name, instanceOf(name, name, envOf[name] ?? {})]));
  try {
    await Promise.all([...site.values()].map((instance) => instance.start()));
  } catch (error) {
    const log = [...output].map(([name, lines]) => `${name}:\n  ${lines.join('\n  ')}`).join('\n');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${log}`);
  }
  const deadline = Date.now() + 30_000;
  while ((await statusOf(`${url}/`)) !== 200) {
    if (Date.now() > deadline) throw new Error(`${url}/ did not answer 200 within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.log(`The site is ready: ${url}`);
  return {
    stop: async (name) => site.get(name)?.stop(),
    start: async (name) => site.get(name)?.start(),
    async addInstance(name, label, instanceEnv) {
      const instance = instanceOf(name, label, instanceEnv);
      await instance.start();
      return instance;
    },
  };
}

/** The six ports from `first` on (shell, four remotes, mail API), as env variables. */
export function sitePorts(first: number): NodeJS.ProcessEnv {
  const names = ['SHELL_PORT', 'MARKETING_PORT', 'RESOURCES_PORT', 'PRICING_PORT', 'FORMS_PORT', 'MAIL_API_PORT'];
  return Object.fromEntries(names.map((name, index) => [name, String(first + index)]));
}

/**
 * The built site deployed into a temporary deploy root (as `npm start` does) and served on the
 * ports from `firstPort` on, with its own submissions database. `env` adds to the servers' env;
 * `deployEnv` to the deploy's (e.g. PRICING_PUBLIC_URL: where browsers fetch a remote's files).
 */
export async function startDeployedSite(
  firstPort: number,
  env: NodeJS.ProcessEnv = {},
  deployEnv: NodeJS.ProcessEnv = {},
): Promise<{ site: LocalSite; url: string; workDir: string; deployRoot: string }> {
  const ports = sitePorts(firstPort);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'site-'));
  onCleanup(() => rm(workDir, { recursive: true, force: true }));
  const deployRoot = path.join(workDir, 'deploy');
  const builds = new Map(deployables.map((name) => [name, path.join(repoRoot, services[name].dir, 'dist')]));
  await deployTogether(deployRoot, builds, { env: { ...ports, ...deployEnv } });
  const url = `http://localhost:${firstPort}`;
  const site = await startLocalSite({
    url,
    env: { ...ports, DEPLOY_ROOT: deployRoot, SUBMISSIONS_DB: path.join(workDir, 'submissions.db'), LOG_LEVEL: 'silent', ...env },
  });
  return { site, url, workDir, deployRoot };
}
