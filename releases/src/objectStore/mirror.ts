/**
 * A release root kept in an object store, worked on through a local folder (issue 47). The store
 * holds the truth; each shell, and each deploy job, has its own folder (no shared disk) and:
 *
 * - pulls: brings its folder up to the store, each release the pointers name that it lacks first
 *   (downloaded to a temporary folder, renamed in whole), the pointers last, so the folder never
 *   points at a release it does not hold. What the store then held is noted (each pointer's ETag);
 * - pushes (a deploy, a rollback, a canary step): uploads the releases it published, each file with
 *   its Content-Type and an immutable Cache-Control, the release's index last (a release is complete
 *   in the store before anything points at it), then the pointers it changed, each only if the
 *   store still holds the version it pulled: otherwise `PointersMoved`, and nothing is switched.
 *
 * The fs code of the release root (store.ts: guards, state, manifest; serving.ts) works on the
 * folder unchanged. Pointers are the only objects ever rewritten; everything under
 * `<deployable>/releases/<version>/` is written once.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lookup } from 'mime-types';
import { cacheControlHeader } from '@site/server-kit/static-server';
import { listFiles, type ReleaseState } from '../releaseRoot';
import { PreconditionFailed, type ObjectStore } from './objectStore';
import type { SwitchLock } from './switchLock';

/** The release root's pointers: the only keys ever rewritten. */
export function pointerKeys(deployables: readonly string[]): string[] {
  return ['remotes.json', 'canary.json', ...deployables.map((name) => `${name}/state.json`)];
}

/** A release's index in the store: the list of its files, written after them (the mark that it is complete). */
const releaseIndexKey = (name: string, version: string) => `${name}/release-index/${version}.json`;
const releaseFileKey = (name: string, version: string, file: string) => `${name}/releases/${version}/${file}`;

interface ReleaseIndex {
  readonly files: ReadonlyArray<{ readonly path: string; readonly sha256: string }>;
}

/** What the store held of each pointer when the folder was pulled: its ETag, or null for none. */
export type PulledPointers = ReadonlyMap<string, string | null>;

/** A push found a pointer changed in the store since the pull (another deploy switched it): nothing was switched. */
export class PointersMoved extends Error {
  constructor(readonly keys: readonly string[]) {
    super(`Another deploy changed ${keys.join(', ')} in the release store meanwhile: nothing was switched. Try again.`);
    this.name = 'PointersMoved';
  }
}

/** Transfers at a time: a release is a few hundred files, and one at a time took seconds on loopback. */
const TRANSFERS = 8;

/** Runs `work` on every item, `TRANSFERS` at a time, in order of start; resolves with the results in order. */
async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += TRANSFERS)
    results.push(...(await Promise.all(items.slice(start, start + TRANSFERS).map(work))));
  return results;
}

/** The versions a deployable's state names (live, earlier, kept, staged): the releases a folder must hold. */
function versionsNamedBy(stateJson: Buffer | null): string[] {
  if (!stateJson) return [];
  const state = JSON.parse(stateJson.toString('utf8')) as Partial<ReleaseState>;
  const versions = [
    state.current,
    ...(state.previous ?? []),
    ...(state.releases ?? []).map((r) => r.version),
    ...(state.staged ?? []).map((r) => r.version),
  ];
  return [...new Set(versions.filter((version): version is string => typeof version === 'string' && version !== ''))];
}

/** Downloads one release into the folder, unless it is there: to a temporary folder, then renamed in whole. */
async function pullRelease(store: ObjectStore, localRoot: string, name: string, version: string): Promise<void> {
  const target = path.join(localRoot, name, 'releases', version);
  if (existsSync(target)) return;
  const indexObject = await store.get(releaseIndexKey(name, version));
  if (!indexObject) throw new Error(`${store.where} names ${name} ${version}, which it does not hold complete (no release index)`);
  const index = JSON.parse(indexObject.body.toString('utf8')) as ReleaseIndex;
  const staging = path.join(localRoot, name, 'releases', `.pulling-${version}-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await inBatches(index.files, async (file) => {
    const object = await store.get(releaseFileKey(name, version, file.path));
    if (!object) throw new Error(`${store.where} lacks ${name} ${version}'s ${file.path}`);
    if (createHash('sha256').update(object.body).digest('hex') !== file.sha256)
      throw new Error(`${store.where} holds a ${name} ${version}'s ${file.path} that is not the one published`);
    const local = path.join(staging, ...file.path.split('/'));
    await mkdir(path.dirname(local), { recursive: true });
    await writeFile(local, object.body);
  });
  await rename(staging, target);
}

/**
 * Brings `localRoot` up to the store for `deployables` and returns each pointer's ETag as pulled.
 * Throws (StoreUnavailable) when the store cannot be reached: the folder is left as it was, still
 * serving the last good releases.
 */
