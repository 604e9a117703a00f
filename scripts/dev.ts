/**
 * `npm run dev` (every remote from its dev server) and `npm run dev -w <part>` (that part alone):
 * the composed site on http://localhost:3000 (SHELL_PORT moves it), as visitors see it, with the
 * named parts from webpack's dev server (hot updates with React Fast Refresh, pages rendered on
 * request from the dev build: devkit/src/dev/) and the rest as they last were built.
 *
 * - Default: the other parts come from the last local build, their live releases in `.deploy/` (what
 *   `npm start` last deployed); a part with none yet is built and deployed first, and `--rebuild`
 *   does that for all of them (Nx's cache makes unchanged ones instant). The shell's server reads a
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
import {
  deployables,
  deployRootOf,
  liveBuildDir,
  MANIFEST_FILE,
  parseRemotesManifest,
  type Deployable,
  type RemotesManifest,
} from '@site/releases/release-root';
import { forEachLine, readinessUrl, repoRoot, startService, waitUntilReady, type RunningService } from '@site/server-kit/processes';
import { readableLogLines } from '@site/server-kit/telemetry/readable';
import { shellDevDist, shellDevServerPort, type DevPart } from '@site/devkit/dev/parts';
import { containerName, portOf, remoteNames, services, type RemoteName, type ServiceName } from '@site/site-formats/topology';

/** Every part has a dev server: the shell and the four remotes. */
const devParts: readonly DevPart[] = ['shell', ...remoteNames];

const say = (text: string) => process.stdout.write(`${text}\n`);
const width = 13;
/** The servers log JSON lines; at a terminal they are shown readable, as `npm start` shows them. */
const readable = process.stdout.isTTY && process.env.LOG_FORMAT !== 'json' ? readableLogLines({ colorize: true }) : (line: string) => line;
const log = (name: string, line: string) => say(`${name.padEnd(width)} │ ${readable(line)}`);

interface DevArguments {
  readonly parts: readonly DevPart[];
  readonly site: string | null;
  /** Build and deploy the other parts first, even where the deploy root has a release of them. */
  readonly rebuild: boolean;
}

function parseArguments(argv: readonly string[]): DevArguments {
  const parts: DevPart[] = [];
  let site: string | null = null;
  let rebuild = false;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? '';
    if (argument === '--rebuild') {
      rebuild = true;
      continue;
    }
    if (argument === '--site') {
      site = argv[++index] ?? '';
      if (!/^https?:\/\//.test(site))
        throw new Error(`--site takes the address of a running site, e.g. --site http://localhost:4000 (got "${site}")`);
      continue;
    }
    const part = devParts.find((name) => name === argument || services[name].dir === argument);
    if (!part) throw new Error(`${argument}: not a part with a dev server (${devParts.map((name) => services[name].dir).join(', ')})`);
    parts.push(part);
  }
  if (site && (parts.length !== 1 || parts[0] === 'shell'))
    throw new Error('--site takes one remote: npm run dev -w <mfe-…> -- --site <url> (the shell is the site’s)');
  return { parts: parts.length ? parts : devParts, site, rebuild };
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
function startDevServer(part: DevPart): { child: ChildProcess; ready: Promise<void>; stop: () => Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'devkit/src/dev/cli.ts'), part], {
    cwd: path.join(repoRoot, services[part].dir),
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (message) => message === 'ready' && resolve());
    child.once('exit', (code) => reject(new Error(`${part}'s dev server exited (code ${code}) before it was ready`)));
  });
  for (const stream of [child.stdout, child.stderr]) forEachLine(stream, (line) => log(`${part} (dev)`, line));
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

/**
 * The deploy root's remotes for the shell's server: the named parts pointed at their dev servers,
 * the others at the servers this command starts (a local entry is moved to this run's port: the
 * deploy may have been made for other ports, e.g. the e2e suite's).
 */
