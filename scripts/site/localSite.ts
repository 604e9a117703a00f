/**
 * The whole site served by the same processes `npm start` starts (devkit/processes), for the
 * measuring scripts (budget, soak): built, started, one server stopped and started again, all stopped
 * at cleanup (also on failure and Ctrl-C).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deployTogether, deployables } from '@site/devkit/deploy/store';
import { readinessUrl, repoRoot, startOrder, startService, waitUntilReady, type RunningService } from '@site/devkit/processes';
import { services, type ServiceName } from '@site/devkit/topology';
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

export interface LocalSite {
  /** Stops one server (SIGTERM, as a deploy or a crash would). */
  stop(name: ServiceName): Promise<void>;
  /** Starts it again and resolves once it answers. */
  start(name: ServiceName): Promise<void>;
}

export interface LocalSiteOptions {
  /** The shell's URL under this env (its port). */
  readonly url: string;
  /** Ports, DEPLOY_ROOT, SMTP_URL… for every server. */
  readonly env?: NodeJS.ProcessEnv;
}

/** Starts the six servers and resolves once the shell's `/` answers 200; they stop at cleanup. */
export async function startLocalSite({ url, env = {} }: LocalSiteOptions): Promise<LocalSite> {
  // Measuring someone else's server (maybe an old build or a dev build) would give wrong numbers.
  if ((await statusOf(`${url}/`)) !== null) {
    throw new Error(`${url}/ already answers. Stop whatever serves that port (npm start?) and run this again.`);
  }
  console.log('Starting the site (shell, four remotes, mail API)…');
  // Server output stays quiet unless a server fails; then its last lines explain why.
  const output = new Map<ServiceName, string[]>();
  const running = new Map<ServiceName, RunningService>();
  const stopping = new Set<ServiceName>();
  onCleanup(() => Promise.all([...running.values()].map((service) => service.stop())));

  const launch = (name: ServiceName) => {
    const service = startService(name, {
      env,
      onLine: (_, line) => output.set(name, [...(output.get(name) ?? []), line].slice(-20)),
    });
    running.set(name, service);
    void service.exited.then((code) => {
      if (!cleanupStarted() && !stopping.has(name)) {
        console.error(`${name} exited unexpectedly (code ${code}):\n  ${(output.get(name) ?? []).join('\n  ')}`);
      }
    });
    return service;
  };
  const ready = (service: RunningService) => waitUntilReady(service, readinessUrl(service.name, { ...process.env, ...env }));

  try {
    await Promise.all(startOrder.map(launch).map(ready));
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
    async stop(name) {
      stopping.add(name);
      await running.get(name)?.stop();
      running.delete(name);
    },
    async start(name) {
      stopping.delete(name);
      await ready(launch(name));
    },
  };
}

/** The six ports from `first` on (shell, four remotes, mail API), as env variables. */
function sitePorts(first: number): NodeJS.ProcessEnv {
  const names = ['SHELL_PORT', 'MARKETING_PORT', 'RESOURCES_PORT', 'PRICING_PORT', 'FORMS_PORT', 'MAIL_API_PORT'];
  return Object.fromEntries(names.map((name, index) => [name, String(first + index)]));
}

/**
 * The built site deployed into a temporary deploy root (as `npm start` does) and served on the
 * ports from `firstPort` on, with its own submissions database. `env` adds to the servers' env.
 */
export async function startDeployedSite(
  firstPort: number,
  env: NodeJS.ProcessEnv = {},
): Promise<{ site: LocalSite; url: string; workDir: string }> {
  const ports = sitePorts(firstPort);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'site-'));
  onCleanup(() => rm(workDir, { recursive: true, force: true }));
  const deployRoot = path.join(workDir, 'deploy');
  const builds = new Map(deployables.map((name) => [name, path.join(repoRoot, services[name].dir, 'dist')]));
  await deployTogether(deployRoot, builds, { env: ports });
  const url = `http://localhost:${firstPort}`;
  const site = await startLocalSite({
    url,
    env: { ...ports, DEPLOY_ROOT: deployRoot, SUBMISSIONS_DB: path.join(workDir, 'submissions.db'), LOG_LEVEL: 'silent', ...env },
  });
  return { site, url, workDir };
}
