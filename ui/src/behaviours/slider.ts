/**
 * Sliders that work from the HTML, with no island: the arrows, the pause/play button and autoplay
 * of a `[data-slider]` viewport. Components only write the markup (`sliderViewport`,
 * `sliderSlide`, `sliderControl`); the layout is CSS (slides sized per breakpoint), and swiping is
 * the browser's own scrolling. One listener per event type on the document, so a page costs
 * nothing at load however many sliders it holds.
 *
 * Two kinds of viewport:
 * - **scroll** (the default): the viewport is a CSS scroll-snap container. The arrows move it by
 *   one slide (at once under reduced motion), and are `aria-disabled` at either end; autoplay goes
 *   to the next slide and, at the end, back to the first. A mouse can drag it too. A move glides:
 *   the strip slides on the compositor with an ease-out curve, then the scroll position takes over
 *   in one frame. The browser's own smooth scroll eases in: the first tap showed no movement for
 *   60 ms after the frame that started it (108–123 ms from the tap on the phone profile).
 * - **loop** (`loop: true`): the viewport clips a strip the visitor cannot drag (touch-drag
 *   disabled); autoplay slides the strip one slide on with a linear transition of `speed` ms, then
 *   moves the slide that left to the end (CSS `order`, in the same frame as the strip goes back:
 *   nothing moves on screen, so no layout shift), for ever.
 *
 * Autoplay runs only once the visitor is at the page (a pointer move, scroll, key or touch: a
 * crawler or Lighthouse never starts it), while the slider is in view and the tab is shown. It holds
 * still while the pointer is over the slider, while focus is inside it, while it is being dragged,
 * and until the visitor presses Play under `prefers-reduced-motion`. The pause button's choice is
 * `data-slider-paused` on the button (CSS shows its Pause or Play label from it, and from the
 * motion preference before any choice).
 */
import { afterNextPaint, FRAME_MS } from './afterNextPaint';
import {
  SLIDER_ATTRIBUTE,
  SLIDER_CONTROL_ATTRIBUTE,
  SLIDER_CONTROL_SELECTOR,
  SLIDER_PAUSED_ATTRIBUTE,
  SLIDER_VIEWPORT_SELECTOR,
  SLIDERS_INSTALLED_ATTRIBUTE,
  type SliderAction,
} from './sliderMarkup';

