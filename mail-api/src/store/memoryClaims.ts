/**
 * Claims kept in memory, for a store whose one process delivers everything (SQLite's: writing
 * claims would cost an fsync each for nothing). A claim lasts `leaseMs` unless dropped with an outcome.
 */
export interface MemoryClaims {
  /** The ids held at `now`, as a JSON array for the queries; claims whose lease ran out are forgotten. */
  heldIds(now: number): string;
  /** Claims `id` until `now + leaseMs`; true when it is a takeover (its previous claim lapsed with no outcome). */
  take(id: string, now: number): boolean;
  drop(id: string): void;
}

export function createMemoryClaims(leaseMs: number): MemoryClaims {
  /** Submission id → end of its lease (epoch ms). */
  const claims = new Map<string, number>();
  /** Claims whose lease ran out with no outcome recorded: claiming one again is a takeover. */
  const lapsed = new Set<string>();
  return {
    heldIds(now) {
      for (const [id, until] of claims) {
        if (until > now) continue;
        claims.delete(id);
        lapsed.add(id);
        if (lapsed.size > 10_000) lapsed.delete(lapsed.values().next().value as string);
      }
      return JSON.stringify([...claims.keys()]);
    },
    take(id, now) {
      claims.set(id, now + leaseMs);
      return lapsed.delete(id);
    },
    drop(id) {
      claims.delete(id);
      lapsed.delete(id);
    },
  };
}
