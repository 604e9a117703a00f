/**
 * A canary step taken by a shell when the releases are in object storage (issue 47): every shell
 * reviews the canaries, but a decision is taken once. The review runs holding the switch lock, on a
 * copy of the store pulled under that lock (so it sees any decision another shell took), and pushes
 * what it changed (canary.json, and a promoted release's pointers) before letting go. Every other
 * shell sees it on its next pull, within seconds. Without the database (unreachable) the lock cannot
 * be had: the review fails, the shell keeps serving, and the decision waits for it.
 */
import { pullMirror, pushWorkingCopy } from './mirror';
import type { ObjectStore } from './objectStore';
import type { ReleaseSync } from './releaseSync';
import type { SwitchLock } from './switchLock';

export interface StoreStep {
  readonly store: ObjectStore;
  /** The switch lock every shell shares (RELEASES_DATABASE_URL); without it, only the pointers' ETags guard the push. */
  readonly lock?: SwitchLock;
  readonly localRoot: string;
  readonly deployables: readonly string[];
  /** The server's own sync: it does not pull under the step. */
  readonly sync?: Pick<ReleaseSync, 'hold'>;
}

export async function stepInStore<T>({ store, lock, localRoot, deployables, sync }: StoreStep, step: () => Promise<T>): Promise<T> {
  const pullStepPush = async () => {
    const pulled = await pullMirror(store, localRoot, deployables);
    const result = await step();
    // Under the lock already: the pointers are checked and written with no other step between.
    await pushWorkingCopy(store, localRoot, deployables, pulled);
    return result;
  };
  const run = () => (lock ? lock.run(pullStepPush) : pullStepPush());
  return sync ? sync.hold(run) : run();
}
