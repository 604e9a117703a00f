/**
 * Modal dialogs that work from the HTML: a native `<dialog id>` opened by a
 * `<button commandfor="<id>" command="show-modal">` and closed by one with `command="close"` or by
 * Escape (invoker commands: the browser does the opening, the focus move into the dialog, the inert
 * page behind and focus going back on close). This behaviour adds what the platform leaves out:
 *
 * - the opener's `aria-expanded` follows the dialog's open state;
 * - browsers without invoker commands get them (`invokerCommands.ts`, fetched by those browsers only);
 * - focus goes back to the opener when closing left it nowhere (the page behind was inert);
 * - Tab cycles inside an open modal dialog instead of leaving for the browser's toolbar, as the
 *   design system's `ModalDialog` does with focus-trap: a few lines here, so nothing is fetched;
 * - a link followed from inside a dialog closes it first (a page restored by Back shows no
 *   stale drawer; a link to a section of this page is not hidden behind it);
 * - `closeEnclosingDialog(control)` closes the dialog a control sits in (the drawer's Sign Up, before
 *   the free-trial dialog opens over the page) and says who opened it, for focus to go back to.
 *
 * Components only write the markup: `dialogInvoker(id)` and `dialogCloser(id)`.
 *
 * A dialog marked `fastModal()` (the mobile drawer) opens at once and turns modal after its first
 * frame. showModal() makes the whole page behind inert in the tap's own task, and Chromium restyles
 * every rendered element for that (534 on `/`, 65 ms on the phone profile: most of the tap's time).
 * So the behaviour cancels the `show-modal` command, opens the dialog with show() (placed and dimmed
 * as a modal one, `aria-modal`), and makes the page behind inert once that frame is painted; it
 * closes on Escape and keeps Tab inside, as a modal one does. Before the loader runs, the browser's
 * own showModal() still opens it.
 */

import { afterNextPaint } from './afterNextPaint';
import { whenLoaded } from './pageLeaving';

const SHOW_MODAL = 'show-modal';
const CLOSE = 'close';

/** Invoker command buttons (a dialog's opener and close button): they work from the HTML, an island's too. */
export const INVOKER_SELECTOR = '[commandfor][command]';

/** The opener's attributes; spread them on a `<button type="button">`. */
export function dialogInvoker(dialogId: string) {
  return { type: 'button', commandfor: dialogId, command: SHOW_MODAL, 'aria-haspopup': 'dialog', 'aria-expanded': false } as const;
}

/** A close button's attributes (inside the dialog); spread them on a `<button type="button">`. */
export function dialogCloser(dialogId: string) {
  return { type: 'button', commandfor: dialogId, command: CLOSE } as const;
}

const openers = new WeakMap<HTMLDialogElement, HTMLElement>();

const FAST_MODAL_ATTRIBUTE = 'data-fast-modal';

/** A dialog's attributes for opening at once and turning modal after its first frame; spread them on the `<dialog>`. */
export function fastModal() {
  return { [FAST_MODAL_ATTRIBUTE]: '' } as const;
}

/**
 * What a fast modal dialog made inert is written in the DOM, not kept in this module: the loader
 * and the islands runtime each bundle this file, and either may be the one to give the page back.
 */
const MADE_INERT_ATTRIBUTE = 'data-made-inert';
const INERT_BY_ATTRIBUTE = 'data-inert-by';

/** Makes everything outside `dialog` inert: the siblings of the dialog and of each of its ancestors. */
function inertOutside(dialog: HTMLDialogElement): void {
  const token = Math.random().toString(36).slice(2);
  dialog.setAttribute(MADE_INERT_ATTRIBUTE, token);
  for (let node: Element = dialog; node.parentElement && node !== dialog.ownerDocument.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.localName === 'script' || sibling.localName === 'style') continue;
      sibling.setAttribute('inert', '');
      sibling.setAttribute(INERT_BY_ATTRIBUTE, token);
    }
  }
}

function releaseInert(dialog: HTMLDialogElement): void {
  const token = dialog.getAttribute(MADE_INERT_ATTRIBUTE);
  if (!token) return;
  dialog.removeAttribute(MADE_INERT_ATTRIBUTE);
  for (const element of dialog.ownerDocument.querySelectorAll(`[${INERT_BY_ATTRIBUTE}="${token}"]`)) {
    element.removeAttribute('inert');
    element.removeAttribute(INERT_BY_ATTRIBUTE);
  }
}

/**
 * Opens a fast modal dialog (one with `fastModal()`'s attribute): shown now, the page behind inert
 * after the frame that shows it. A shell action's dialog opens this way too (`openActionDialog`).
 */
export function openFastModal(dialog: HTMLDialogElement, opener: HTMLElement | null): void {
  if (opener) openers.set(dialog, opener);
  dialog.setAttribute('aria-modal', 'true');
  dialog.show();
  syncInvokers(dialog);
  const view = dialog.ownerDocument.defaultView;
  if (!view) return;
  afterNextPaint(() => {
    if (dialog.open && dialog.getAttribute('aria-modal') === 'true' && !dialog.hasAttribute(MADE_INERT_ATTRIBUTE)) inertOutside(dialog);
  }, view);
}

/** A fast modal dialog shut: the page behind comes back, before focus goes back to it. */
function releaseFastModal(dialog: HTMLDialogElement): void {
  releaseInert(dialog);
  dialog.removeAttribute('aria-modal');
}