export function devRemotesManifest(live: RemotesManifest, devParts: readonly DevPart[], host = 'localhost'): RemotesManifest {
  const parts = devParts.filter((part): part is RemoteName => part !== 'shell');
  const isDev = (name: string) => parts.some((part) => containerName(part) === name);
  const local = (remote: RemotesManifest['remotes'][number]) => {
    const part = remoteNames.find((name) => containerName(name) === remote.name);
    const rehomed = (address: string) => {
      const url = new URL(address);
      if (!part || !['localhost', '127.0.0.1'].includes(url.hostname)) return address;
      url.port = String(portOf(part));
      return url.href;
    };
    return { ...remote, entry: rehomed(remote.entry), ...(remote.fallback ? { fallback: rehomed(remote.fallback) } : {}) };
  };
  const devEntry = (part: RemoteName) => ({
    name: containerName(part),
    entry: `http://${host}:${portOf(part)}/mf-manifest.json`,
    dev: 'local' as const,
  });
  return { remotes: [...live.remotes.filter((remote) => !isDev(remote.name)).map(local), ...parts.map(devEntry)] };
}

/**
 * The other parts as they were last built: their live releases in the deploy root. A part that has
 * none yet (a fresh clone), or every one with `--rebuild`, is built (Nx-cached) and deployed first.
 */
async function otherPartsDeployed(others: readonly Deployable[], rebuild: boolean): Promise<string> {
  const deployRoot = deployRootOf();
  const missing = others.filter((name) => rebuild || !liveBuildDir(deployRoot, name));
  if (missing.length) {
    say(`Building ${missing.join(', ')} (cached when unchanged)…`);
    const scopes = missing.flatMap((name) => ['--scope', `@site/${services[name].dir}`]);
    const build = spawnSync('npx', ['lerna', 'run', 'build', '--stream', ...scopes], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The build of the other parts failed; nothing was started.');
    const builds = new Map<Deployable, string>(missing.map((name) => [name, path.join(repoRoot, services[name].dir, 'dist')]));
    await deployTogether(deployRoot, builds);
  }
  for (const name of others) log(name, `from ${path.relative(repoRoot, liveBuildDir(deployRoot, name) ?? deployRoot)}`);
  return deployRoot;
}

/** Where a part's dev server is, as the terminal says. */
const devServerUrl = (part: DevPart) => `http://localhost:${part === 'shell' ? shellDevServerPort() : portOf(part)}`;

async function runWithLocalBuilds(parts: readonly DevPart[], rebuild: boolean): Promise<void> {
  const others = deployables.filter((name) => !(parts as readonly string[]).includes(name));
  const deployRoot = await otherPartsDeployed(others, rebuild);
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
  // Each is stopped with the rest from the moment it starts, whatever fails after.
  const start = (name: ServiceName, serviceEnv: NodeJS.ProcessEnv) => {
    const service = startService(name, { env: serviceEnv, onLine });
    servicesStarted.push(service);
    running.push(service);
  };
  for (const name of serviceNames) start(name, env);
  // The shell's server serves its dev build's files (once its frames are there) and loads its dev client in every page.
  const shellInDev = parts.includes('shell');
  if (shellInDev) await devServers[parts.indexOf('shell')]?.ready;
  const shellEnv = shellInDev
    ? { DIST_DIR: shellDevDist(path.join(repoRoot, services.shell.dir)), SHELL_DEV_SERVER: devServerUrl('shell') }
    : {};
  start('shell', { ...env, REMOTES_FILE: remotesFile, ...shellEnv });
  await Promise.all([
    ...servicesStarted.map((service) => waitUntilReady(service, readinessUrl(service.name), 60_000)),
    ...devServers.map((server) => server.ready),
  ]);
  say(
    `\n  The site is ready: http://localhost:${portOf('shell')}\n` +
      `  From dev servers (hot reload): ${parts.map((part) => `${part} ${devServerUrl(part)}`).join(', ')}\n` +
      (others.length ? `  The rest from the last build in ${path.relative(repoRoot, deployRoot) || '.'}. ` : '  ') +
      'Press Ctrl-C to stop.',
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
  const { parts, site, rebuild } = parseArguments(process.argv.slice(2));
  if (site) await runAgainstSite(parts[0] as RemoteName, site);
  else await runWithLocalBuilds(parts, rebuild);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
});
