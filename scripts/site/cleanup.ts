/**
 * Everything the budget starts (servers, Chromium) registers how to stop it here, so a failure or
 * Ctrl-C stops it too and no process is left behind.
 */
const pending = new Set<() => Promise<unknown>>();
let started = false;

/** True once cleanUp has begun: from then on a server that exits was told to (Ctrl-C reaches them too). */
export function cleanupStarted(): boolean {
  return started;
}

/** Registers `stop`; the returned function runs it now (once) and unregisters it. */
export function onCleanup(stop: () => Promise<unknown>): () => Promise<void> {
  pending.add(stop);
  return async () => {
    if (pending.delete(stop)) await stop();
  };
}

/** Runs every registered stop, newest first; one that fails does not keep the others from running. */
export async function cleanUp(): Promise<void> {
  started = true;
  const stops = [...pending].reverse();
  pending.clear();
  for (const stop of stops) {
    try {
      await stop();
    } catch (error) {
      console.error('cleanup:', error instanceof Error ? error.message : error);
    }
  }
}
