/**
 * Keeps a server's own release folder in step with the release store (issue 47): a shell or a
 * remote's server pulls (mirror.ts) at once, then every `intervalMs` (a pointer that did not
 * change costs a GET of a few hundred bytes; a new release is downloaded once). When the store
 * cannot be reached the folder stays as it is: the server keeps serving its last good releases, and
 * says so once (a warning, `up` false for its metrics), then once more when the store is back. A
 * server that starts while the store is down serves what its folder holds from an earlier run; with
 * an empty folder it waits, retrying, and says so: `ready` resolves once the folder holds a live
 * release of what it cannot serve without (`mustHold`), so it never serves an empty site.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteNames } from '@site/site-formats/topology';
import { pullMirror } from './mirror';
import type { ObjectStore } from './objectStore';
import { releasesStoreFromEnv } from './releasesStore';

export interface ReleaseSyncStatus {
  /** The last pull reached the store. */
  readonly up: boolean;
  /** When the folder was last brought up to the store (ms since the epoch), or null before the first pull. */
  readonly lastPulledAt: number | null;
  readonly lastError?: string;
}

export interface ReleaseSync {
  /** Resolves once the folder holds a live release of every deployable (at once when an earlier run left them). */
  readonly ready: Promise<void>;
  readonly isReady: () => boolean;
  readonly status: () => ReleaseSyncStatus;
  /** Pulls now (a beacon or a test wants the latest); resolves when that pull is over. */
  readonly pullNow: () => Promise<void>;
  /** Runs `work` on the folder with no pull under it (a canary step that pulls, decides and pushes itself). */
  readonly hold: <T>(work: () => Promise<T>) => Promise<T>;
  readonly stop: () => void;
}

export interface SyncLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface ReleaseSyncOptions {
  readonly store: ObjectStore;
  readonly localRoot: string;
  readonly deployables: readonly string[];
  /** The deployables whose live release the server cannot serve without (the shell: its own); default all. */
  readonly mustHold?: readonly string[];
  readonly intervalMs?: number;
  /** Where it says what happened (a server's structured logger). */
  readonly logger?: SyncLogger;
}

/** Whether the folder names a live release of each deployable (pulled by an earlier run). */
function holdsLiveReleases(localRoot: string, deployables: readonly string[]): boolean {
  return deployables.every((name) => {
    const file = path.join(localRoot, name, 'state.json');
    return existsSync(file) && typeof (JSON.parse(readFileSync(file, 'utf8')) as { current?: unknown }).current === 'string';
  });
}

export function startReleaseSync({
  store,
  localRoot,
  deployables,
  mustHold = deployables,
  intervalMs = 2000,
  logger,
}: ReleaseSyncOptions): ReleaseSync {
  let status: ReleaseSyncStatus = { up: false, lastPulledAt: null };
  let served = holdsLiveReleases(localRoot, mustHold);
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  if (served) markReady();
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // Pulls and held work take turns on the folder, one at a time.
  let turn: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work);
    turn = result.catch(() => undefined);
    return result;
  };

  const pull = (): Promise<void> =>
    (running ??= exclusive(() => pullMirror(store, localRoot, deployables))
      .then(() => {
        if (!status.up && status.lastPulledAt !== null)
          logger?.info({ store: store.where }, `release store ${store.where} reachable again`);
        if (status.lastPulledAt === null) logger?.info({ store: store.where, folder: localRoot }, `releases pulled from ${store.where}`);
        status = { up: true, lastPulledAt: Date.now() };
        served ||= holdsLiveReleases(localRoot, mustHold);
        if (served) markReady();
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (status.up || status.lastError === undefined) {
          logger?.warn(
            { store: store.where, err: error },
            served
              ? `release store unreachable (${message}): serving the last good releases in ${localRoot}`
              : `waiting for the release store (${message}); retrying every ${intervalMs} ms, serving nothing until then`,
          );
        }
        status = { ...status, up: false, lastError: message };
      })
      .finally(() => {
        running = null;
      }));

  const loop = () => {
    if (stopped) return;
    void pull().then(() => {
      if (!stopped) timer = setTimeout(loop, intervalMs).unref();
    });
  };
  loop();
  return {
    ready,
    isReady: () => served,
    status: () => status,
    pullNow: pull,
    hold: exclusive,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * A server's sync from its environment: none without RELEASES_URL; with it, DEPLOY_ROOT must name the
 * server's own folder. `name` is the deployable the server serves (what it cannot serve without);
 * every deployable is pulled (the shell composes them all; a remote's server needs its own only, but
 * the pointers are few).
 */
export function releaseStoreSyncFromEnv(
  env: NodeJS.ProcessEnv,
  localRoot: string | null,
  name: string,
  logger?: ReleaseSyncOptions['logger'],
): (ReleaseSync & { readonly where: string; readonly store: ObjectStore }) | null {
  if (!env.RELEASES_URL?.trim()) return null;
  if (!localRoot) throw new Error('RELEASES_URL is set: DEPLOY_ROOT must name this server’s own folder for the releases it pulls');
  const store = releasesStoreFromEnv(env, localRoot);
  const intervalMs = Number(env.RELEASES_PULL_INTERVAL_MS ?? 2000);
  const sync = startReleaseSync({ store, localRoot, deployables: ['shell', ...remoteNames], mustHold: [name], intervalMs, logger });
  return { ...sync, where: store.where, store };
}
