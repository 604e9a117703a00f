/**
 * MF runtime plugin: when a remote's live release cannot be loaded even after retries (a broken
 * deploy, files missing on the CDN), the page uses the release that was live before it, which the
 * deploy names as `fallback` in remotes.json. A remote whose server is down has no working release:
 * then the error stands, and the shell shows "This part of the site is unavailable" with Try again.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface FederationManifestJson {
  readonly metaData: Record<string, unknown>;
}

export function fallbackToPreviousRelease(fallbackOf: (remoteName: string) => string | undefined): ModuleFederationRuntimePlugin {
  const usingFallback = new Set<string>();
  return {
    name: 'fallback-to-previous-release',

    async errorLoadRemote({ id, lifecycle, remote, origin }) {
      const name = remote?.name ?? id.split('/')[0] ?? '';
      const fallback = fallbackOf(name);
      if (!fallback || usingFallback.has(name)) return undefined;
      if (lifecycle === 'afterResolve') {
        // The manifest could not be read: hand over the previous release's, with its files' base
        // made absolute (the manifest says "auto", which would resolve against the broken release).
        const response = await fetch(fallback).catch(() => null);
        if (!response?.ok) return undefined; // the whole remote is down: no release will load
        const manifest = (await response.json()) as FederationManifestJson;
        usingFallback.add(name);
        return { ...manifest, metaData: { ...manifest.metaData, publicPath: new URL('.', fallback).href } };
      }
      if (lifecycle === 'onLoad') {
        // The entry or a module of the live release failed: load the same module from the previous one.
        usingFallback.add(name);
        // Chunks of the failed release may already sit in the remote's chunk list (webpack's
        // `webpackChunk<uniqueName>`, shared by every release of the remote); the previous release
        // would take them for its own modules. The list is a property of the global object, where
        // the next release's runtime looks for it.
        Reflect.deleteProperty(globalThis, `webpackChunk${name}`);
        origin.registerRemotes([{ name, entry: fallback }], { force: true });
        return origin.loadRemote(id);
      }
      return undefined;
    },
  };
}
