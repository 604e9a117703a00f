/**
 * `npm run dev` (every remote from its dev server) and `npm run dev -w <part>` (that part alone):
 * the composed site on http://localhost:3000 (SHELL_PORT moves it), as visitors see it, with the
 * named parts from webpack's dev server (hot updates with React Fast Refresh, pages rendered on
 * request from the dev build: devkit/src/dev/) and the rest as they last were built.
 *
 * - Default: the other parts come from the last local build, deployed into `.deploy/` as `npm start`
 *   does (built first when they changed; Nx's cache makes that instant). The shell's server reads a
 *   remotes.json of its own (`.dev/remotes.json`) in which the named parts point at their dev servers.
 * - `-- --site <url>`: the shell and the other parts come from a running site; a proxy on :3000
 *   forwards to it with a dev override for the named part (signed with the site's preview secret:
 *   PREVIEW_SECRET, or the deploy root's own for a site on this machine), so the site's shell sends
 *   this browser its pages with that part from this machine.
 *
 * Ctrl-C stops everything it started.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deployTogether } from '@site/releases/store';
import { deployRootOf, MANIFEST_FILE, parseRemotesManifest, type Deployable, type RemotesManifest } from '@site/releases/release-root';
import { readinessUrl, repoRoot, startService, waitUntilReady, type RunningService } from '@site/server-kit/processes';
import { containerName, portOf, remoteNames, services, type RemoteName, type ServiceName } from '@site/site-formats/topology';

const say = (text: string) => process.stdout.write(`${text}\n`);
const width = 12;
const log = (name: string, line: string) => say(`${name.padEnd(width)} │ ${line}`);

interface DevArguments {
  readonly parts: readonly RemoteName[];
  readonly site: string | null;
}

function parseArguments(argv: readonly string[]): DevArguments {
  const parts: RemoteName[] = [];
  let site: string | null = null;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? '';
    if (argument === '--site') {
      site = argv[++index] ?? '';
      if (!/^https?:\/\//.test(site))
        throw new Error(`--site takes the address of a running site, e.g. --site http://localhost:4000 (got "${site}")`);
      continue;
    }
    const part = remoteNames.find((name) => name === argument || services[name].dir === argument);
    if (!part) throw new Error(`${argument}: not a part with a dev server (${remoteNames.map((name) => services[name].dir).join(', ')})`);
    parts.push(part);
  }
  if (site && parts.length !== 1) throw new Error('--site takes one part: npm run dev -w <part> -- --site <url>');
  return { parts: parts.length ? parts : [...remoteNames], site };
}

const running: Array<{ stop: () => Promise<void> }> = [];
let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  say('\nStopping…');
  void Promise.allSettled(running.map((item) => item.stop())).finally(() => process.exit(code));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** A part's dev server as a process of its own (its memory and its restarts are its own). */
function startDevServer(part: RemoteName): { child: ChildProcess; ready: Promise<void>; stop: () => Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'devkit/src/dev/cli.ts'), part], {
    cwd: path.join(repoRoot, services[part].dir),
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (message) => message === 'ready' && resolve());
    child.once('exit', (code) => reject(new Error(`${part}'s dev server exited (code ${code}) before it was ready`)));
  });
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) log(`${part} (dev)`, line);
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    ready,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The deploy root's remotes with the named parts pointed at their dev servers, for the shell's server. */
export function devRemotesManifest(live: RemotesManifest, parts: readonly RemoteName[], host = 'localhost'): RemotesManifest {
  const devEntry = (part: RemoteName) => ({
    name: containerName(part),
    entry: `http://${host}:${portOf(part)}/mf-manifest.json`,
    dev: 'local' as const,
  });
  const others = live.remotes.filter((remote) => !parts.some((part) => containerName(part) === remote.name));
  return { remotes: [...others, ...parts.map(devEntry)] };
}

async function runWithLocalBuilds(parts: readonly RemoteName[]): Promise<void> {
  const others = (['shell', ...remoteNames] as const).filter((name) => !(parts as readonly string[]).includes(name));
  say(`Building ${others.join(', ')} (cached when unchanged)…`);
  const scopes = others.flatMap((name) => ['--scope', `@site/${services[name].dir}`]);
  const build = spawnSync('npx', ['lerna', 'run', 'build', '--stream', ...scopes], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build of the other parts failed; nothing was started.');

  const deployRoot = deployRootOf();
  const builds = new Map<Deployable, string>(others.map((name) => [name, path.join(repoRoot, services[name].dir, 'dist')]));
  for (const result of await deployTogether(deployRoot, builds)) log(result.name, `live release ${result.version}`);
  const liveFile = path.join(deployRoot, MANIFEST_FILE);
  const remotesFile = path.join(repoRoot, '.dev', MANIFEST_FILE);
  mkdirSync(path.dirname(remotesFile), { recursive: true });
  writeFileSync(
    remotesFile,
    `${JSON.stringify(devRemotesManifest(parseRemotesManifest(readFileSync(liveFile, 'utf8'), liveFile), parts), null, 2)}\n`,
  );

  const devServers = parts.map((part) => startDevServer(part));
  running.push(...devServers);
  const env = { DEPLOY_ROOT: deployRoot };
  const serviceNames: ServiceName[] = ['mailApi', ...others.filter((name): name is RemoteName => name !== 'shell')];
  const servicesStarted: RunningService[] = [];
  const onLine = (name: ServiceName, line: string) => log(name, line);
  for (const name of serviceNames) servicesStarted.push(startService(name, { env, onLine }));
  servicesStarted.push(startService('shell', { env: { ...env, REMOTES_FILE: remotesFile }, onLine }));
  running.push(...servicesStarted);
  await Promise.all([
    ...servicesStarted.map((service) => waitUntilReady(service, readinessUrl(service.name), 60_000)),
    ...devServers.map((server) => server.ready),
  ]);
  say(
    `\n  The site is ready: http://localhost:${portOf('shell')}\n` +
      `  From dev servers (hot reload): ${parts.map((part) => `${part} http://localhost:${portOf(part)}`).join(', ')}\n` +
      `  The rest from the last build in ${path.relative(repoRoot, deployRoot) || '.'}. Press Ctrl-C to stop.`,
  );
}

async function runAgainstSite(part: RemoteName, site: string): Promise<void> {
  const devServer = startDevServer(part);
  running.push(devServer);
  await devServer.ready;
  const { startSiteProxy } = await import('./dev/siteProxy');
  const proxy = await startSiteProxy({ site, part, devOrigin: `http://localhost:${portOf(part)}`, port: portOf('shell') });
  running.push(proxy);
  say(
    `\n  The site is ready: http://localhost:${portOf('shell')}\n` +
      `  ${new URL(site).origin} with ${part} from this machine (http://localhost:${portOf(part)}, hot reload). Press Ctrl-C to stop.`,
  );
}

async function main() {
  const { parts, site } = parseArguments(process.argv.slice(2));
  if (site) await runAgainstSite(parts[0] as RemoteName, site);
  else await runWithLocalBuilds(parts);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
});
