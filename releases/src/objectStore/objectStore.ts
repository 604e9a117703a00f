/**
 * Where releases live (issue 47): one interface over a flat key space of immutable files and a few
 * small pointers, with two backends. A local folder (`npm start`, most tests) and S3-compatible
 * object storage (AWS S3, Cloudflare R2, MinIO, GCS's interoperability API), chosen by
 * `RELEASES_URL` (releasesStoreFromEnv). Release files are written once under content-addressed
 * keys; going live rewrites a pointer, guarded by its ETag (compare and swap) where the backend
 * honours conditional writes, which `conditionalWrites` says (s3rver, the S3 server that installs
 * here, ignores them: the switch is then also serialised elsewhere, see issue 47).
 */

/** One stored object, as read back. */
interface StoredObject {
  readonly body: Buffer;
  /** Changes whenever the object does (quoted, as HTTP has it). */
  readonly etag: string;
  readonly contentType?: string;
  readonly cacheControl?: string;
}

export interface PutOptions {
  readonly contentType?: string;
  readonly cacheControl?: string;
  /** Write only if the object is still this version (its ETag): another writer's change is never lost. */
  readonly ifMatch?: string;
  /** Write only if there is no such object yet. */
  readonly ifNoneMatch?: '*';
}

/** A conditional write found the object changed (or present) under it: nothing was written. */
export class PreconditionFailed extends Error {
  constructor(readonly key: string) {
    super(`${key} changed while it was being written: nothing was written`);
    this.name = 'PreconditionFailed';
  }
}

/** The store could not be reached or answered with an error (distinct from a missing object). */
export class StoreUnavailable extends Error {
  constructor(
    readonly where: string,
    cause: unknown,
    /** The HTTP status it answered with, when it answered (credentials refused: 403). */
    readonly status?: number,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      status === undefined
        ? `The release store at ${where} cannot be reached: ${reason}`
        : `The release store at ${where} refused the request (HTTP ${status}): ${reason}`,
      { cause },
    );
    this.name = 'StoreUnavailable';
  }
}

export interface ObjectStore {
  /** Where it is, for messages and logs (a folder, or `s3://bucket/prefix`). */
  readonly where: string;
  /** Whether `ifMatch` / `ifNoneMatch` are honoured by the backend itself. */
  readonly conditionalWrites: boolean;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Its ETag only (a HEAD), or null when there is none: how a reader revalidates a pointer cheaply. */
  etagOf(key: string): Promise<string | null>;
  /** Writes the object whole (a reader sees the old one or the new one, never part); returns its ETag. */
  put(key: string, body: Buffer | string, options?: PutOptions): Promise<string>;
  /** Every key under `prefix` (`a/b/` lists `a/b/c` and `a/b/c/d`), sorted. */
  list(prefix: string): Promise<string[]>;
  /** Removes the objects; a missing one is not an error. */
  remove(keys: readonly string[]): Promise<void>;
}

/** A key is slash-separated words: no leading slash, no `.` or `..` segment, nothing a folder could escape by. */
export function assertKey(key: string): void {
  if (key === '' || key.startsWith('/') || key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`Not a store key: "${key}"`);
  }
}
