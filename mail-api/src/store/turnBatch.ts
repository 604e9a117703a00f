/**
 * What is added during one event-loop turn, handed to `flush` together on setImmediate (after the
 * turn's I/O callbacks, so every request parsed in this turn is in). At high load one commit covers
 * many submissions; at low load an item waits less than a millisecond for company. Both backends'
 * writes go through one: SQLite's group commit (groupCommit.ts), PostgreSQL's batched INSERT.
 */
export interface TurnBatch<Item> {
  add(item: Item): void;
  /** Flushes what is queued now, then resolves once every flush under way has finished (used when closing). */
  flushNow(): Promise<void>;
}

/** `flush` settles each item's own outcome and never throws; it may be synchronous (SQLite) or not (PostgreSQL). */
export function createTurnBatch<Item>(flush: (batch: Item[]) => void | Promise<void>): TurnBatch<Item> {
  let queue: Item[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  const underWay = new Set<Promise<void>>();

  const run = () => {
    scheduled = undefined;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    const flushing = Promise.resolve(flush(batch)).finally(() => underWay.delete(flushing));
    underWay.add(flushing);
  };

  return {
    add(item) {
      queue.push(item);
      scheduled ??= setImmediate(run);
    },
    async flushNow() {
      if (scheduled) clearImmediate(scheduled);
      run();
      await Promise.allSettled([...underWay]);
    },
  };
}
