/**
 * What the visitor did to an island before it was live, played on it once it is (the islands
 * runtime does this: the loader only records, so every page's first load carries none of this).
 */
import { isFormControl, type HeldEvent } from './protocol';

function elementAt(island: Element, path: readonly number[]): Element | undefined {
  let current: Element | undefined = island;
  for (const index of path) current = current?.children[index];
  return current;
}

/**
 * Plays what was held on the now-live island's DOM (hydration kept the same elements). What the
 * page gave its browser default already, the island being late (`done`), is not done again.
 */
export function replayHeldEvents(island: Element, events: readonly HeldEvent[]): void {
  for (const { event, path, value, done } of events) {
    const original = event.target;
    // Element, not HTMLElement: a click on an icon lands on its <svg>.
    const target = original instanceof Element && original.isConnected && island.contains(original) ? original : elementAt(island, path);
    if (!target) continue;
    if (done) {
      if (event.type === 'click') tellOfTick(target);
      continue;
    }
    if (value !== undefined && target !== original && isFormControl(target)) setValueInDom(target, value);
    if (event instanceof MouseEvent && event.type === 'click') {
      target.dispatchEvent(new MouseEvent('click', { ...mouseInit(event), detail: event.detail }));
    } else if (event.type === 'submit' && target instanceof HTMLFormElement) {
      const { submitter } = event as SubmitEvent;
      target.requestSubmit(submitter && target.contains(submitter) ? submitter : null);
    } else if (event instanceof KeyboardEvent) {
      target.dispatchEvent(new KeyboardEvent('keydown', keyInit(event)));
    } else if (event.type === 'focusin') {
      if (document.activeElement === target) target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    } else if (event.type === 'pointerover') {
      if (target.matches(':hover')) {
        target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
        target.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      }
    } else if (event.type === 'input' && isTextControl(target)) {
      replayTyping(target);
    } else {
      target.dispatchEvent(new Event(event.type, { bubbles: true }));
    }
  }
}

const isTextControl = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(element.type));

/**
 * A box or radio the page ticked itself (the island was late), told to the island as the change it
 * was, not ticked again: as for typing (`replayTyping`), React's tracker is given the other state
 * first, through the element's own setter, and the box's own state restored underneath; a click
 * with no default of its own (an Event, not a MouseEvent: the browser does not tick for it) then
 * reads to React as that change. Whatever else such a click did (a post, a label's focus) is done.
 */
function tellOfTick(target: Element): void {
  const box = target.closest('label')?.control ?? target;
  if (!(box instanceof HTMLInputElement) || (box.type !== 'checkbox' && box.type !== 'radio')) return;
  const { checked } = box;
  box.checked = !checked;
  const checkedProperty = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked');
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the prototype's setter, called on this element
  if (checkedProperty?.set) Reflect.apply(checkedProperty.set, box, [checked]);
  box.dispatchEvent(new Event('click', { bubbles: true }));
}

/** Sets a control's value as the browser does when the visitor types (React's tracker does not see it). */
function setValueInDom(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const valueProperty = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value');
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the prototype's setter, called on this element
  if (valueProperty?.set) Reflect.apply(valueProperty.set, control, [value]);
}

/**
 * What was typed before hydration, as a change the island sees. React takes an input's value as
 * "known" when it hydrates; a bare `input` event then looks like no change, and React puts its own
 * (empty) value back. Marking a different value as known first, through the element's own setter
 * (React's value tracker), then restoring the typed text underneath, makes the event a change.
 */
function replayTyping(control: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = control.value;
  control.value = typed === '' ? ' ' : '';
  setValueInDom(control, typed);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

function mouseInit(event: MouseEvent): MouseEventInit {
  const { clientX, clientY, screenX, screenY, button, buttons, ctrlKey, shiftKey, altKey, metaKey } = event;
  return { bubbles: true, cancelable: true, clientX, clientY, screenX, screenY, button, buttons, ctrlKey, shiftKey, altKey, metaKey };
}

function keyInit(event: KeyboardEvent): KeyboardEventInit {
  const { key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey } = event;
  return { bubbles: true, cancelable: true, key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey };
}
