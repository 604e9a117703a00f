/**
 * Serving a deployable from the deploy root (see releaseStore.ts). The live release is read from
 * its state file on every request, so a switch needs no restart and is seen by the next request.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type RequestHandler } from 'express';
import { cacheControlHeader, staticFiles } from '../cachePolicy';
import { releaseDir, releasesDir, type Deployable, type ReleaseState } from './releaseStore';

/** The live release's folder first, then the other kept ones (most recently live first); empty before a deploy. */
export async function releaseDirs(root: string, name: Deployable): Promise<string[]> {
  let state: ReleaseState;
  try {
    state = JSON.parse(await readFile(path.join(root, name, 'state.json'), 'utf8')) as ReleaseState;
  } catch {
    return [];
  }
  if (!state.current) return [];
  const others = state.releases.map((release) => release.version).filter((version) => version !== state.current);
  return [state.current, ...others].map((version) => releaseDir(root, name, version));
}

/**
 * Files at the site's root from the live release, else from a kept older one: a page opened before
 * a switch still gets its content-hashed chunks, which no newer release has. `dirs` may depend on
 * the request (a previewing browser's shell release comes first).
 */
export function filesFromReleases(dirs: (req: Request) => Promise<readonly string[]>): RequestHandler {
  const handlers = new Map<string, RequestHandler>();
  const handlerFor = (dir: string) => {
    let handler = handlers.get(dir);
    if (!handler) {
      handler = staticFiles(dir);
      handlers.set(dir, handler);
    }
    return handler;
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    dirs(req).then((candidates) => {
      const tryFrom = (index: number): void => {
        const dir = candidates[index];
        if (dir === undefined) {
          next();
          return;
        }
        handlerFor(dir)(req, res, (error?: unknown) => (error ? next(error) : tryFrom(index + 1)));
      };
      tryFrom(0);
    }, next);
  };
}

/** `/releases/<version>/…`: a release's files under its own path. They never change, so caches keep them. */
export function versionedReleaseFiles(root: string, name: Deployable): RequestHandler {
  return express.static(releasesDir(root, name), {
    index: false,
    etag: true,
    fallthrough: true,
    setHeaders(res) {
      res.setHeader('Cache-Control', cacheControlHeader.immutable);
    },
  });
}
