import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { setList, type DeliveryChannel } from './deliveryChannels';
import type { QueueBackend } from './deliveryQueue';
import type { GroupCommit } from './groupCommit';
import { createMemoryClaims } from './memoryClaims';
import { decodedRow, settled } from './sqliteValues';

/** What a channel's queue needs of the open SQLite store. */
export interface SqliteQueueContext {
  readonly db: DatabaseSync;
  readonly commits: GroupCommit;
  readonly leaseMs: number;
}

/**
 * A delivery channel in SQLite. Its claims are kept in memory (this process owns the file, see
 * sqliteStore.ts): a claimed row is left out of the queries until it is dropped or its lease ends.
 */
export function sqliteQueue<Item, Step, Row>(
  { open, dueAt, columns }: DeliveryChannel<Item, Step, Row>,
  { db, commits, leaseMs }: SqliteQueueContext,
): QueueBackend<Row> {
  const claims = createMemoryClaims(leaseMs);
  // The claimed ids (at most the worker's concurrency) come as a JSON array.
  const unclaimed = `id NOT IN (SELECT value FROM json_each(@exclude))`;
  const dueRows = db.prepare(
    `SELECT ${columns.join(', ')} FROM submissions WHERE ${open} AND ${dueAt} <= @now AND ${unclaimed} ORDER BY ${dueAt} LIMIT @limit`,
  );
  const nextDue = db.prepare(`SELECT MIN(${dueAt}) AS at FROM submissions WHERE ${open} AND ${unclaimed}`);
  const pending = db.prepare(`SELECT COUNT(*) AS n FROM submissions WHERE ${open}`);
  const oldestPending = db.prepare(`SELECT MIN(created_at) AS at FROM submissions WHERE ${open}`);
  /** Each step's UPDATE, prepared the first time it is written. */
  const updates = new Map<string, StatementSync>();
  const prepared = (sql: string) => {
    let statement = updates.get(sql);
    if (!statement) updates.set(sql, (statement = db.prepare(sql)));
    return statement;
  };

  return {
    claim(limit) {
      const now = Date.now();
      return settled(() =>
        (dueRows.all({ now, limit, exclude: claims.heldIds(now) }) as Array<Record<string, unknown>>).map((row) => ({
          row: decodedRow(row) as Row,
          takenOver: claims.take(String(row.id), now),
        })),
      );
    },
    async write(id, transition) {
      const values: SQLInputValue[] = [];
      const param = (value: SQLInputValue) => `?${values.push(value)}`;
      const from = transition.from === undefined ? '' : ` AND ${transition.from}`;
      const sql = `UPDATE submissions SET ${setList(transition, param, () => param(Date.now()))} WHERE id = ${param(id)}${from}`;
      const statement = prepared(sql);
      await commits.write('mark', () => statement.run(...values));
      // Dropped only once the outcome is committed: until then the row stays this process's.
      if (transition.endsClaim) claims.drop(id);
    },
    nextDueAt() {
      return settled(() => (nextDue.get({ exclude: claims.heldIds(Date.now()) }) as { at: number | null }).at ?? undefined);
    },
    release(id) {
      claims.drop(id);
      return Promise.resolve();
    },
    pendingCount: () => settled(() => (pending.get() as { n: number }).n),
    oldestPendingAt: () => settled(() => (oldestPending.get() as { at: number | null }).at ?? undefined),
  };
}
