/** Builds the site and serves it with the same processes `npm start` starts (scripts/start.ts). */
import { spawnSync } from 'node:child_process';
import { readinessUrl, repoRoot, startService, waitUntilReady, type RunningService } from '@site/devkit/processes';
import type { ServiceName } from '@site/devkit/topology';
import { siteUrl } from './budgets';
import { cleanupStarted, onCleanup } from './cleanup';

const order: ServiceName[] = ['mailApi', 'marketing', 'resources', 'pricing', 'forms', 'shell'];

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

/** Starts the six servers and resolves once `/` answers 200; they stop at cleanup. */
export async function startSite(): Promise<void> {
  // Measuring someone else's server (maybe an old build or a dev build) would give wrong numbers.
  if ((await statusOf(`${siteUrl}/`)) !== null) {
    throw new Error(`${siteUrl}/ already answers. Stop whatever serves port 3000 (npm start?) and run the budget again.`);
  }
  console.log('Starting the site (shell, four remotes, mail API)…');
  // Server output stays quiet unless a server fails; then its last lines explain why.
  const output = new Map<ServiceName, string[]>();
  const services: RunningService[] = [];
  onCleanup(() => Promise.all(services.map((service) => service.stop())));
  for (const name of order) {
    const service = startService(name, {
      onLine: (_, line) => output.set(name, [...(output.get(name) ?? []), line].slice(-20)),
    });
    services.push(service);
    void service.exited.then((code) => {
      if (!cleanupStarted()) console.error(`${name} exited unexpectedly (code ${code}):\n  ${(output.get(name) ?? []).join('\n  ')}`);
    });
  }
  try {
    await Promise.all(services.map((service) => waitUntilReady(service, readinessUrl(service.name))));
  } catch (error) {
    const log = [...output].map(([name, lines]) => `${name}:\n  ${lines.join('\n  ')}`).join('\n');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${log}`);
  }
  const deadline = Date.now() + 30_000;
  while ((await statusOf(`${siteUrl}/`)) !== 200) {
    if (Date.now() > deadline) throw new Error(`${siteUrl}/ did not answer 200 within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.log(`The site is ready: ${siteUrl}`);
}
