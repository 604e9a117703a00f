import type { DeliveryChannel, Transition } from './deliveryChannels';
import { createListeners } from './listeners';
import type { DeliveryQueue } from './submissionStore';

/** What a backend does for one delivery channel, in its SQL, holding the claims its own way. */
export interface QueueBackend<Row> {
  /**
   * Claims up to `limit` due rows that nobody holds, oldest due first. `takenOver`: the row was a
   * claim that ran out with no outcome recorded.
   */
  claim(limit: number): Promise<Array<{ readonly row: Row; readonly takenOver: boolean }>>;
  /** Writes the transition only while the row is this instance's claim; drops the claim once written if the transition ends it. */
  write(id: string, transition: Transition): Promise<void>;
  nextDueAt(): Promise<number | undefined>;
  release(id: string): Promise<void>;
  pendingCount(): Promise<number>;
  oldestPendingAt(): Promise<number | undefined>;
}

/** A channel's queue on a backend: the same mapping, state machine and takeover listeners for both. */
export function createDeliveryQueue<Item, Step, Row>(
  channel: DeliveryChannel<Item, Step, Row>,
  backend: QueueBackend<Row>,
): DeliveryQueue<Item, Step> {
  const takeovers = createListeners();
  return {
    async claimDue(limit) {
      const claimed = await backend.claim(limit);
      for (const { takenOver } of claimed) if (takenOver) takeovers.emit();
      return claimed.map(({ row }) => channel.toItem(row));
    },
    record: (id, step) => backend.write(id, channel.transition(step)),
    nextDueAt: () => backend.nextDueAt(),
    release: (id) => backend.release(id),
    pendingCount: () => backend.pendingCount(),
    oldestPendingAt: () => backend.oldestPendingAt(),
    onLeaseTakeover: takeovers.add,
  };
}
