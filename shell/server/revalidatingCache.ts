/**
 * Files fetched from another deployable (a remote's prerendered page, manifest or CSS as text, a
 * share card's PNG as bytes), kept in memory and revalidated with its ETag, so a remote's redeploy shows on the next request while an
 * unchanged file costs a 304. When the remote does not answer in time, the last good copy is used.
 * A content-hashed file never changes: it is fetched once.
 */
import { CONTENT_HASHED_PATH } from '@site/site-formats/content-hash';

export interface CachedText {
  readonly body: string;
  /** False when this is the last good copy because the origin did not answer now (it may be down). */
  readonly confirmed: boolean;
}

/** A binary file (a share card's PNG), kept as it came. */
export interface CachedBytes {
  readonly bytes: Buffer;
  readonly confirmed: boolean;
}

interface Entry<T> {
  readonly value: T;
  readonly etag: string | null;
  checkedAt: number;
}

export interface RevalidatingCacheOptions {
  /** Give up on a remote after this long (the page is then composed without it). */
  readonly timeoutMs?: number;
  /** Requests within this window share one revalidation (a burst costs one round trip). */
  readonly freshForMs?: number;
  /** Most entries kept (of text, and of bytes); the oldest is dropped first. */
  readonly maxEntries?: number;
  /** Told of every lookup's outcome and every failed fetch (the shell's /metrics). */
  readonly observer?: CacheObserver;
}

/**
 * `hit`: answered from memory (fresh, content-hashed, or confirmed by a 304); `miss`: the file had to
 * be downloaded (or was not to be had, nothing kept); `stale`: the origin failed, the last good copy
 * went out.
 */
type CacheLookup = 'hit' | 'miss' | 'stale';

export interface CacheObserver {
  lookup(url: string, result: CacheLookup): void;
  /** The origin did not answer in time, could not be reached, or answered an error other than 404. */
  fetchFailed(url: string): void;
}

interface Looked<T> {
  readonly value: T;
  readonly confirmed: boolean;
}

/** One cache of files read one way (as text, or as bytes). */
function createCache<T>(
  read: (response: Response) => Promise<T>,
  { timeoutMs = 1500, freshForMs = 1000, maxEntries = 500, observer }: RevalidatingCacheOptions,
) {
  const entries = new Map<string, Entry<T>>();
  const inFlight = new Map<string, Promise<{ found: Looked<T> | null; result: CacheLookup }>>();
  const unconfirmed = (url: string, entry: Entry<T> | undefined) => {
    observer?.fetchFailed(url);
    return { found: entry ? { value: entry.value, confirmed: false } : null, result: entry ? ('stale' as const) : ('miss' as const) };
  };

  async function revalidate(url: string, cached: Entry<T> | undefined): Promise<{ found: Looked<T> | null; result: CacheLookup }> {
    try {
      const response = await fetch(url, {
        headers: cached?.etag ? { 'If-None-Match': cached.etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && cached) {
        cached.checkedAt = Date.now();
        return { found: { value: cached.value, confirmed: true }, result: 'hit' };
      }
      if (!response.ok) {
        // Gone (e.g. a route the remote no longer has): forget it rather than serve it stale.
        if (response.status === 404) entries.delete(url);
        return response.status === 404 ? { found: null, result: 'miss' } : unconfirmed(url, cached);
      }
      const entry: Entry<T> = { value: await read(response), etag: response.headers.get('etag'), checkedAt: Date.now() };
      entries.delete(url);
      entries.set(url, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return { found: { value: entry.value, confirmed: true }, result: 'miss' };
    } catch {
      return unconfirmed(url, cached); // down or slow: the last good copy, or nothing
    }
  }

  return async (url: string): Promise<Looked<T> | null> => {
    const cached = entries.get(url);
    if (cached && (CONTENT_HASHED_PATH.test(new URL(url).pathname) || Date.now() - cached.checkedAt < freshForMs)) {
      observer?.lookup(url, 'hit');
      return { value: cached.value, confirmed: true };
    }
    let pending = inFlight.get(url);
    if (!pending) {
      pending = revalidate(url, cached).finally(() => inFlight.delete(url));
      inFlight.set(url, pending);
    }
    const { found, result } = await pending;
    observer?.lookup(url, result);
    return found;
  };
}

export function createRevalidatingCache(options: RevalidatingCacheOptions = {}) {
  const text = createCache((response) => response.text(), options);
  const bytes = createCache(async (response) => Buffer.from(await response.arrayBuffer()), options);
  return {
    async get(url: string): Promise<CachedText | null> {
      const file = await text(url);
      return file && { body: file.value, confirmed: file.confirmed };
    },
    /** A binary file, e.g. a share card's PNG: decoded as text it would not survive. */
    async getBytes(url: string): Promise<CachedBytes | null> {
      const file = await bytes(url);
      return file && { bytes: file.value, confirmed: file.confirmed };
    },
  };
}

export type RevalidatingCache = ReturnType<typeof createRevalidatingCache>;
