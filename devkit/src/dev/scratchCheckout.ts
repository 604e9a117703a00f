/**
 * A scratch copy of this checkout, for a test or a benchmark that edits source files as a team would
 * (devServer.spec.ts, scripts/dev/bench.ts) without touching the working tree: every file git knows
 * or would add, with the installed packages linked in (the workspaces' own links point at the copy's
 * folders, so the copy's sources are the ones built). Made in a few seconds; nothing is installed.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

/** Workspaces that have a node_modules of their own (versions that differ from the root's). */
const workspaceFolders = (root: string) => readdirSync(root).filter((entry) => existsSync(path.join(root, entry, 'package.json')));

export function makeScratchCheckout(target: string, options: { readonly leaveOut?: readonly string[] } = {}): string {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const leaveOut = options.leaveOut ?? [];
  for (const file of listed.stdout.split('\0')) {
    if (!file || leaveOut.some((prefix) => file.startsWith(prefix)) || !existsSync(path.join(repoRoot, file))) continue;
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(path.join(repoRoot, file), path.join(target, file));
  }
  // The root's packages, each linked; our own workspaces (@site/*) linked to the copy's folders.
  const modules = path.join(repoRoot, 'node_modules');
  mkdirSync(path.join(target, 'node_modules', '@site'), { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry === '@site') continue;
    symlinkSync(path.join(modules, entry), path.join(target, 'node_modules', entry));
  }
  for (const entry of readdirSync(path.join(modules, '@site'))) {
    symlinkSync(readlinkSync(path.join(modules, '@site', entry)), path.join(target, 'node_modules', '@site', entry));
  }
  for (const workspace of workspaceFolders(repoRoot)) {
    const own = path.join(repoRoot, workspace, 'node_modules');
    if (existsSync(own) && existsSync(path.join(target, workspace))) symlinkSync(own, path.join(target, workspace, 'node_modules'));
  }
  return target;
}
