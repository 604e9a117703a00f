/**
 * MF runtime plugin: a remote's manifest or entry that fails to load is tried again, after 250 ms,
 * then 500 ms (a remote restarting, a dropped connection), before the page gives up on it.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Tries in all, the first included. */
  readonly attempts?: number;
  /** Wait before the first retry; each later retry waits twice as long. */
  readonly firstDelayMs?: number;
  readonly wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function retryWithBackoff({ attempts = 3, firstDelayMs = 250, wait = sleep }: RetryOptions = {}): ModuleFederationRuntimePlugin {
  const delayBefore = (retry: number) => firstDelayMs * 2 ** (retry - 1);
  return {
    name: 'retry-with-backoff',

    /** The manifest (mf-manifest.json). A 4xx is an answer: retrying it would not change it. */
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        if (attempt > 1) await wait(delayBefore(attempt - 1));
        try {
          const response = await fetch(url, init);
          if (response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },

    /** The entry script (remoteEntry.js); called by the runtime once its own load has failed. */
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retry = async () => {
        for (let retry = 1; retry < attempts; retry++) {
          await wait(delayBefore(retry));
          // The failed load is still registered under this key: without this, the retry would wait on it.
          // (The runtime's own record, shared with it: it stays the plain object the runtime reads.)
          Reflect.deleteProperty(globalLoading, uniqueKey);
          try {
            const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
            if (exports) return exports;
          } catch {
            // the next attempt, or give up below
          }
        }
        return undefined;
      };
      // The hook's declared type nests a promise that the runtime simply awaits.
      return retry() as unknown as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;
    },
  };
}
