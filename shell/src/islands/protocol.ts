/**
 * What the islands loader (a plain script on every page) and the islands runtime (the shell's
 * Module Federation host, loaded on demand) agree on.
 */

/** `data-island-state` on each `<site-island>`; tests wait for `live`. */
export const ISLAND_STATE = {
  waiting: 'waiting',
  hydrating: 'hydrating',
  live: 'live',
  /** Its code could not be had: the island shows "unavailable" with Try again. */
  unavailable: 'unavailable',
} as const;

/** Buttons and links that ask the shell for something (ShellAction, or `back`). */
export { SHELL_ACTION_ATTRIBUTE, SHELL_ACTIONS_HANDLED_ATTRIBUTE } from '@site/ui/behaviours';

/** Dispatched on window once the runtime has set `window.siteIslands`. */
export const RUNTIME_READY_EVENT = 'site:islands-runtime';

export interface IslandsRuntime {
  /** Hydrates (or renders, when the server sent none of its HTML) one island; resolves once it is live or shows its fallback. */
  hydrate(island: HTMLElement): Promise<void>;
  /** Runs a shell action asked for by `control` (focus goes back to it afterwards). */
  runAction(action: string, control: Element): void;
}

/**
 * An island whose content depends on the address's query (`readsQuery`), on an address with one:
 * the server's HTML was made without it, so the island renders at load, afresh, not hydrating.
 */
export function readsQueryNow(island: HTMLElement): boolean {
  return island.hasAttribute('data-reads-query') && window.location.search !== '';
}
