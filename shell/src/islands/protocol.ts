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

/**
 * What arrived before the island was live, in order, for replay: the event, where its target sits in
 * the island (React renders anew what it could not hydrate, e.g. HTML of another release: the
 * same place in the new markup is the same control), and a form control's value then.
 */
export interface HeldEvent {
  readonly event: Event;
  readonly path: readonly number[];
  readonly value?: string;
  /** The page gave it the browser's own default already, the island being late (the loader's `doDefaults`). */
  done?: boolean;
}

/** A text box, text area or select: its value is held with the event, and set again on replay. */
export const isFormControl = (element: Element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

export interface IslandsRuntime {
  /** Hydrates (or renders, when the server sent none of its HTML) one island; resolves once it is live or shows its fallback. */
  hydrate(island: HTMLElement): Promise<void>;
  /** Plays on a now-live island what the visitor did to it before (the loader held it), in order. */
  replay(island: HTMLElement, events: readonly HeldEvent[]): void;
}

/** Gives the browser a turn (input, paint) between two steps of long work: `scheduler.yield()` where there is one. */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `task` when the browser has nothing else to do (at the latest after `timeout` ms). */
export function whenIdle(task: () => void, timeout = 2000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout });
  else setTimeout(task, 200);
}

/**
 * An island whose content depends on the address's query (`readsQuery`), on an address with one:
 * the server's HTML was made without it, so the island renders at load, afresh, not hydrating.
 */
export function readsQueryNow(island: HTMLElement): boolean {
  return island.hasAttribute('data-reads-query') && window.location.search !== '';
}

/** Dispatched on window by the runtime when an island's code could not be loaded or hydrated: the page's beacon counts it. */
export const ISLAND_FAILED_EVENT = 'site:island-failed';

export interface IslandFailure {
  /** The part the island belongs to (`pricing`, `shell`…). */
  readonly part: string;
  readonly kind: 'load' | 'hydrate';
  readonly message: string;
}

export function reportIslandFailure(failure: IslandFailure): void {
  window.dispatchEvent(new CustomEvent<IslandFailure>(ISLAND_FAILED_EVENT, { detail: failure }));
}
