import path from 'node:path';
import type express from 'express';
import { CONTENT_HASHED_PATH } from '@site/site-formats/content-hash';
import { ROUTE_TABLE_URL } from '../shared/contract';

/** The shell's requests by kind, for `http_requests_total` (bounded: never the path itself). */
export function shellRouteKind(req: express.Request): string {
  const { path: pathname } = req;
  if (pathname === '/metrics') return 'metrics';
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api';
  if (pathname === '/remotes.json') return 'remotes_json';
  if (pathname === ROUTE_TABLE_URL) return 'routes_json';
  if (pathname.startsWith('/__')) return 'internal'; // beacons, previews
  if (CONTENT_HASHED_PATH.test(pathname)) return 'asset_immutable';
  return path.posix.extname(pathname) === '' ? 'page' : 'asset';
}