const invokersOf = (dialog: HTMLDialogElement): HTMLElement[] =>
  dialog.id ? [...dialog.ownerDocument.querySelectorAll<HTMLElement>(`[commandfor="${dialog.id}"][command="${SHOW_MODAL}"]`)] : [];

/** Writes the dialog's state on each of its openers (after the browser has acted on the command). */
function syncInvokers(dialog: HTMLDialogElement): void {
  for (const invoker of invokersOf(dialog)) invoker.setAttribute('aria-expanded', String(dialog.open));
}

/** Opened with showModal() (the page behind inert), or a fast modal one. */
const isModal = (dialog: HTMLDialogElement): boolean => dialog.getAttribute('aria-modal') === 'true' || dialog.matches(':modal');

/** Rendered (not in a closed dialog, a hidden panel or a `display: none` part of the layout). */
const isShown = (element: Element): boolean => element.isConnected && element.getClientRects().length > 0;

function onClose(dialog: HTMLDialogElement): void {
  releaseFastModal(dialog);
  syncInvokers(dialog);
  const doc = dialog.ownerDocument;
  const opener = openers.get(dialog) ?? invokersOf(dialog).find(isShown);
  const focus = doc.activeElement;
  // The browser puts focus back where it was before opening; when that was nowhere (a tap that does
  // not focus, as on iOS), or it stayed in the closed dialog, the opener takes it.
  if (opener && isShown(opener) && (focus === null || focus === doc.body || dialog.contains(focus))) opener.focus();
}

/**
 * The dialogs' own events, caught on their way down (they do not bubble):
 * - `command` (invoker commands) reaches the dialog before the browser acts on it;
 * - `beforetoggle` to closed comes in close()'s own task: the page behind is no longer inert when focus goes back to it;
 * - `toggle` and `close` come after.
 */
function onDialogEvent(event: Event & { command?: string; source?: Element | null; newState?: string }): void {
  const dialog = event.target;
  if (!(dialog instanceof HTMLDialogElement)) return;
  const { command, source } = event;
  if (event.type === 'command' && command === SHOW_MODAL && source instanceof HTMLElement) {
    if (dialog.hasAttribute(FAST_MODAL_ATTRIBUTE) && !dialog.open) {
      event.preventDefault();
      openFastModal(dialog, source);
      return;
    }
    openers.set(dialog, source);
  }
  if (event.type === 'beforetoggle' && event.newState === 'closed') releaseFastModal(dialog);
  if (event.type === 'close') onClose(dialog);
  else queueMicrotask(() => syncInvokers(dialog));
}

const DIALOG_EVENTS = ['command', 'beforetoggle', 'toggle', 'close'] as const;

const supportsInvokerCommands = (doc: Document): boolean =>
  !!doc.defaultView && 'commandForElement' in doc.defaultView.HTMLButtonElement.prototype;

/** Keeps Tab inside an open modal dialog (the native one lets it leave for the browser's toolbar). */
// Hidden inputs are not shown and tabindex="-1" has a negative tabIndex: the filter below leaves them out.
const TABBABLE = 'a[href], area[href], summary, [tabindex], :is(button, input, select, textarea):not(:disabled)';

function cycleTab(event: KeyboardEvent, doc: Document): void {
  const dialogs = [...doc.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter(isModal);
  const dialog = dialogs.at(-1);
  if (!dialog) return;
  const tabbables = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.tabIndex >= 0 && isShown(element));
  const first = tabbables[0];
  const last = tabbables.at(-1);
  if (!first || !last) return;
  const focus = doc.activeElement;
  const leaving = !dialog.contains(focus) || (event.shiftKey ? focus === first : focus === last);
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/** A plain click on a link (not one that opens a new tab or window). */
function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  return link && (link.target === '' || link.target === '_self') ? link : null;
}

/**
 * Closes the open dialog `control` is in (if any) and returns the element that opened it, so focus
 * can go back there when what the control opens closes in turn.
 */
export function closeEnclosingDialog(control: Element): HTMLElement | null {
  const dialog = control.closest('dialog');
  if (!dialog?.open) return null;
  const opener = openers.get(dialog) ?? invokersOf(dialog)[0] ?? null;
  dialog.close();
  return opener;
}

/** Listens on the document for every dialog in it; returns a function that stops listening. */
export function installDialogs(doc: Document = document): () => void {
  // Browsers from before invoker commands (2025) get them from a module of their own; others never fetch it.
  if (!supportsInvokerCommands(doc))
    void whenLoaded(import('./invokerCommands'), ({ installInvokerCommands }) => installInvokerCommands(doc));
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented) return;
    const link = followedLink(event);
    const dialog = link?.closest('dialog');
    if (dialog?.open) dialog.close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    if (event.key === 'Tab') cycleTab(event, doc);
    // A modal dialog closes on Escape by itself; a fast modal one, shown with show(), does not.
    const fast =
      event.key === 'Escape'
        ? [...doc.querySelectorAll<HTMLDialogElement>(`dialog[open][${FAST_MODAL_ATTRIBUTE}][aria-modal="true"]`)].at(-1)
        : undefined;
    if (fast) {
      event.preventDefault();
      fast.close();
    }
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeyDown);
  for (const type of DIALOG_EVENTS) doc.addEventListener(type, onDialogEvent, true);
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKeyDown);
    for (const type of DIALOG_EVENTS) doc.removeEventListener(type, onDialogEvent, true);
  };
}
