/**
 * The release store in a local folder: a key is a file path under it. A write goes to a temporary
 * file that is renamed over the old one (a reader sees one or the other). Conditional writes are
 * honoured: the check and the rename happen under a lock on that key, so two processes on one
 * machine cannot both win. The lock is a file created exclusively (`wx`) holding its owner's pid; a
 * lock whose owner is gone is taken over. No clock is compared: a folder is one machine's, and
 * mtime-based staleness (proper-lockfile's) misjudges every lock when the process clock is shifted.
 */
import { createHash } from 'node:crypto';
import { mkdir, open, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { assertKey, PreconditionFailed, type ObjectStore, type PutOptions } from './objectStore';

/** The headers a file carries beside it (`<file>.meta.json`): a folder has no place for them. */
const META_SUFFIX = '.meta.json';
/** A conditional write's lock (a file beside the key's, while the write lasts). */
const LOCK_SUFFIX = '.lock';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, someone else's
  }
};

/** Holds `file`'s lock while `work` runs: waits (with a short sleep) while a live process holds it. */
async function withKeyLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  const lockFile = `${file}${LOCK_SUFFIX}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readIfPresent(lockFile))?.toString('utf8'));
      // Its owner exited mid-write (or the file is still being written: an empty pid waits a turn).
      if (owner > 0 && !isAlive(owner)) await rm(lockFile, { force: true });
      else if (attempt > 400) throw new Error(`${lockFile} is held by process ${owner}: nothing was written`);
      else await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 15));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockFile, { force: true });
  }
}

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
        entry.isDirectory()
          ? listUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
          : Promise.resolve(entry.name.endsWith(META_SUFFIX) || entry.name.endsWith(LOCK_SUFFIX) ? [] : [`${prefix}${entry.name}`]),
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
      return withKeyLock(file, async () => {
        const existing = await readIfPresent(file);
        if (options.ifNoneMatch && existing) throw new PreconditionFailed(key);
        if (options.ifMatch && (!existing || etagOfBytes(existing) !== options.ifMatch)) throw new PreconditionFailed(key);
        return write();
      });
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
