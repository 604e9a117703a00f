/**
 * The cache policy every deployable's files are served with: entry files are revalidated on each
 * load (so a redeploy is picked up at once), content-hashed files are cached forever.
 */
import path from 'node:path';
import expressStaticGzip from 'express-static-gzip';
import type { RequestHandler } from 'express';
import { CONTENT_HASHED_PATH } from '@site/site-formats/content-hash';

/** Files that name other files: they must never be served stale after a deploy. */
const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);

export type CachePolicy = 'revalidate' | 'immutable';

export function cachePolicyFor(filePath: string): CachePolicy {
  // A file's compressed copy (`main.0123456789.js.br`) is cached as the file is.
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(base)) return 'revalidate';
  return CONTENT_HASHED_PATH.test(base) ? 'immutable' : 'revalidate';
}

export const cacheControlHeader: Record<CachePolicy, string> = {
  revalidate: 'no-cache',
  immutable: 'public, max-age=31536000, immutable',
};

/**
 * Static files, and the copies the build compressed once as well as it can (brotli 11, gzip 9:
 * devkit/webpack's `precompressed`) where the request accepts them: sent whole with their length,
 * not compressed again per request at the lower level `compression()` uses (its brotli was larger
 * than gzip on the islands loader). A directory's compressed copies are listed when this is made:
 * give it folders that do not change (a build, a release).
 */
export function precompressedFiles(dir: string, options: expressStaticGzip.ExpressStaticGzipOptions['serveStatic']): RequestHandler {
  // No folder redirects (`/dir` → `/dir/`): serve-static builds them from the path as sent, and
  // `/\evil.example/..` (a folder) would go to `/\evil.example/../`, which browsers read as
  // `//evil.example/` (found by staticServer.fuzz.test.ts). No page of ours is a folder.
  const serveStatic = { ...options, redirect: false };
  const serve = expressStaticGzip(dir, { enableBrotli: true, orderPreference: ['br', 'gz'], index: false, serveStatic });
  return (req, res, next) => {
    serve(req, res, (error?: unknown) => {
      // Not served from here after all (a copy listed, then gone): the next folder's file goes out as it is.
      if (!res.headersSent) res.removeHeader('Content-Encoding');
      next(error);
    });
  };
}

/** Static files with the cache policy above; no directory listings, no index fallthrough. */
export function staticFiles(dir: string): RequestHandler {
  return precompressedFiles(dir, {
    index: false,
    etag: true,
    lastModified: true,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlHeader[cachePolicyFor(filePath)]);
    },
  });
}
