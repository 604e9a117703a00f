import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates server markup, true afterwards (and at once in a
 * client-only render). Parts that exist only in the browser (remote parcels, live widgets) render
 * their placeholder until then, so hydration sees exactly what the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
