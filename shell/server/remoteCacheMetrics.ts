import { Counter, type Registry } from '@site/server-kit/metrics';
import { containerName, remoteNames } from '@site/site-formats/topology';
import type { RemotesManifest } from '../shared/contract';
import type { CacheObserver } from './revalidatingCache';

/**
 * Counts the remote cache's lookups and failed fetches per remote. A file's remote is the one whose
 * manifest entry's folder (its releases' root) the URL is under, as the live manifests said.
 */
export function remoteCacheMetrics(registry: Registry) {
  const lookups = new Counter({
    name: 'shell_remote_cache_requests_total',
    help: "Lookups in the shell's cache of remote files: hit (from memory or confirmed by a 304), miss (downloaded), stale (the remote failed; the last good copy)",
    labelNames: ['remote', 'result'] as const,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'shell_remote_fetch_failures_total',
    help: 'Fetches of remote files that failed: no answer in time, no connection, or an error status other than 404',
    labelNames: ['remote'] as const,
    registers: [registry],
  });
  const remoteOfContainer = new Map<string, string>(remoteNames.map((remote) => [containerName(remote), remote]));
  /** Root URL of a remote's files (its entry's folder above `releases/<version>/`) → the remote. */
  const roots = new Map<string, string>();
  const rootOf = (entry: string) => new URL('.', entry).href.replace(/releases\/[^/]+\/$/, '');
  const remoteOf = (url: string) => {
    for (const [root, remote] of roots) if (url.startsWith(root)) return remote;
    return 'unknown';
  };
  for (const remote of remoteNames) for (const result of ['hit', 'miss', 'stale']) lookups.inc({ remote, result }, 0);
  for (const remote of remoteNames) failures.inc({ remote }, 0);
  const observer: CacheObserver = {
    lookup: (url, result) => lookups.inc({ remote: remoteOf(url), result }),
    fetchFailed: (url) => failures.inc({ remote: remoteOf(url) }),
  };
  return {
    observer,
    /** Learns where each remote of a manifest lives (a handful of entries; a deploy may move one). */
    learn(manifest: RemotesManifest) {
      for (const { name, entry, fallback } of manifest.remotes) {
        const remote = remoteOfContainer.get(name);
        if (!remote) continue;
        for (const url of fallback ? [entry, fallback] : [entry]) {
          try {
            const root = rootOf(url);
            if (roots.get(root) === remote) continue;
            roots.set(root, remote);
            if (roots.size > 64) roots.delete(roots.keys().next().value as string);
          } catch {
            // not a URL: nothing to learn from it
          }
        }
      }
    },
  };
}
