import type { Pool } from 'pg';
import type { Logger } from '../logger';
import { setList, type DeliveryChannel } from './deliveryChannels';
import type { QueueBackend } from './deliveryQueue';

/** What a channel's queue needs of the open PostgreSQL store. */
export interface PostgresQueueContext {
  readonly pool: Pool;
  /** Identifies this instance's claims. */
  readonly instanceId: string;
  readonly leaseMs: number;
  readonly logger: Logger;
}

/** The database's clock in epoch milliseconds (clock_timestamp: the time now, not at transaction start). */
const dbNowMs = `(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::bigint`;

/** Each channel's claim columns: the instance holding it and the end of its lease, so neither delivery waits for the other's claims. */
const claimColumns = {
  'e-mail': { by: 'claimed_by', until: 'claimed_until' },
  webhook: { by: 'webhook_claimed_by', until: 'webhook_claimed_until' },
} as const;

/**
 * A delivery channel in PostgreSQL, shared by every instance. One UPDATE claims due rows with
 * `FOR UPDATE SKIP LOCKED`, setting the claim and its lease on the database's clock (so instances'
 * clocks do not matter): two instances never get the same row while a lease runs, and a crashed
 * instance's rows come back when its leases end. Each step is written only while the row is still
 * this instance's claim, so one that lost its lease (stalled past it) cannot overwrite the new
 * holder's progress.
 */
export function postgresQueue<Item, Step, Row>(
  { work, open, dueAt, columns }: DeliveryChannel<Item, Step, Row>,
  { pool, instanceId, leaseMs, logger }: PostgresQueueContext,
): QueueBackend<Row> {
  const { by, until } = claimColumns[work];
  // `taken_over`: the row was someone's claim, lapsed (claims are cleared with every outcome).
  const claimDue = `
UPDATE submissions AS s SET ${by} = $1, ${until} = ${dbNowMs} + $3
FROM (
  SELECT id, ${by} FROM submissions
  WHERE ${open} AND ${dueAt} <= ${dbNowMs} AND (${until} IS NULL OR ${until} <= ${dbNowMs})
  ORDER BY ${dueAt}
  LIMIT $2
  FOR UPDATE SKIP LOCKED
) AS due
WHERE s.id = due.id
RETURNING ${columns.map((column) => `s.${column}`).join(', ')}, s.${dueAt} AS due_at, due.${by} IS NOT NULL AS taken_over`;
  // Rows held by another instance count from the end of their lease; this instance's own live claims not at all.
  const nextDue = `
SELECT MIN(GREATEST(${dueAt}, COALESCE(${until}, 0))) AS at FROM submissions
WHERE ${open} AND NOT (${by} IS NOT DISTINCT FROM $1 AND ${until} > ${dbNowMs})`;

  /** A query's one `at` (epoch ms, a bigint pg returns as a string), or undefined when it is NULL. */
  const readMs = async (sql: string, values: readonly unknown[]) => {
    const { rows } = await pool.query<{ at: string | null }>(sql, [...values]);
    const at = rows[0]?.at;
    return at === null || at === undefined ? undefined : Number(at);
  };
  const changeOwnRow = async (id: string, sql: string, values: readonly unknown[]) => {
    const { rowCount } = await pool.query(sql, [...values]);
    if (rowCount === 0) {
      // This instance stalled past its lease and another took the submission over: its record stands.
      logger.warn({ submissionId: id }, 'Delivery step not recorded: the submission is no longer claimed by this instance');
    }
  };

  return {
    async claim(limit) {
      const { rows } = await pool.query<Row & { due_at: string; taken_over: boolean }>(claimDue, [instanceId, limit, leaseMs]);
      // RETURNING keeps no order.
      return rows.sort((a, b) => Number(a.due_at) - Number(b.due_at)).map((row) => ({ row, takenOver: row.taken_over }));
    },
    write(id, transition) {
      const values: unknown[] = [id];
      const param = (value: unknown) => `$${values.push(value)}`;
      const unclaim = transition.endsClaim ? `, ${by} = NULL, ${until} = NULL` : '';
      const from = transition.from === undefined ? '' : ` AND ${transition.from}`;
      const set = setList(transition, param, () => dbNowMs);
      return changeOwnRow(id, `UPDATE submissions SET ${set}${unclaim} WHERE id = $1${from} AND ${by} = ${param(instanceId)}`, values);
    },
    nextDueAt: () => readMs(nextDue, [instanceId]),
    release: (id) =>
      changeOwnRow(id, `UPDATE submissions SET ${by} = NULL, ${until} = NULL WHERE id = $1 AND ${by} = $2`, [id, instanceId]),
    async pendingCount() {
      const { rows } = await pool.query<{ n: string }>(`SELECT COUNT(*) AS n FROM submissions WHERE ${open}`);
      return Number(rows[0]?.n ?? 0);
    },
    oldestPendingAt: () => readMs(`SELECT MIN(created_at) AS at FROM submissions WHERE ${open}`, []),
  };
}