export async function pullMirror(store: ObjectStore, localRoot: string, deployables: readonly string[]): Promise<PulledPointers> {
  mkdirSync(localRoot, { recursive: true });
  const pulled = new Map<string, string | null>();
  const pointers = new Map<string, Buffer | null>();
  for (const key of pointerKeys(deployables)) {
    const object = await store.get(key);
    pulled.set(key, object?.etag ?? null);
    pointers.set(key, object?.body ?? null);
  }
  for (const name of deployables) {
    for (const version of versionsNamedBy(pointers.get(`${name}/state.json`) ?? null)) await pullRelease(store, localRoot, name, version);
  }
  // The pointers last, each replaced whole: the folder now points at what it holds.
  for (const [key, body] of pointers) {
    const file = path.join(localRoot, ...key.split('/'));
    if (body === null) {
      await rm(file, { force: true });
      continue;
    }
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.pulling-${process.pid}`;
    await writeFile(temporary, body);
    await rename(temporary, file);
  }
  return pulled;
}

/** Uploads a release the folder holds, unless the store has it complete: its files, then its index. */
export async function pushRelease(store: ObjectStore, localRoot: string, name: string, version: string): Promise<{ uploaded: boolean }> {
  if (await store.etagOf(releaseIndexKey(name, version))) return { uploaded: false };
  const dir = path.join(localRoot, name, 'releases', version);
  const files = await inBatches(listFiles(dir), async (file) => {
    const body = await readFile(path.join(dir, ...file.split('/')));
    // Every file of a release is addressed by its version: cached for good, wherever it is served from.
    await store.put(releaseFileKey(name, version, file), body, {
      contentType: lookup(file.replace(/\.(br|gz)$/, '')) || 'application/octet-stream',
      cacheControl: cacheControlHeader.immutable,
    });
    return { path: file, sha256: createHash('sha256').update(body).digest('hex') };
  });
  await store.put(releaseIndexKey(name, version), JSON.stringify({ files } satisfies ReleaseIndex), {
    contentType: 'application/json',
    cacheControl: cacheControlHeader.immutable,
  });
  return { uploaded: true };
}

/**
 * Writes each pointer among `keys` whose local file differs from what was pulled, after checking
 * that the store still holds every one of them as pulled (PointersMoved if not). Where the store
 * honours conditional writes, each write carries the same condition; with a `lock` (switchLock.ts)
 * no other deploy checks or writes meanwhile, whatever the store honours. Returns the keys written.
 */
export async function pushPointers(
  store: ObjectStore,
  localRoot: string,
  pulled: PulledPointers,
  keys: readonly string[],
  lock?: SwitchLock,
): Promise<string[]> {
  // The check and the writes as one step for every deploy that shares the lock.
  if (lock) return lock.run(() => switchPointers(store, localRoot, pulled, keys));
  return switchPointers(store, localRoot, pulled, keys);
}

async function switchPointers(store: ObjectStore, localRoot: string, pulled: PulledPointers, keys: readonly string[]): Promise<string[]> {
  const moved: string[] = [];
  for (const key of keys) if ((await store.etagOf(key)) !== (pulled.get(key) ?? null)) moved.push(key);
  if (moved.length) throw new PointersMoved(moved);
  const written: string[] = [];
  for (const key of keys) {
    const file = path.join(localRoot, ...key.split('/'));
    const body = existsSync(file) ? await readFile(file) : null;
    const before = await store.get(key);
    if (body === null || (before && before.body.equals(body))) continue;
    const expected = pulled.get(key) ?? null;
    try {
      await store.put(key, body, {
        contentType: 'application/json',
        cacheControl: cacheControlHeader.revalidate,
        ...(expected ? { ifMatch: expected } : { ifNoneMatch: '*' as const }),
      });
    } catch (error) {
      if (error instanceof PreconditionFailed) throw new PointersMoved([key]);
      throw error;
    }
    written.push(key);
  }
  return written;
}

/**
 * After a command changed the folder (a deploy, a rollback, a canary step): every release the
 * pointers name that the store lacks, then the pointers, as `pushPointers` does.
 */
export async function pushWorkingCopy(
  store: ObjectStore,
  localRoot: string,
  deployables: readonly string[],
  pulled: PulledPointers,
  lock?: SwitchLock,
): Promise<string[]> {
  for (const name of deployables) {
    const stateFile = path.join(localRoot, name, 'state.json');
    const state = existsSync(stateFile) ? await readFile(stateFile) : null;
    for (const version of versionsNamedBy(state)) {
      if (existsSync(path.join(localRoot, name, 'releases', version))) await pushRelease(store, localRoot, name, version);
    }
  }
  return pushPointers(store, localRoot, pulled, pointerKeys(deployables), lock);
}
