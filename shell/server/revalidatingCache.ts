/**
 * Text fetched from another deployable (a remote's prerendered page, manifest or CSS), kept in
 * memory and revalidated with its ETag, so a remote's redeploy shows on the next request while an
 * unchanged file costs a 304. When the remote does not answer in time, the last good copy is used.
 */
export interface CachedText {
  readonly body: string;
  /** False when this is the last good copy because the origin did not answer now (it may be down). */
  readonly confirmed: boolean;
}

interface Entry {
  readonly body: string;
  readonly etag: string | null;
  checkedAt: number;
  readonly confirmed: true;
}

export interface RevalidatingCacheOptions {
  /** Give up on a remote after this long (the page is then composed without it). */
  readonly timeoutMs?: number;
  /** Requests within this window share one revalidation (a burst costs one round trip). */
  readonly freshForMs?: number;
  /** Most entries kept; the oldest is dropped first. */
  readonly maxEntries?: number;
}

/** Content-hashed file names never change content: fetched once. */
const IMMUTABLE = /\.[0-9a-f]{8,}\.(css|js)$/;

const unconfirmed = (entry: Entry | undefined): CachedText | null => (entry ? { body: entry.body, confirmed: false } : null);

export function createRevalidatingCache({ timeoutMs = 1500, freshForMs = 1000, maxEntries = 500 }: RevalidatingCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<CachedText | null>>();

  async function revalidate(url: string, cached: Entry | undefined): Promise<CachedText | null> {
    try {
      const response = await fetch(url, {
        headers: cached?.etag ? { 'If-None-Match': cached.etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && cached) {
        cached.checkedAt = Date.now();
        return cached;
      }
      if (!response.ok) {
        // Gone (e.g. a route the remote no longer has): forget it rather than serve it stale.
        if (response.status === 404) entries.delete(url);
        return response.status === 404 ? null : unconfirmed(cached);
      }
      const entry: Entry = { body: await response.text(), etag: response.headers.get('etag'), checkedAt: Date.now(), confirmed: true };
      entries.delete(url);
      entries.set(url, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return entry;
    } catch {
      return unconfirmed(cached); // down or slow: the last good copy, or nothing
    }
  }

  return {
    async get(url: string): Promise<CachedText | null> {
      const cached = entries.get(url);
      if (cached && (IMMUTABLE.test(new URL(url).pathname) || Date.now() - cached.checkedAt < freshForMs)) return cached;
      let pending = inFlight.get(url);
      if (!pending) {
        pending = revalidate(url, cached).finally(() => inFlight.delete(url));
        inFlight.set(url, pending);
      }
      return pending;
    },
  };
}

export type RevalidatingCache = ReturnType<typeof createRevalidatingCache>;
