/**
 * `npm start`: builds what changed (Nx cache makes unchanged workspaces instant), deploys the five
 * builds into the deploy root (`.deploy/`, or DEPLOY_ROOT; an unchanged build is the release it
 * already was), then runs the whole site under PM2 from `ecosystem.config.cjs`: shell, four remotes
 * and the mail API.
 *
 * PM2 runs inside this process (its no-daemon mode, as `pm2-runtime` does), so the terminal shows
 * every service's output and PM2's own lines: a service that exits or crashes is restarted with
 * backoff ("App [pricing:3] exited with code [1] via signal [SIGKILL]", "… will restart in 200ms",
 * "… online"), while the others keep serving. Ctrl-C or SIGTERM stops every service (each gets
 * SIGINT and time to finish its requests), then this process. PM2's files (pids, logs) are in
 * PM2_HOME, default `.pm2/`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { deployTogether } from '@site/releases/store';
import { deployRootOf, deployables, type Deployable } from '@site/releases/release-root';
import { readinessUrl, repoRoot, supervisedApps, waitUntilAnswers } from '@site/server-kit/processes';
import { portOf, services } from '@site/site-formats/topology';
import { readableLogLines } from '@site/server-kit/telemetry/readable';

const width = Math.max(...supervisedApps().map((app) => app.name.length));

// Straight to stdout: PM2, running in this process, prefixes whatever goes through console.log.
function say(text: string) {
  process.stdout.write(`${text}\n`);
}

/**
 * The services log JSON lines (PM2's log files keep them so); at a terminal each is shown readable
 * (level, time, message, fields) after the service's name. LOG_FORMAT=json shows them as they are.
 */
const readable = process.stdout.isTTY && process.env.LOG_FORMAT !== 'json' ? readableLogLines({ colorize: true }) : (line: string) => line;

function log(name: string, line: string) {
  say(`${name.padEnd(width)} │ ${readable(line)}`);
}

/** The slice of PM2's API used here (pm2's own typings declare the module's functions). */
type Pm2 = typeof import('pm2');

interface LogPacket {
  readonly process: { readonly name: string };
  readonly data: string;
}

/** PM2's event bus, as far as it is used here (its typings leave it `any`). */
interface LogBus {
  on(event: 'log:out' | 'log:err', listener: (packet: LogPacket) => void): void;
}

/** A PM2 call that reports through a Node-style callback, as a promise. */
function pm2Call<T = void>(run: (done: (error: Error | null, result: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    run((error, result) => (error ? reject(error) : resolve(result)));
  });
}

let pm2: Pm2 | undefined;
let stopping = false;

/** Stops every service, then this process; a second signal while stopping changes nothing. */
function stopSite(code: number): void {
  if (stopping) return;
  stopping = true;
  say('\nStopping the site…');
  if (!pm2) process.exit(code);
  // PM2 stops each service (SIGINT, SIGKILL after its kill_timeout), then exits this process.
  pm2.killDaemon(() => process.exit(code));
}
process.on('SIGINT', () => stopSite(0));
process.on('SIGTERM', () => stopSite(0));

async function main() {
  if (!process.argv.includes('--no-build')) {
    say('Building the shell and the four remotes (cached when unchanged)…');
    const build = spawnSync('npx', ['lerna', 'run', 'build', '--stream'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('Build failed; nothing was started.');
      process.exit(build.status ?? 1);
    }
  }

  const deployRoot = deployRootOf();
  const builds = new Map<Deployable, string>(deployables.map((name) => [name, path.join(repoRoot, services[name].dir, 'dist')]));
  for (const result of await deployTogether(deployRoot, builds)) {
    log(result.name, `live release ${result.version}${result.alreadyPublished ? '' : ' (new)'}`);
  }

  // The services inherit this environment: they serve the live releases of this deploy root.
  process.env.DEPLOY_ROOT = deployRoot;
  // Read by PM2 when it loads: one PM2 home per site, so two sites (e.g. the e2e suite's) never share one.
  process.env.PM2_HOME = path.resolve(process.env.PM2_HOME ?? path.join(repoRoot, '.pm2'));
  pm2 = (await import('pm2')).default;
  const supervisor = pm2;
  await pm2Call((done) => supervisor.connect(true, done));
  const bus = await pm2Call<LogBus>((done) => supervisor.launchBus(done));
  for (const stream of ['log:out', 'log:err'] as const) {
    bus.on(stream, (packet) => {
      for (const line of packet.data.replace(/\n$/, '').split('\n')) log(packet.process.name, line);
    });
  }
  await pm2Call<unknown>((done) => supervisor.start(path.join(repoRoot, 'ecosystem.config.cjs'), done));

  await Promise.all(supervisedApps().map((app) => waitUntilAnswers(readinessUrl(app.name), 60_000)));
  say(
    `\n  The site is ready: http://localhost:${portOf('shell')}\n  Mail API: http://localhost:${portOf('mailApi')} · ` +
      `Logs: ${path.relative(repoRoot, process.env.PM2_HOME) || '.'}/logs · Press Ctrl-C to stop.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stopSite(1);
});
