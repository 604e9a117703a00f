/**
 * What the visitor does to an island before it is live, held per island for the runtime to replay
 * (`replay.ts`) once it is, so it does what the visitor meant; or, should the island fail or be late,
 * what the browser itself would have done with a held click or Submit (`doDefaults`).
 */
import type { HeldEvent } from './protocol';

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
  // A form control's value (input and change come from those; elsewhere, as in an editable region, there is none).
  const value = event.type === 'input' || event.type === 'change' ? (target as HTMLInputElement).value : undefined;
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

/**
 * A held click or Submit whose island is still not live this long after it (ms) gets the browser's
 * own default (`doDefaults`): a box the visitor ticked shows ticked, a form they sent is posted. One
 * second is where a wait stops feeling like the page at work and starts to look like a control that
 * does nothing (the classic 1 s limit of response times; INP already calls 500 ms poor): the visitor
 * would tick again (undoing the tick) or give up. An island in time, as islands are on any usual
 * connection, is live well before this, and its held events are replayed into it, as ever.
 */
export const LATE_MS = 1000;

/** What the browser acts on for a held event: its control (a label, a summary have no `type`), or its form. */
type ActedOn = Partial<Pick<HTMLInputElement, 'type' | 'form'>> & HTMLElement;

/** True while the page does a held event's default itself: the events that makes are let through. */
export let doingDefaults = false;

/**
 * Does the browser's own default for each click and Submit held for the island, in order: a tick,
 * a choice, a label's click on its control, a post. Each is marked `done`: the island, live later,
 * is told of it without its being done again (`replay.ts`), and a form reads its fields from the
 * page anyway. `sends: false` leaves held the clicks that would send a form.
 */
export function doDefaults(island: Element, sends = true): void {
  for (const held of heldFor(island)) {
    const { event } = held;
    const { type } = event;
    const target = event.target as Element;
    // What the browser acts on: a held Submit's form, a held click's control: a box, a radio, a
    // button or input that sends its form, a summary; a label's control. A click on a text box (or
    // its label: focus a second later would be where the visitor no longer is) or on a
    // `type="button"` has no default worth doing late: it stays held for the island.
    const clicked = type === 'click' ? target.closest('input, button, label, summary') : null;
    const control = (type === 'submit' ? target : ((clicked as HTMLLabelElement | null)?.control ?? clicked)) as ActedOn | null;
    const kind = control?.type; // an input's or a button's (a label, a summary, a form: none)
    if (!control || held.done || (kind && !/^(checkbox|radio|submit)$/.test(kind)) || (kind === 'submit' && (!control.form || !sends)))
      continue;
    held.done = true;
    doingDefaults = true;
    if (control instanceof HTMLFormElement) control.requestSubmit((event as SubmitEvent).submitter);
    else control.click();
    doingDefaults = false;
  }
}
