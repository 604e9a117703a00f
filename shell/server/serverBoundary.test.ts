/**
 * @jest-environment node
 *
 * Loading the shell's server loads no browser code and no deploy-writing code (issue 48): the
 * modules a fresh Node process holds after requiring app.ts, listed by Node itself; and the running
 * server (main.ts, with a deploy root, so with canaries watched) holds no deploy-writing code until a
 * canary review runs.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const listLoaded = `require('./server/app.ts'); process.stdout.write(JSON.stringify(Object.keys(require.cache)));`;

let loaded: string[] = [];

beforeAll(async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', listLoaded], {
    cwd: path.join(__dirname, '..'),
  });
  loaded = (JSON.parse(stdout) as string[]).map((file) => file.split(path.sep).join('/'));
}, 60_000);

it('loads the server pipeline itself', () => {
  expect(loaded.some((file) => file.endsWith('/shell/server/requestSite.ts'))).toBe(true);
});

it.each([
  ['the browser code of the shell', /\/shell\/src\//],
  ['the federation runtime', /\/@module-federation\//],
  ['React', /\/node_modules\/react(-dom)?\//],
  ["ui's components and behaviours", /\/ui\/src\/(behaviours|primitives|components)\//],
  ['the build kit (webpack, jsdom, satori)', /\/devkit\/src\//],
  ['the releases’ write side', /\/releases\/src\/store\.ts$|\/proper-lockfile\/|\/write-file-atomic\//],
])('does not load %s', (_what, pattern) => {
  expect(loaded.filter((file) => pattern.test(file))).toEqual([]);
});

// The deploy logic and its guard. (write-file-atomic may be loaded: the object store's file backend
// writes with it, and the server reads the releases through that client.)
const releasesWriteSide = /\/releases\/src\/(store|canaryStore|canaryReview)\.ts$|\/proper-lockfile\//;

/** The modules main.ts's process holds once it serves, written by a preload when SIGTERM stops it. */
async function loadedByRunningServer(): Promise<string[]> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'shell-main-'));
  const listFile = path.join(scratch, 'loaded.json');
  const preload = path.join(scratch, 'listOnExit.cjs');
  writeFileSync(
    preload,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(listFile)}, JSON.stringify(Object.keys(require.cache))));`,
  );
  const server = spawn(process.execPath, ['--import', 'tsx', '--require', preload, 'server/main.ts'], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, SHELL_PORT: '0', DEPLOY_ROOT: path.join(scratch, 'deploy-root'), LOG_LEVEL: 'info', RELEASES_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('shell: serving')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`main.ts exited (${code}) before serving: ${output}`)));
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  return (JSON.parse(readFileSync(listFile, 'utf8')) as string[]).map((file) => file.split(path.sep).join('/'));
}

it('serves with canaries watched but no deploy-writing code loaded until a review runs', async () => {
  const running = await loadedByRunningServer();
  expect(running.some((file) => file.endsWith('/releases/src/canaryWatch.ts'))).toBe(true);
  expect(running.filter((file) => releasesWriteSide.test(file))).toEqual([]);
}, 60_000);
