/**
 * Which release store this process uses, from its environment (docs/releases.md: "Releases in object storage", "Configuration"):
 *
 * - `RELEASES_URL` unset, a path or `file:///…`: the local folder (DEPLOY_ROOT, else `.deploy/`);
 * - `RELEASES_URL=s3://bucket/prefix`: S3-compatible storage, with the standard AWS variables
 *   (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_REGION`) and, for a server other than AWS,
 *   `RELEASES_S3_ENDPOINT` (path-style addressing). `RELEASES_S3_CONDITIONAL_WRITES=false` says the
 *   server ignores If-Match / If-None-Match (s3rver).
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { localObjectStore } from './localObjectStore';
import type { ObjectStore } from './objectStore';
import { s3ObjectStore } from './s3ObjectStore';

export function releasesStoreFromEnv(env: NodeJS.ProcessEnv, localRoot: string): ObjectStore {
  const url = env.RELEASES_URL?.trim();
  if (!url) return localObjectStore(localRoot);
  if (url.startsWith('file:')) return localObjectStore(fileURLToPath(url));
  if (!url.startsWith('s3://')) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) throw new Error(`RELEASES_URL must be s3://bucket/prefix or a folder, got "${url}"`);
    return localObjectStore(path.resolve(url));
  }
  const { host: bucket, pathname } = new URL(url);
  if (bucket.length < 3) throw new Error(`RELEASES_URL names no bucket (at least 3 characters): "${url}"`);
  const endpoint = env.RELEASES_S3_ENDPOINT?.trim();
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = env;
  return s3ObjectStore({
    bucket,
    prefix: pathname.replace(/^\/+/, ''),
    conditionalWrites: env.RELEASES_S3_CONDITIONAL_WRITES !== 'false',
    client: {
      region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
      // From the environment given (a deploy's, a test's); else the SDK's own chain (a role, a profile).
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey, sessionToken } } : {}),
    },
  });
}
