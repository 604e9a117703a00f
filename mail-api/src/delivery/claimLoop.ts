import { inSpan, linksTo } from '@site/server-kit/telemetry';
import type { Logger } from '../logger';

const minimumSleepMs = 10;

/** One kind of delivery the loop runs: how to claim its due work, and how to deliver one item. */
/** What the loop needs of an item: its id, its form (for logs), and the trace that accepted it (for a link). */
interface Deliverable {
  readonly id: string;
  readonly form: string;
  readonly traceparent?: string | undefined;
}

export interface ClaimLoopOptions<Item extends Deliverable> {
  /** For logs: 'e-mail' or 'webhook'. */
  readonly name: string;
  readonly claimDue: (limit: number) => Promise<Item[]>;
  readonly nextDueAt: () => Promise<number | undefined>;
  readonly release: (id: string) => Promise<void>;
  /** Delivers one claimed item and records the outcome; `running()` turns false when the loop is stopping. */
  readonly deliver: (item: Item, running: () => boolean) => Promise<void>;
  /** Items being delivered at once. */
  readonly concurrency: number;
  readonly logger: Logger;
  /** Longest sleep with nothing due: a safety net, since enqueues and retry times wake the loop anyway. */
  readonly idlePollMs?: number;
}

export interface ClaimLoop {
  /** Picks up everything due, including what a crashed process left behind. */
  start(): void;
  /** Something may be due now (called after each enqueue commit, this instance's or another's). */
  wake(): void;
  /** No new deliveries; resolves when those under way have finished and been recorded. */
  stop(): Promise<void>;
  /** Items being delivered right now. */
  busy(): number;
}

/**
 * Claims due work from the store and delivers it, up to `concurrency` at once, sleeping until the
 * next item falls due. The e-mail worker and the webhook worker are each one of these, with their
 * own slots and claims, so a slow SMTP server never holds up the CRM and the reverse.
 *
 * `inFlight` only tracks this instance's own deliveries, for its concurrency and a clean stop. A
 * store failure while recording an outcome leaves the claim in place: the item is left alone until
 * its lease ends, rather than retried at once against a store that just failed.
 */
export function createClaimLoop<Item extends Deliverable>(options: ClaimLoopOptions<Item>): ClaimLoop {
  const { name, claimDue, nextDueAt, release, deliver, concurrency, logger } = options;
  const idlePollMs = options.idlePollMs ?? 30_000;

  const inFlight = new Map<string, Promise<void>>();
  let running = false;
  let wanted = false;
  /** The pass reading the store, if one is under way: never two at once, or they would over-claim. */
  let pumping: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const isRunning = () => running;

  function wake(): void {
    if (!running) return;
    wanted = true;
    // Deferred, so a burst of wake-ups (one per commit, one per finished delivery) is one query.
    pumping ??= new Promise<void>((resolve) => setImmediate(resolve)).then(pumpWhileWanted).finally(() => {
      pumping = undefined;
      // A wake-up between the last pass and this line would otherwise be lost.
      if (wanted) wake();
    });
  }

  async function pumpWhileWanted(): Promise<void> {
    while (wanted && running) {
      wanted = false;
      await pump();
    }
  }

  async function pump(): Promise<void> {
    const free = concurrency - inFlight.size;
    if (free <= 0) return; // a finishing delivery wakes us
    let nextDue: number | undefined;
    try {
      const due = await claimDue(free);
      for (const item of due) {
        if (running) startDelivery(item);
        else await release(item.id);
      }
      nextDue = await nextDueAt();
    } catch (error) {
      logger.error({ err: error, delivery: name }, 'Reading the submission queue failed');
    }
    // Sleep until the next retry falls due (or the safety-net interval), unless every slot is busy.
    if (timer) clearTimeout(timer);
    if (running && inFlight.size < concurrency) {
      // The floor: a row reported due that could not be claimed (another instance is claiming it right
      // now, or this host's clock is ahead of the database's) is asked for again shortly, not in a tight loop.
      const delay = nextDue === undefined ? idlePollMs : Math.min(Math.max(nextDue - Date.now(), minimumSleepMs), idlePollMs);
      timer = setTimeout(wake, delay);
      timer.unref();
    }
  }

  function startDelivery(item: Item): void {
    // Each delivery is a trace of its own (it happens later, maybe on another instance), linked to the
    // request that accepted the submission; its SMTP sends or webhook POST are spans in it.
    const attributes = { 'submission.id': item.id, 'submission.form': item.form, 'delivery.kind': name };
    const task = inSpan(`deliver ${name}`, { root: true, links: linksTo(item.traceparent), attributes }, () => deliver(item, isRunning))
      .catch((error: unknown) => {
        // Only the store can fail here (delivery errors are handled in deliver): the claim stays until its lease ends.
        logger.error({ form: item.form, submissionId: item.id, delivery: name, err: error }, 'Recording a delivery step failed');
      })
      .finally(() => {
        inFlight.delete(item.id);
        wake();
      });
    inFlight.set(item.id, task);
  }

  return {
    start() {
      if (running) return;
      running = true;
      wake();
    },
    wake,
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await pumping;
      await Promise.allSettled([...inFlight.values()]);
    },
    busy: () => inFlight.size,
  };
}
