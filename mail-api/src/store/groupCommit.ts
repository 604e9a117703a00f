import type { DatabaseSync } from 'node:sqlite';
import { createTurnBatch } from './turnBatch';

/**
 * Group commit: writes requested during one event-loop turn run in a single transaction (see
 * turnBatch.ts), so at high load one fsync covers many submissions. Each caller's promise settles
 * after the commit: resolved once it is durable, rejected with the error if its write could not be
 * committed.
 */
export interface GroupCommit {
  /** Queue `apply` (synchronous statements) for the next commit; `kind` tells afterCommit what was in it. */
  write(kind: string, apply: () => void): Promise<void>;
  /** Commit whatever is queued now (used when closing). */
  flushNow(): Promise<void>;
}

interface PendingWrite {
  readonly kind: string;
  readonly apply: () => void;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

export interface GroupCommitOptions {
  /** Runs after a successful commit with the kinds of write it contained. */
  readonly afterCommit?: (kinds: ReadonlySet<string>) => void;
}

export function createGroupCommit(db: DatabaseSync, { afterCommit }: GroupCommitOptions = {}): GroupCommit {
  const begin = db.prepare('BEGIN');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');

  /** Applies the writes in one transaction: all committed, or none (and the error is thrown). */
  const runAll = (writes: readonly PendingWrite[]) => {
    begin.run();
    try {
      for (const write of writes) write.apply();
      commit.run();
    } catch (error) {
      // Some errors (SQLITE_FULL, I/O errors) make SQLite roll back by itself; roll back only if still open.
      if (db.isTransaction) rollback.run();
      throw error;
    }
  };

  const flush = (batch: readonly PendingWrite[]) => {
    try {
      runAll(batch);
      for (const write of batch) write.resolve();
      afterCommit?.(new Set(batch.map((write) => write.kind)));
      return;
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
    }
    // The shared transaction failed and was rolled back. Retry each write alone, so one that cannot
    // be written (an insert on a full disk) does not take down others that can (a worker's record
    // that a message went out, which only shrinks the file). Costs an fsync each, on failure only.
    const committed = new Set<string>();
    for (const write of batch) {
      try {
        runAll([write]);
        committed.add(write.kind);
        write.resolve();
      } catch (error) {
        write.reject(error);
      }
    }
    if (committed.size > 0) afterCommit?.(committed);
  };

  const writes = createTurnBatch(flush);
  return {
    write: (kind, apply) => new Promise<void>((resolve, reject) => writes.add({ kind, apply, resolve, reject })),
    flushNow: () => writes.flushNow(),
  };
}
