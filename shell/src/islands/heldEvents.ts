/**
 * What the visitor does to an island before it is live, held per island for the runtime to replay
 * (`replay.ts`) once it is, so it does what the visitor meant.
 */
import { isFormControl, type HeldEvent } from './protocol';

const heldEvents = new WeakMap<Element, HeldEvent[]>();

function pathIn(island: Element, node: Element): number[] {
  const path: number[] = [];
  for (let current = node; current !== island && current.parentElement; current = current.parentElement) {
    path.unshift([...current.parentElement.children].indexOf(current));
  }
  return path;
}

export function hold(island: Element, event: Event): void {
  const target = event.target as Element;
  const held = heldEvents.get(island) ?? [];
  // Only the latest hover or focus matters, and a control's latest typing (its value holds all of it).
  const replaces = ({ event: earlier }: HeldEvent) =>
    earlier.type === event.type &&
    (event.type === 'pointerover' || event.type === 'focusin' || (event.type === 'input' && earlier.target === event.target));
  const value = (event.type === 'input' || event.type === 'change') && isFormControl(target) ? target.value : undefined;
  heldEvents.set(island, [...held.filter((earlier) => !replaces(earlier)), { event, path: pathIn(island, target), value }]);
}

/** What is held for the island, in order, left held. */
export const heldFor = (island: Element): readonly HeldEvent[] => heldEvents.get(island) ?? [];

/** What is held for the island, in order; nothing is held for it any more. */
export function takeHeld(island: Element): readonly HeldEvent[] {
  const held = heldFor(island);
  heldEvents.delete(island);
  return held;
}

/** Lets go of one held event (the page has answered it itself). */
export function forgetHeld(island: Element, event: Event): void {
  heldEvents.set(
    island,
    heldFor(island).filter((held) => held.event !== event),
  );
}
