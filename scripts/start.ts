/**
 * `npm start`: builds what changed (Nx cache makes unchanged workspaces instant), deploys the five
 * builds into the deploy root (`.deploy/`, or DEPLOY_ROOT; an unchanged build is the release it
 * already was), then serves the whole site from there: shell, four remotes and the mail API.
 * `npm run deploy -w <workspace>` then switches one part of the running site. Ctrl-C stops every process.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { deployRootOf, deployTogether, deployables, type Deployable } from '@site/devkit/deploy/store';
import { readinessUrl, repoRoot, startService, waitUntilReady, type RunningService } from '@site/devkit/processes';
import { portOf, services, type ServiceName } from '@site/devkit/topology';

const order: ServiceName[] = ['mailApi', 'marketing', 'resources', 'pricing', 'forms', 'shell'];
const width = Math.max(...order.map((name) => name.length));

function log(name: string, line: string) {
  console.log(`${name.padEnd(width)} │ ${line}`);
}

if (!process.argv.includes('--no-build')) {
  console.log('Building the shell and the four remotes (cached when unchanged)…');
  const build = spawnSync('npx', ['lerna', 'run', 'build', '--stream'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('Build failed; nothing was started.');
    process.exit(build.status ?? 1);
  }
}

const running: RunningService[] = [];
let stopping = false;

async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await Promise.all(running.map((service) => service.stop()));
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function main() {
  const deployRoot = deployRootOf();
  const builds = new Map<Deployable, string>(deployables.map((name) => [name, path.join(repoRoot, services[name].dir, 'dist')]));
  for (const result of await deployTogether(deployRoot, builds)) {
    log(result.name, `live release ${result.version}${result.alreadyPublished ? '' : ' (new)'}`);
  }
  for (const name of order) {
    const service = startService(name, { onLine: log, env: { DEPLOY_ROOT: deployRoot } });
    running.push(service);
    void service.exited.then((code) => {
      if (!stopping) {
        log(name, `exited unexpectedly (code ${code}); stopping the site.`);
        void stopAll(1);
      }
    });
  }
  await Promise.all(running.map((service) => waitUntilReady(service, readinessUrl(service.name))));
  console.log(
    `\n  The site is ready: http://localhost:${portOf('shell')}\n  Mail API: http://localhost:${portOf('mailApi')} · Press Ctrl-C to stop.\n`,
  );
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
});
