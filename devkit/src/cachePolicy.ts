/**
 * The cache policy every deployable's files are served with: entry files are revalidated on each
 * load (so a redeploy is picked up at once), content-hashed files are cached forever.
 */
import path from 'node:path';
import express, { type RequestHandler } from 'express';

/** Files that name other files: they must never be served stale after a deploy. */
const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
/** `[name].[contenthash:10].ext`, as devkit/webpack names every emitted asset (and the islands loader's files). */
const CONTENT_HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

export type CachePolicy = 'revalidate' | 'immutable';

export function cachePolicyFor(filePath: string): CachePolicy {
  const base = path.basename(filePath);
  if (ENTRY_FILES.has(base)) return 'revalidate';
  return CONTENT_HASHED.test(base) ? 'immutable' : 'revalidate';
}

export const cacheControlHeader: Record<CachePolicy, string> = {
  revalidate: 'no-cache',
  immutable: 'public, max-age=31536000, immutable',
};

/** express.static with the cache policy above; no directory listings, no index fallthrough. */
export function staticFiles(dir: string): RequestHandler {
  return express.static(dir, {
    index: false,
    etag: true,
    lastModified: true,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlHeader[cachePolicyFor(filePath)]);
    },
  });
}
