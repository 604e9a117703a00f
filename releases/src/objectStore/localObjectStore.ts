/**
 * The release store in a local folder: a key is a file path under it. A write goes to a temporary
 * file that is renamed over the old one (a reader sees one or the other). Conditional writes are
 * honoured: the check and the rename happen under a lock on that key (proper-lockfile), so two
 * processes on one machine cannot both win.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { lock } from 'proper-lockfile';
import writeFileAtomic from 'write-file-atomic';
import { assertKey, PreconditionFailed, type ObjectStore, type PutOptions } from './objectStore';

/** The headers a file carries beside it (`<file>.meta.json`): a folder has no place for them. */
const META_SUFFIX = '.meta.json';
/** A conditional write's lock (a folder beside the file, while the write lasts). */
const LOCK_SUFFIX = '.lock';

interface Meta {
  readonly contentType?: string;
  readonly cacheControl?: string;
}

const etagOfBytes = (bytes: Buffer): string => `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`;

async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function localObjectStore(root: string): ObjectStore {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };

  async function listUnder(dir: string, prefix: string): Promise<string[]> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const nested = await Promise.all(
      entries.map((entry) =>
        entry.isDirectory() && !entry.name.endsWith(LOCK_SUFFIX)
          ? listUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
          : Promise.resolve(entry.isDirectory() || entry.name.endsWith(META_SUFFIX) ? [] : [`${prefix}${entry.name}`]),
      ),
    );
    return nested.flat();
  }

  return {
    where: root,
    conditionalWrites: true,
    async get(key) {
      const file = fileOf(key);
      const body = await readIfPresent(file);
      if (!body) return null;
      const meta = await readIfPresent(file + META_SUFFIX);
      return { body, etag: etagOfBytes(body), ...(meta ? (JSON.parse(meta.toString('utf8')) as Meta) : {}) };
    },
    async etagOf(key) {
      const body = await readIfPresent(fileOf(key));
      return body ? etagOfBytes(body) : null;
    },
    async put(key, content, options: PutOptions = {}) {
      const file = fileOf(key);
      const body = Buffer.isBuffer(content) ? content : Buffer.from(content);
      await mkdir(path.dirname(file), { recursive: true });
      const write = async () => {
        const meta: Meta = { contentType: options.contentType, cacheControl: options.cacheControl };
        if (meta.contentType || meta.cacheControl) await writeFileAtomic(file + META_SUFFIX, JSON.stringify(meta));
        await writeFileAtomic(file, body);
        return etagOfBytes(body);
      };
      if (!options.ifMatch && !options.ifNoneMatch) return write();
      // The lock sits beside the key's file, so a check and its write are one step for every process.
      const release = await lock(file, {
        realpath: false,
        lockfilePath: `${file}${LOCK_SUFFIX}`,
        retries: { retries: 40, minTimeout: 25, maxTimeout: 250 },
        stale: 10_000,
      });
      try {
        const existing = await readIfPresent(file);
        if (options.ifNoneMatch && existing) throw new PreconditionFailed(key);
        if (options.ifMatch && (!existing || etagOfBytes(existing) !== options.ifMatch)) throw new PreconditionFailed(key);
        return await write();
      } finally {
        await release();
      }
    },
    async list(prefix) {
      const dirPart = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/') + 1) : '';
      const under = dirPart ? path.join(root, ...dirPart.split('/').filter(Boolean)) : root;
      const keys = await listUnder(under, dirPart);
      return keys.filter((key) => key.startsWith(prefix)).sort();
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => Promise.all([rm(fileOf(key), { force: true }), rm(fileOf(key) + META_SUFFIX, { force: true })])));
    },
  };
}
