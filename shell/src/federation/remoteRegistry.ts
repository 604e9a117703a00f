/**
 * Finds the remotes at run time: the shell's server publishes remotes.json (never cached), so a
 * remote can be moved or redeployed without rebuilding the shell.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fallbackToPreviousRelease } from './plugins/fallbackToPreviousRelease';
import { retryWithBackoff } from './plugins/retryWithBackoff';
import { skipInlinedStylesheets } from './plugins/skipInlinedStylesheets';
import type { RemoteName } from '@site/site-formats/topology';
import { REMOTES_MANIFEST_ELEMENT_ID, type RemoteManifestEntry, type RemotesManifest } from '../../shared/contract';

const REMOTES_MANIFEST_URL = '/remotes.json';
/** The module of every page remote's contract that the main slot mounts. */
export const PAGES_MODULE = './Pages';

async function fetchRemotesManifest(): Promise<unknown> {
  const inline = typeof document === 'undefined' ? null : document.getElementById(REMOTES_MANIFEST_ELEMENT_ID);
  if (inline?.textContent) {
    inline.remove(); // used once: a retry after a failure asks the server again
    try {
      return JSON.parse(inline.textContent) as unknown;
    } catch {
      // fall through to the server's copy
    }
  }
  const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}

function isRemotesManifest(value: unknown): value is RemotesManifest {
  if (typeof value !== 'object' || value === null) return false;
  const remotes = (value as { remotes?: unknown }).remotes;
  return (
    Array.isArray(remotes) &&
    remotes.every(
      (r: unknown) =>
        typeof r === 'object' &&
        r !== null &&
        typeof (r as RemoteManifestEntry).name === 'string' &&
        typeof (r as RemoteManifestEntry).entry === 'string' &&
        ['undefined', 'string'].includes(typeof (r as RemoteManifestEntry).fallback),
    )
  );
}

let registration: Promise<void> | null = null;
let registeredManifest: RemotesManifest = { remotes: [] };
/** Each remote's previous release, from remotes.json (for fallbackToPreviousRelease). */
const fallbacks = new Map<string, string>();
let pluginsRegistered = false;

/** Fetch remotes.json once per page load and register its remotes with the MF runtime. */
function ensureRemotesRegistered(): Promise<void> {
  registration ??= fetchRemotesManifest()
    .then((manifest) => {
      if (!isRemotesManifest(manifest)) throw new Error(`${REMOTES_MANIFEST_URL} is not a remotes manifest`);
      if (!pluginsRegistered) {
        registerPlugins([retryWithBackoff(), fallbackToPreviousRelease((name) => fallbacks.get(name)), skipInlinedStylesheets()]);
        pluginsRegistered = true;
      }
      registeredManifest = manifest;
      fallbacks.clear();
      for (const { name, fallback } of manifest.remotes) if (fallback) fallbacks.set(name, fallback);
      registerRemotes(
        manifest.remotes.map(({ name, entry }) => ({ name, entry })),
        { force: true },
      );
    })
    .catch((error: unknown) => {
      registration = null; // let a retry fetch it again
      throw error;
    });
  return registration;
}

/** The remotes this page knows (registering them first if need be): where each one's files are. */
export async function remotesManifest(): Promise<RemotesManifest> {
  await ensureRemotesRegistered();
  return registeredManifest;
}

/**
 * Loaded modules by `remote/module`. The promise, even a rejected one, stays cached so React's
 * `use()` sees the same promise on every render; `forgetRemoteModule` clears it for a retry.
 */
const modules = new Map<string, Promise<unknown>>();

function moduleId(remote: RemoteName, exposed: string): string {
  return `mfe_${remote}/${exposed.replace(/^\.\//, '')}`;
}

export function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  const id = moduleId(remote, exposed);
  let pending = modules.get(id);
  if (!pending) {
    pending = ensureRemotesRegistered()
      .then(() => loadRemote<T>(id))
      .then((loaded) => {
        if (loaded === null || loaded === undefined) throw new Error(`Remote module ${id} could not be loaded`);
        return loaded;
      });
    modules.set(id, pending);
  }
  return pending as Promise<T>;
}

export function forgetRemoteModule(remote: RemoteName, exposed: string): void {
  modules.delete(moduleId(remote, exposed));
}
