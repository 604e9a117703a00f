/**
 * @jest-environment node
 *
 * Loading the shell's server loads no browser code and no deploy-writing code (issue 48): the
 * modules a fresh Node process holds after requiring app.ts, listed by Node itself.
 */
import { execFile } from 'node:child_process';
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
