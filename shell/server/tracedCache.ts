/**
 * The remote cache's lookups as spans of the request that made them (a page's composition, the
 * route table, a document): one `remote file` span per lookup, with the URL, the kind of file and
 * the cache's answer (`hit`, `miss`, `stale`); a download or revalidation shows as its fetch span
 * inside it. No-ops without tracing (server-kit telemetry).
 */
import path from 'node:path';
import { inSpan, setActiveSpanAttributes } from '@site/server-kit/telemetry';
import type { CacheObserver, RevalidatingCache } from './revalidatingCache';

/** The kind of a remote file, from its name: what the composition asked for. */
function remoteFileKind(url: string): string {
  const name = path.posix.basename(new URL(url).pathname);
  if (name === 'routes.json') return 'routes';
  if (name === 'mf-manifest.json') return 'manifest';
  if (name.endsWith('.css')) return 'stylesheet';
  if (name.endsWith('.json')) return 'fragment';
  return 'document';
}

/** Adds each lookup's answer to the span it was made in, then tells `observer` (the metrics). */
export function spanResults(observer: CacheObserver): CacheObserver {
  return {
    lookup(url, result) {
      setActiveSpanAttributes({ 'cache.result': result });
      observer.lookup(url, result);
    },
    fetchFailed(url) {
      setActiveSpanAttributes({ 'cache.fetch_failed': true });
      observer.fetchFailed(url);
    },
  };
}

/** The cache, each lookup in a span of its own (see spanResults for its answer). */
export function tracedCache(cache: RevalidatingCache): RevalidatingCache {
  const traced =
    <T>(lookup: (url: string) => Promise<T>) =>
    (url: string): Promise<T> =>
      inSpan('remote file', { attributes: { 'url.full': url, 'remote.file_kind': remoteFileKind(url) } }, () => lookup(url));
  return { ...cache, get: traced((url) => cache.get(url)), getBytes: traced((url) => cache.getBytes(url)) };
}
