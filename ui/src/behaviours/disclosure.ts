/**
 * Disclosures that work from the HTML: a `<button data-disclosure aria-expanded aria-controls>`
 * shows or hides the element it controls, with no framework and no island. The islands loader
 * installs this on every page (one click listener on the document, so a page costs nothing at load
 * however many it holds); components only write the markup (`disclosureTrigger`).
 *
 * - `data-disclosure="<group>"`: at most one of a group is open (the FAQ, the drawer's accordion,
 *   the top bar's panels); clicking the open one closes it. An empty value is a lone toggle.
 * - `data-disclosure-hover`: also opens while a mouse is over the trigger's `[data-disclosure-item]`
 *   (the top bar's panels), and closes on Escape or when focus leaves it. That part is
 *   `hoverDisclosure.ts`, fetched only where those panels are on screen.
 * - `data-label-expanded` / `data-label-collapsed`: the trigger's text for each state ("Show the
 *   full comparison" / "Hide …"), in its `[data-disclosure-label]` child or itself.
 * - `revealAfterFirstFrame` on parts of a long panel (the comparison table's later row groups): the
 *   panel's first frame shows the rest, and those parts join on the next one. Laying out the whole
 *   table in the tap's frame took 70 ms of style and layout on the phone profile, most of it shaping
 *   text below the fold; the visitor sees the table open at once either way.
 */
import { afterNextPaint } from './afterNextPaint';

const DISCLOSURE_ATTRIBUTE = 'data-disclosure';

/** Every button this behaviour handles. */
export const DISCLOSURE_TRIGGER_SELECTOR = `button[${DISCLOSURE_ATTRIBUTE}][aria-controls]`;
const HOVER_ATTRIBUTE = 'data-disclosure-hover';
const ITEM_ATTRIBUTE = 'data-disclosure-item';
/** The triggers that open on hover too (hoverDisclosure.ts), and the element each lives in with its panel. */
export const HOVER_TRIGGER_SELECTOR = `${DISCLOSURE_TRIGGER_SELECTOR}[${HOVER_ATTRIBUTE}]`;
export const DISCLOSURE_ITEM_SELECTOR = `[${ITEM_ATTRIBUTE}]`;
const TRIGGER = DISCLOSURE_TRIGGER_SELECTOR;

export interface DisclosureTriggerOptions {
  /** The id of the element it shows and hides. */
  readonly controls: string;
  /** Open in the server's HTML. */
  readonly expanded?: boolean;
  /** Members of a group are open one at a time (a page-unique name, e.g. from useId). */
  readonly group?: string;
  /** Opens on hover of its `[data-disclosure-item]` too (top bar panels). */
  readonly hover?: boolean;
  /** The trigger's text when open and when closed, swapped by the behaviour. */
  readonly labels?: { readonly expanded: string; readonly collapsed: string };
}

/** The trigger's attributes; spread them on a `<button type="button">`. */
export function disclosureTrigger({ controls, expanded = false, group, hover, labels }: DisclosureTriggerOptions) {
  return {
    type: 'button',
    'aria-expanded': expanded,
    'aria-controls': controls,
    [DISCLOSURE_ATTRIBUTE]: group ?? '',
    [HOVER_ATTRIBUTE]: hover ? '' : undefined,
    'data-label-expanded': labels?.expanded,
    'data-label-collapsed': labels?.collapsed,
  } as const;
}

const REVEAL_AFTER_FIRST_FRAME_ATTRIBUTE = 'data-reveal-after-first-frame';

/** Spread on a part of a panel that may join a frame after the panel opens. */
export const revealAfterFirstFrame = { [REVEAL_AFTER_FIRST_FRAME_ATTRIBUTE]: '' } as const;

/** Shows `panel` now, and its `revealAfterFirstFrame` parts once that frame is painted (if it is still open then). */
function showPanel(panel: HTMLElement): void {
  const later = [...panel.querySelectorAll<HTMLElement>(`[${REVEAL_AFTER_FIRST_FRAME_ATTRIBUTE}]`)];
  for (const part of later) part.hidden = true;
  panel.hidden = false;
  if (later.length === 0) return;
  afterNextPaint(() => {
    if (!panel.hidden) for (const part of later) part.hidden = false;
  }, panel.ownerDocument.defaultView ?? window);
}

/** The element a hover disclosure lives in (trigger and panel), e.g. the top bar's list item. */
export const disclosureItem = { [ITEM_ATTRIBUTE]: '' } as const;

function panelOf(trigger: Element): HTMLElement | null {
  const id = trigger.getAttribute('aria-controls');
  return id ? trigger.ownerDocument.getElementById(id) : null;
}

export function isExpanded(trigger: Element): boolean {
  return trigger.getAttribute('aria-expanded') === 'true';
}

function groupMembers(trigger: Element): Element[] {
  const group = trigger.getAttribute(DISCLOSURE_ATTRIBUTE);
  if (!group) return [];
  return [...trigger.ownerDocument.querySelectorAll(TRIGGER)].filter(
    (other) => other !== trigger && other.getAttribute(DISCLOSURE_ATTRIBUTE) === group,
  );
}

/** Opens or closes one disclosure (and closes the others of its group when opening). */
export function setExpanded(trigger: Element, expanded: boolean): void {
  if (expanded) for (const other of groupMembers(trigger)) if (isExpanded(other)) setExpanded(other, false);
  if (isExpanded(trigger) === expanded) return;
  trigger.setAttribute('aria-expanded', String(expanded));
  const panel = panelOf(trigger);
  if (panel && expanded) showPanel(panel);
  else if (panel) panel.hidden = true;
  const label = trigger.getAttribute(expanded ? 'data-label-expanded' : 'data-label-collapsed');
  if (label !== null) {
    const slot = trigger.querySelector('[data-disclosure-label]') ?? trigger;
    slot.textContent = label;
  }
}

const triggerOf = (target: EventTarget | null): HTMLButtonElement | null =>
  target instanceof Element ? target.closest<HTMLButtonElement>(TRIGGER) : null;

function onClick(event: MouseEvent): void {
  const trigger = triggerOf(event.target);
  // A hover disclosure a mouse opened keeps open on that mouse's click (hoverDisclosure.ts says so by preventing it).
  if (trigger && !event.defaultPrevented) setExpanded(trigger, !isExpanded(trigger));
}

/** Listens on the document for every disclosure in it; returns a function that stops listening. */
export function installDisclosures(doc: Document = document): () => void {
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