const VIEWPORT = SLIDER_VIEWPORT_SELECTOR;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Signs that a visitor is at the page (as the islands loader's `activity` moment). */
const ACTIVITY = ['pointermove', 'pointerdown', 'wheel', 'scroll', 'keydown', 'touchstart'] as const;
/** A mouse that moves further than this between press and release dragged the slider: no click. */
const DRAG_THRESHOLD_PX = 5;

type Hold = 'hover' | 'focus' | 'drag';

interface SliderState {
  /** The visitor's choice with the pause button; none yet follows the motion preference. */
  choice: 'play' | 'pause' | null;
  readonly holds: Set<Hold>;
  inView: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Loop: a move is under way. */
  moving: boolean;
  /** Loop: how many slides have gone round to the end. */
  offset: number;
  /** Scroll: where a move under way will stop (the next press goes on from there). */
  target: number | undefined;
  /** Scroll: the strip's glide under way, if any. */
  glide: Animation | undefined;
}

const states = new WeakMap<HTMLElement, SliderState>();

function stateOf(viewport: HTMLElement): SliderState {
  let state = states.get(viewport);
  if (!state) {
    state = {
      choice: null,
      holds: new Set(),
      inView: !('IntersectionObserver' in window),
      timer: undefined,
      moving: false,
      offset: 0,
      target: undefined,
      glide: undefined,
    };
    states.set(viewport, state);
  }
  return state;
}

const windowOf = (element: Element): Window & typeof globalThis => element.ownerDocument.defaultView as Window & typeof globalThis;
const reducedMotion = (element: Element): boolean => windowOf(element).matchMedia(REDUCED_MOTION).matches;
const isLoop = (viewport: HTMLElement): boolean => viewport.getAttribute(SLIDER_ATTRIBUTE) === 'loop';
const stripOf = (viewport: HTMLElement): HTMLElement | null => viewport.firstElementChild as HTMLElement | null;
const slidesOf = (viewport: HTMLElement): HTMLElement[] => [...(stripOf(viewport)?.children ?? [])] as HTMLElement[];

function controlsOf(viewport: HTMLElement, action?: SliderAction): HTMLButtonElement[] {
  const selector = action ? `${SLIDER_CONTROL_SELECTOR}[${SLIDER_CONTROL_ATTRIBUTE}="${action}"]` : SLIDER_CONTROL_SELECTOR;
  return [...viewport.ownerDocument.querySelectorAll<HTMLButtonElement>(selector)].filter(
    (control) => control.getAttribute('aria-controls') === viewport.id,
  );
}

/** Whether autoplay should be moving it, leaving the visitor's presence and the view aside. */
function wantsToPlay(viewport: HTMLElement, state: SliderState): boolean {
  return state.choice === null ? !reducedMotion(viewport) : state.choice === 'play';
}

/** Documents whose visitor is at the page (see `activate`). */
const active = new WeakSet<Document>();

function playing(viewport: HTMLElement, state: SliderState): boolean {
  return (
    active.has(viewport.ownerDocument) &&
    viewport.hasAttribute('data-slider-delay') &&
    viewport.isConnected &&
    !viewport.ownerDocument.hidden &&
    state.inView &&
    state.holds.size === 0 &&
    wantsToPlay(viewport, state)
  );
}

/** (Re)starts the wait before the next automatic move, or stops it: called after anything that may change that. */
function schedule(viewport: HTMLElement): void {
  const state = stateOf(viewport);
  clearTimeout(state.timer);
  state.timer = undefined;
  if (state.moving || !playing(viewport, state)) return;
  const delay = Number(viewport.getAttribute('data-slider-delay'));
  state.timer = setTimeout(() => {
    state.timer = undefined;
    if (playing(viewport, state)) advance(viewport);
  }, delay);
}

// ---- scroll viewports -------------------------------------------------------------------------

/** Where the viewport stops for each slide: its scroll position with that slide first. */
function stops(viewport: HTMLElement): number[] {
  const slides = slidesOf(viewport);
  const first = slides[0]?.offsetLeft ?? 0;
  const last = Math.max(0, viewport.scrollWidth - viewport.clientWidth);
  return [...new Set(slides.map((slide) => Math.min(slide.offsetLeft - first, last)))];
}

/** How long a glide to the next stop takes, and its curve: moving from the first frame, settling gently. */
const GLIDE_MS = 420;
const GLIDE_EASING = 'cubic-bezier(0.22, 1, 0.36, 1)';

/** Ends a glide under way where it was going: the scroll position takes over from the strip's offset, in one frame. */
function settleGlide(viewport: HTMLElement): void {
  const state = stateOf(viewport);
  const { glide, target } = state;
  if (!glide) return;
  state.glide = undefined;
  glide.cancel();
  if (target !== undefined) viewport.scrollTo({ left: target, behavior: 'instant' });
  state.target = undefined;
  updateArrows(viewport);
}

function scrollViewportTo(viewport: HTMLElement, left: number): void {
  settleGlide(viewport);
  const state = stateOf(viewport);
  const strip = stripOf(viewport);
  const distance = left - viewport.scrollLeft;
  const instant = reducedMotion(viewport);
  if (!instant && strip && typeof strip.animate === 'function' && Math.abs(distance) >= 1) {
    // The strip slides by the distance (a transform: the compositor moves it, whatever the main thread is doing).
    state.target = left;
    const glide = strip.animate([{ transform: 'translateX(0)' }, { transform: `translateX(${String(-distance)}px)` }], {
      duration: GLIDE_MS,
      easing: GLIDE_EASING,
    });
    // A new animation shows its start (no movement) in its first frame: it starts one frame in,
    // so the frame after the tap already shows the strip moving (as Back to top's glide).
    glide.currentTime = FRAME_MS;
    state.glide = glide;
    glide.addEventListener('finish', () => {
      if (state.glide === glide) settleGlide(viewport);
    });
    // Reading the slides' places now would lay the page out again in the tap's task.
    afterNextPaint(() => updateArrows(viewport), windowOf(viewport));
    return;
  }
  const behavior: ScrollBehavior = instant ? 'instant' : 'smooth';
  state.target = !instant && Math.abs(distance) >= 1 ? left : undefined;
  if (typeof viewport.scrollTo === 'function') viewport.scrollTo({ left, behavior });
  else viewport.scrollLeft = left;
  // jsdom and an instant scroll may not fire `scroll` before the arrows' state is read again.
  updateArrows(viewport);
}

/** The stop after (or before) the viewport's position; none at the end (or the start). */
function stopBeside(viewport: HTMLElement, direction: 1 | -1): number | undefined {
  const position = stateOf(viewport).target ?? viewport.scrollLeft;
  const all = stops(viewport);
  return direction === 1 ? all.find((stop) => stop > position + 1) : all.reverse().find((stop) => stop < position - 1);
}

function updateArrows(viewport: HTMLElement): void {
  if (isLoop(viewport)) return;
  for (const [action, direction] of [
    ['previous', -1],
    ['next', 1],
  ] as const) {
    const atEnd = stopBeside(viewport, direction) === undefined;
    for (const arrow of controlsOf(viewport, action)) arrow.setAttribute('aria-disabled', String(atEnd));
  }
}

// ---- loop viewports ---------------------------------------------------------------------------

function moveLoop(viewport: HTMLElement): void {
  const state = stateOf(viewport);
  const strip = stripOf(viewport);
  const slides = slidesOf(viewport);
  if (!strip || slides.length < 2 || state.moving) return;
  const gap = Number.parseFloat(getComputedStyle(strip).columnGap) || 0;
  const step = (slides[0]?.getBoundingClientRect().width ?? 0) + gap;
  const speed = reducedMotion(viewport) ? 0 : Number(viewport.getAttribute('data-slider-speed') ?? 0);
  state.moving = true;
  // Linear: one continuous drift from logo to logo.
  strip.style.transition = speed > 0 ? `transform ${String(speed)}ms linear` : 'none';
  strip.style.transform = `translateX(${String(-step)}px)`;
  setTimeout(() => {
    // The slide that left goes to the end while the strip goes back: one frame, no visible move.
    state.offset = (state.offset + 1) % slides.length;
    slides.forEach((slide, index) => (slide.style.order = String((index - state.offset + slides.length) % slides.length)));
    strip.style.transition = 'none';
    strip.style.transform = '';
    state.moving = false;
    schedule(viewport);
  }, speed);
}

// ---- both -------------------------------------------------------------------------------------

function advance(viewport: HTMLElement): void {
  if (isLoop(viewport)) {
    moveLoop(viewport);
    return;
  }
  // At the end, autoplay starts again from the first slide.
  scrollViewportTo(viewport, stopBeside(viewport, 1) ?? 0);
  schedule(viewport);
}

function viewportOf(control: Element): HTMLElement | null {
  const id = control.getAttribute('aria-controls');
  const viewport = id ? control.ownerDocument.getElementById(id) : null;
  return viewport?.matches(VIEWPORT) ? viewport : null;
}

function togglePause(viewport: HTMLElement): void {
  const state = stateOf(viewport);
  state.choice = wantsToPlay(viewport, state) ? 'pause' : 'play';
  for (const control of controlsOf(viewport, 'pause')) control.setAttribute(SLIDER_PAUSED_ATTRIBUTE, String(state.choice === 'pause'));
  schedule(viewport);
}

/** Whether a mouse just dragged a slider (its click then selects nothing and follows no link). */
let suppressClick = false;

function onClick(event: MouseEvent): void {
  if (suppressClick && event.target instanceof Element && event.target.closest(VIEWPORT)) {
    suppressClick = false;
    event.preventDefault();
    event.stopPropagation();
    return;
  }
  const control = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(SLIDER_CONTROL_SELECTOR) : null;
  const viewport = control && viewportOf(control);
  if (!control || !viewport || event.defaultPrevented) return;
  activate(control.ownerDocument);
  const action = control.getAttribute(SLIDER_CONTROL_ATTRIBUTE) as SliderAction;
  if (action === 'pause') {
    togglePause(viewport);
    return;
  }
  if (control.getAttribute('aria-disabled') === 'true' || isLoop(viewport)) return;
  const stop = stopBeside(viewport, action === 'next' ? 1 : -1);
  if (stop !== undefined) scrollViewportTo(viewport, stop);
  schedule(viewport);
}

const viewportAround = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(VIEWPORT) : null;

function hold(viewport: HTMLElement, reason: Hold, held: boolean): void {
  const { holds } = stateOf(viewport);
  if (held) holds.add(reason);
  else holds.delete(reason);
  schedule(viewport);
}

function onPointerOver(event: PointerEvent): void {
  const viewport = viewportAround(event.target);
  if (event.pointerType === 'mouse' && viewport && !viewport.contains(event.relatedTarget as Node | null)) hold(viewport, 'hover', true);
}

function onPointerOut(event: PointerEvent): void {
  const viewport = viewportAround(event.target);
  if (event.pointerType === 'mouse' && viewport && !viewport.contains(event.relatedTarget as Node | null)) hold(viewport, 'hover', false);
}

function onFocusIn(event: FocusEvent): void {
  const viewport = viewportAround(event.target);
  if (viewport) hold(viewport, 'focus', true);
}

function onFocusOut(event: FocusEvent): void {
  const viewport = viewportAround(event.target);
  if (viewport && !viewport.contains(event.relatedTarget as Node | null)) hold(viewport, 'focus', false);
}

/** A press on a slider holds it still until released; a mouse press on a scroll viewport drags it. */
function onPointerDown(event: PointerEvent): void {
  const viewport = viewportAround(event.target);
  if (!viewport) return;
  // A press takes the slider where it is going at once: a drag or swipe goes on from there.
  settleGlide(viewport);
  stateOf(viewport).target = undefined;
  hold(viewport, 'drag', true);
  const doc = viewport.ownerDocument;
  const dragging = event.pointerType === 'mouse' && event.button === 0 && !isLoop(viewport);
  const startX = event.clientX;
  const startLeft = viewport.scrollLeft;
  let moved = false;
  const onMove = (move: PointerEvent) => {
    const distance = move.clientX - startX;
    if (!moved && Math.abs(distance) < DRAG_THRESHOLD_PX) return;
    if (!moved) {
      moved = true;
      // Snapping would pull the viewport back on every step of the drag (it snaps once released),
      // and the drag should not select the cards' text.
      viewport.style.scrollSnapType = 'none';
      viewport.style.userSelect = 'none';
    }
    viewport.scrollLeft = startLeft - distance;
  };
  const onEnd = () => {
    doc.removeEventListener('pointermove', onMove);
    doc.removeEventListener('pointerup', onEnd);
    doc.removeEventListener('pointercancel', onEnd);
    if (moved) {
      suppressClick = true;
      // A click follows a release on the same element only; forget it if none came.
      setTimeout(() => (suppressClick = false), 0);
      const position = viewport.scrollLeft;
      const nearest = stops(viewport).reduce((best, stop) => (Math.abs(stop - position) < Math.abs(best - position) ? stop : best), 0);
      viewport.style.scrollSnapType = '';
      viewport.style.userSelect = '';
      scrollViewportTo(viewport, nearest);
    }
    hold(viewport, 'drag', false);
  };
  if (dragging) doc.addEventListener('pointermove', onMove);
  doc.addEventListener('pointerup', onEnd);
  doc.addEventListener('pointercancel', onEnd);
}

/** A link or image dragged out of a slider would start the browser's drag and drop instead. */
function onDragStart(event: DragEvent): void {
  const viewport = viewportAround(event.target);
  if (viewport && !isLoop(viewport)) event.preventDefault();
}

/** A slider scrolled (arrows, autoplay, a swipe, a wheel): the arrows follow, and autoplay waits a full delay again. */
function onScroll(event: Event): void {
  const viewport = event.target instanceof HTMLElement && event.target.matches(VIEWPORT) ? event.target : null;
  if (!viewport) return;
  const state = stateOf(viewport);
  if (state.glide) return; // a glide scrolls nothing until it settles
  if (state.target !== undefined && (event.type === 'scrollend' || Math.abs(viewport.scrollLeft - state.target) < 1))
    state.target = undefined;
  updateArrows(viewport);
  if (state.timer !== undefined) schedule(viewport);
}

const observed = new WeakSet<HTMLElement>();
const observers = new WeakMap<Document, IntersectionObserver>();

/** Starts watching the autoplaying sliders not yet watched (in the page's HTML, or rendered since). */
function watchSliders(doc: Document): void {
  const win = doc.defaultView;
  let observer = observers.get(doc);
  if (!observer && win && 'IntersectionObserver' in win) {
    observer = new win.IntersectionObserver((entries) => {
      for (const entry of entries) {
        const viewport = entry.target as HTMLElement;
        stateOf(viewport).inView = entry.isIntersecting;
        schedule(viewport);
      }
    });
    observers.set(doc, observer);
  }
  for (const viewport of doc.querySelectorAll<HTMLElement>(`${VIEWPORT}[data-slider-delay]`)) {
    if (observed.has(viewport)) continue;
    observed.add(viewport);
    if (observer) observer.observe(viewport);
    else schedule(viewport);
  }
}

/** The visitor is at the page: autoplaying sliders start once in view. */
function activate(doc: Document): void {
  if (active.has(doc)) return;
  active.add(doc);
  const scheduleAll = () => {
    for (const viewport of doc.querySelectorAll<HTMLElement>(`${VIEWPORT}[data-slider-delay]`)) schedule(viewport);
  };
  doc.addEventListener('visibilitychange', scheduleAll);
  doc.defaultView?.matchMedia(REDUCED_MOTION).addEventListener('change', scheduleAll);
  watchSliders(doc);
  // A slider rendered later (a page the browser renders whole, a remote's standalone page) too.
  const win = doc.defaultView;
  if (win && 'MutationObserver' in win) {
    new win.MutationObserver((records) => {
      if (records.some((record) => record.addedNodes.length > 0)) watchSliders(doc);
    }).observe(doc.documentElement, { childList: true, subtree: true });
  }
}

/** Listens on the document for every slider in it (once per document); returns a function that stops listening. */
export function installSliders(doc: Document = document): () => void {
  if (doc.documentElement.hasAttribute(SLIDERS_INSTALLED_ATTRIBUTE)) return () => undefined;
  doc.documentElement.setAttribute(SLIDERS_INSTALLED_ATTRIBUTE, '');
  const win = doc.defaultView;
  const onActivity = () => {
    for (const type of ACTIVITY) win?.removeEventListener(type, onActivity, true);
    // The first activity is often a tap: its answer is drawn before autoplay is set up.
    if (win) afterNextPaint(() => activate(doc), win);
    else activate(doc);
  };
  for (const type of ACTIVITY) win?.addEventListener(type, onActivity, { capture: true, passive: true });
  const listeners = [
    ['click', onClick],
    ['pointerover', onPointerOver],
    ['pointerout', onPointerOut],
    ['pointerdown', onPointerDown],
    ['focusin', onFocusIn],
    ['focusout', onFocusOut],
    ['dragstart', onDragStart],
  ] as const;
  for (const [type, listener] of listeners) doc.addEventListener(type, listener as EventListener);
  // `scroll` does not bubble: catch the sliders' own on the way down.
  doc.addEventListener('scroll', onScroll, { capture: true, passive: true });
  doc.addEventListener('scrollend', onScroll, { capture: true, passive: true });
  return () => {
    doc.documentElement.removeAttribute(SLIDERS_INSTALLED_ATTRIBUTE);
    for (const type of ACTIVITY) win?.removeEventListener(type, onActivity, true);
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener as EventListener);
    doc.removeEventListener('scroll', onScroll, { capture: true });
    doc.removeEventListener('scrollend', onScroll, { capture: true });
  };
}
