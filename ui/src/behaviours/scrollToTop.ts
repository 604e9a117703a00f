/**
 * The scroll-to-top control, from the HTML: a `<button data-scroll-to-top hidden>` (fixed, so
 * showing it moves nothing) appears once the page has scrolled more than 1000 px, and takes the
 * visitor back to the top: in a glide, or at once under prefers-reduced-motion. Focus goes to the
 * site logo (`#site-logo`) without scrolling, so the keyboard starts again from the top too.
 */
import { afterNextPaint, FRAME_MS } from './afterNextPaint';
import { SCROLL_TAKE_OVER_EVENTS, SCROLL_TO_TOP_ATTRIBUTE, SHOW_AFTER_PX } from './scrollToTopMarkup';

/** Where focus goes once at the top. */
const TOP_TARGET_ID = 'site-logo';

const reducedMotion = (view: Window): boolean => view.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How long the way up takes: the same for any length of page. */
export const GLIDE_MS = 480;
/** Fast at first, gentle at the end: the first frame after the tap already shows the page moving. */
const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

let stopGlide: (() => void) | null = null;

/**
 * Glides the page to the top, one position a frame. The browser's smooth scroll eases in, so on a
 * slow phone the page showed no movement for several frames after the tap; this one moves at once.
 */
function glideToTop(view: Window): void {
  stopGlide?.();
  const from = view.scrollY;
  let start: number | null = null;
  let frame = 0;
  const stop = () => {
    view.cancelAnimationFrame(frame);
    for (const type of SCROLL_TAKE_OVER_EVENTS) view.removeEventListener(type, stop);
    if (stopGlide === stop) stopGlide = null;
  };
  stopGlide = stop;
  for (const type of SCROLL_TAKE_OVER_EVENTS) view.addEventListener(type, stop, { passive: true });
  const step = (now: number) => {
    // The first frame counts as one frame in, so it already moves the page.
    start ??= now - FRAME_MS;
    const progress = Math.min(1, (now - start) / GLIDE_MS);
    view.scrollTo({ top: Math.round(from * (1 - easeOut(progress))), behavior: 'instant' });
    if (progress < 1) frame = view.requestAnimationFrame(step);
    else stop();
  };
  frame = view.requestAnimationFrame(step);
}

function onClick(event: MouseEvent): void {
  const control = event.target instanceof Element ? event.target.closest(`[${SCROLL_TO_TOP_ATTRIBUTE}]`) : null;
  const doc = control?.ownerDocument;
  const view = doc?.defaultView;
  if (!control || !view || event.defaultPrevented) return;
  if (reducedMotion(view)) view.scrollTo({ top: 0, behavior: 'instant' });
  else glideToTop(view);
  doc.getElementById(TOP_TARGET_ID)?.focus({ preventScroll: true });
}

/** Shows or hides the page's controls for where it is scrolled now. */
function updateScrollToTop(doc: Document = document): void {
  const view = doc.defaultView;
  if (!view) return;
  const hidden = view.scrollY <= SHOW_AFTER_PX;
  for (const control of doc.querySelectorAll<HTMLElement>(`[${SCROLL_TO_TOP_ATTRIBUTE}]`)) {
    if (control.hidden !== hidden) control.hidden = hidden;
  }
}

const installed = new WeakSet<Document>();

/** Listens for scrolling (passive, at most once a frame) and clicks, once per document; returns a function that stops listening. */
export function installScrollToTop(doc: Document = document): () => void {
  const view = doc.defaultView;
  if (!view?.requestAnimationFrame || installed.has(doc)) return () => undefined;
  installed.add(doc);
  let pending = false;
  const onScroll = () => {
    if (pending) return;
    pending = true;
    view.requestAnimationFrame(() => {
      pending = false;
      updateScrollToTop(doc);
    });
  };
  view.addEventListener('scroll', onScroll, { passive: true });
  doc.addEventListener('click', onClick);
  // A page opened part-way down (restored, a hash) shows it without scrolling. Reading scrollY now
  // would force style and layout into the loader's task; after the first frame it is free.
  afterNextPaint(() => updateScrollToTop(doc), view);
  return () => {
    installed.delete(doc);
    view.removeEventListener('scroll', onScroll);
    doc.removeEventListener('click', onClick);
  };
}
