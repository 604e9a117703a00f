/**
 * The page markup the shell's server composed into this document, read once before hydration.
 * Only the first page slot, for the path the document was served for, may use it.
 */
export const PAGE_SLOT_MARKER = '<!--page-slot-->';
const PAGE_SLOT_SELECTOR = '[data-page-slot]';

let initial: { readonly path: string; readonly html: string } | null = null;
let claimed = false;

/** Called by the bootstrap before hydrating: keeps what the server put in the page slot. */
export function captureServerPageMarkup(): void {
  const slot = document.querySelector(PAGE_SLOT_SELECTOR);
  initial = { path: window.location.pathname, html: slot?.innerHTML ?? '' };
}

/** The server markup for the page slot showing `path`, or '' once the first slot has taken it. */
export function serverPageMarkupFor(path: string): string {
  return !claimed && initial?.path === path ? initial.html : '';
}

/** The first slot has mounted its page: later slots start empty. */
export function markServerPageMarkupUsed(): void {
  claimed = true;
}
