/**
 * The release store in S3-compatible object storage (`@aws-sdk/client-s3`): AWS S3, Cloudflare R2,
 * MinIO, GCS's interoperability API, or s3rver on this machine. Keys sit under an optional prefix
 * of one bucket. Conditional writes go as `If-Match` / `If-None-Match`, which AWS S3 and R2 honour;
 * a 412 (or R2's 409) is a PreconditionFailed. Whether the backend honours them is configuration
 * (`conditionalWrites`), since a server that ignores them (s3rver) answers 200 all the same.
 */
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertKey, PreconditionFailed, StoreUnavailable, type ObjectStore } from './objectStore';

export interface S3StoreOptions {
  readonly bucket: string;
  /** Keys are written under it (`releases/` → `releases/shell/state.json`); '' for the bucket's root. */
  readonly prefix?: string;
  /** The client's settings: region, credentials, an endpoint for a non-AWS server (path-style there). */
  readonly client?: S3ClientConfig;
  /** The backend honours If-Match / If-None-Match (AWS S3, R2: yes; s3rver: no). */
  readonly conditionalWrites?: boolean;
}

const statusOf = (error: unknown): number | undefined =>
  error instanceof S3ServiceException
    ? error.$metadata.httpStatusCode
    : (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

const isMissing = (error: unknown) => statusOf(error) === 404 || (error as { name?: string }).name === 'NoSuchKey';

export function s3ObjectStore({ bucket, prefix = '', client: config = {}, conditionalWrites = true }: S3StoreOptions): ObjectStore {
  const client = new S3Client(config);
  const base = prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`;
  const where = `s3://${bucket}/${base}`;
  const keyOf = (key: string) => {
    assertKey(key);
    return `${base}${key}`;
  };
  /** Runs a call; a missing object is null, an unreachable store a StoreUnavailable. */
  async function call<T>(run: () => Promise<T>, key?: string): Promise<T | null> {
    try {
      return await run();
    } catch (error) {
      if (isMissing(error)) return null;
      const status = statusOf(error);
      if (key && (status === 412 || status === 409)) throw new PreconditionFailed(key);
      throw new StoreUnavailable(where, error, status);
    }
  }
  return {
    where,
    conditionalWrites,
    async get(key) {
      return call(async () => {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        const body = Buffer.from((await answer.Body?.transformToByteArray()) ?? new Uint8Array());
        return {
          body,
          etag: answer.ETag ?? '',
          ...(answer.ContentType ? { contentType: answer.ContentType } : {}),
          ...(answer.CacheControl ? { cacheControl: answer.CacheControl } : {}),
        };
      });
    },
    async etagOf(key) {
      return call(async () => (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }))).ETag ?? '');
    },
    async put(key, content, options = {}) {
      const body = Buffer.isBuffer(content) ? content : Buffer.from(content);
      const answer = await call(
        () =>
          client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: keyOf(key),
              Body: body,
              ContentType: options.contentType,
              CacheControl: options.cacheControl,
              IfMatch: options.ifMatch,
              IfNoneMatch: options.ifNoneMatch,
            }),
          ),
        key,
      );
      return answer?.ETag ?? '';
    },
    async list(listPrefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await call(() =>
          client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${base}${listPrefix}`, ContinuationToken: token })),
        );
        for (const object of page?.Contents ?? []) if (object.Key) keys.push(object.Key.slice(base.length));
        token = page?.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async remove(keys) {
      // DeleteObjects takes at most 1000 keys a call.
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000).map((key) => ({ Key: keyOf(key) }));
        await call(() => client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } })));
      }
    },
  };
}
