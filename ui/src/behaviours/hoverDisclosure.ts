/**
 * What the top bar's panels (`data-disclosure-hover`) do on hover, Escape and focus leaving, on top
 * of the disclosure behaviour's click (disclosure.ts). `installBehaviours` fetches it only where those
 * panels are on screen: a phone's top bar shows the drawer instead.
 *
 * - A mouse over the trigger's `[data-disclosure-item]` opens it; leaving the item closes it, as
 *   does focus moving out of it.
 * - A mouse click on a trigger that hovering already opened keeps it open; a keyboard (detail 0) or
 *   touch click toggles (a touch leaves :hover behind, so the pointer type decides: the press's, as
 *   not every browser gives a click its pointerType).
 * - Escape closes an open one wherever focus is (WCAG 1.4.13); from inside it, focus goes back to
 *   its trigger. Following a link or running a shell action from inside one closes it too (a page
 *   restored by Back shows no panel left open; the free-trial dialog opens on its own).
 */
import { DISCLOSURE_ITEM_SELECTOR as ITEM, HOVER_TRIGGER_SELECTOR as HOVER_TRIGGER, isExpanded, setExpanded } from './disclosure';

const hoverTriggerIn = (item: Element): HTMLButtonElement | null => item.querySelector<HTMLButtonElement>(HOVER_TRIGGER);

const itemOf = (target: EventTarget | null): Element | null => (target instanceof Element ? target.closest(ITEM) : null);

/** The item's open trigger, once the pointer or focus (`related`) has left the item. */
function openTriggerLeft(item: Element | null, related: EventTarget | null): HTMLButtonElement | null {
  if (!item || (related instanceof Node && item.contains(related))) return null;
  const trigger = hoverTriggerIn(item);
  return trigger && isExpanded(trigger) ? trigger : null;
}

/** Listens on the document for every hover disclosure in it; returns a function that stops listening. */
export function installHoverDisclosures(doc: Document = document): () => void {
  /** The pointer type of the last press (pointerdown), for the click that follows it. */
  let lastPressPointerType = '';
  const onPointerDown = (event: PointerEvent) => {
    lastPressPointerType = event.pointerType;
  };
  // Capture: before the disclosure's own click listener, which this tells to leave the panel open.
  const onClickCapture = (event: MouseEvent) => {
    if (event.button !== 0 || !(event.target instanceof Element)) return;
    const trigger = event.target.closest(HOVER_TRIGGER);
    if (trigger) {
      if (lastPressPointerType === 'mouse' && event.detail > 0 && trigger.matches(':hover') && isExpanded(trigger)) event.preventDefault();
      return;
    }
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const followed = event.target.closest('a[href]:not([target="_blank"]), [data-shell-action]');
    const open = followed && openTriggerLeft(itemOf(followed), null);
    if (open) setExpanded(open, false);
  };
  const onPointerOver = (event: PointerEvent) => {
    const item = event.pointerType === 'mouse' ? itemOf(event.target) : null;
    const trigger = item && hoverTriggerIn(item);
    if (trigger && !isExpanded(trigger)) setExpanded(trigger, true);
  };
  const onPointerOut = (event: PointerEvent) => {
    const open = event.pointerType === 'mouse' ? openTriggerLeft(itemOf(event.target), event.relatedTarget) : null;
    if (open) setExpanded(open, false);
  };
  const onFocusOut = (event: FocusEvent) => {
    const open = openTriggerLeft(itemOf(event.target), event.relatedTarget);
    if (open) setExpanded(open, false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    for (const trigger of doc.querySelectorAll<HTMLButtonElement>(`${HOVER_TRIGGER}[aria-expanded="true"]`)) {
      const focusInside = trigger.closest(ITEM)?.contains(doc.activeElement) ?? false;
      setExpanded(trigger, false);
      if (focusInside) trigger.focus();
    }
  };
  doc.addEventListener('pointerdown', onPointerDown, { capture: true, passive: true });
  doc.addEventListener('click', onClickCapture, true);
  doc.addEventListener('pointerover', onPointerOver);
  doc.addEventListener('pointerout', onPointerOut);
  doc.addEventListener('focusout', onFocusOut);
  doc.addEventListener('keydown', onKeyDown);
  return () => {
    doc.removeEventListener('pointerdown', onPointerDown, { capture: true });
    doc.removeEventListener('click', onClickCapture, true);
    doc.removeEventListener('pointerover', onPointerOver);
    doc.removeEventListener('pointerout', onPointerOut);
    doc.removeEventListener('focusout', onFocusOut);
    doc.removeEventListener('keydown', onKeyDown);
  };
}
