/**
 * Swiper takes over the page's sliders (fetched by `swiperWake.ts` as one nears the viewport, or
 * on a press of its controls), each as it nears the viewport, with the settings its markup carries
 * (`swiperMarkup.ts`), plus what every slider of the site shares. Swiper's modules do the work:
 * Navigation runs the arrows, Autoplay moves it by itself (holding still under a mouse), A11y
 * keeps the slides' "3 of 15" and the arrows' names, Keyboard moves it with the arrow keys while
 * focus is inside it. What is this site's own:
 *
 * - Autoplay runs only while the slider is in view, no focus is inside it (WCAG 2.2.2) and the
 *   pause button stands at "playing" (`showsPaused`: the visitor's choice, written by the
 *   button's first answer in `swiperWake.ts`, else their motion preference). Under
 *   `prefers-reduced-motion` every move is instant.
 * - Swiper starts where the visitor had swiped the row (it waits for a scroll under way to end),
 *   and holds still under a mouse that was already resting on it.
 * - The arrow at either end stays focusable, marked `aria-disabled`: Swiper would disable it, and
 *   the focus of a keyboard visitor who pressed it there would be lost.
 */
import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation } from 'swiper/modules';
import {
  REDUCED_MOTION,
  SCROLL_SETTLES_MS,
  SLIDER_ATTRIBUTE,
  SLIDER_CONTROL_ATTRIBUTE,
  SLIDER_PAUSED_ATTRIBUTE,
  SLIDER_SCROLLING_ATTRIBUTE,
  SLIDER_SELECTOR,
  showsPaused,
  type SliderAction,
  type SliderSettings,
} from './swiperMarkup';
import { afterNextPaint } from './afterNextPaint';

/** At most this long a slider's start waits for an idle moment (ms). */
const IDLE_TIMEOUT_MS = 1000;
/** Swiper's speed where the settings give none (ms). */
const DEFAULT_SPEED = 300;

const controlOf = (slider: HTMLElement, action: SliderAction): HTMLButtonElement | null =>
  slider.ownerDocument.querySelector(`button[${SLIDER_CONTROL_ATTRIBUTE}="${action}"][aria-controls="${slider.id}"]`);

/** The distance from one slide to the next in the server's row (its scroll snap's step). */
function slideStep(slider: HTMLElement): number {
  const [first, second] = slider.firstElementChild?.children ?? [];
  return first instanceof HTMLElement && second instanceof HTMLElement ? second.offsetLeft - first.offsetLeft : 0;
}

/** Runs `start` once the row stands on a slide: at once, or when the swipe or scroll under way ends. */
function whenStill(slider: HTMLElement, start: () => void): void {
  const step = slideStep(slider);
  const onSlide = step <= 0 || Math.abs(slider.scrollLeft - Math.round(slider.scrollLeft / step) * step) < 1;
  if (onSlide && !slider.hasAttribute(SLIDER_SCROLLING_ATTRIBUTE)) {
    start();
    return;
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  slider.addEventListener('scrollend', startOnce, { once: true });
  setTimeout(startOnce, SCROLL_SETTLES_MS);
}

function takeOver(slider: HTMLElement): void {
  const settings = JSON.parse(slider.getAttribute(SLIDER_ATTRIBUTE) ?? '{}') as SliderSettings;
  const [previous, next, pause] = (['previous', 'next', 'pause'] as const).map((action) => controlOf(slider, action));
  const motion = matchMedia(REDUCED_MOTION);
  const speed = settings.speed ?? DEFAULT_SPEED;
  const autoplay = typeof settings.autoplay === 'object' ? settings.autoplay : undefined;
  // A move at once has no transition for autoplay's next wait to start after.
  const autoplayFor = (reduce: boolean) => autoplay && { ...autoplay, enabled: true, waitForTransition: !reduce };
  let focusInside = false;
  let inView = !('IntersectionObserver' in window);
  const keepArrowsFocusable = () => {
    for (const arrow of [previous, next]) {
      if (!arrow) continue;
      arrow.disabled = false;
      arrow.removeAttribute('tabindex');
    }
  };
  // Built now, laid out and shown in an idle task of its own (below): two shorter tasks, either of
  // which a tap may have to wait for, instead of one long one.
  const swiper = new Swiper(slider, {
    ...settings,
    init: false,
    modules: [A11y, Autoplay, Keyboard, Navigation],
    speed: motion.matches ? 0 : speed,
    autoplay: autoplayFor(motion.matches),
    // A slide in view that takes focus stays where it is (Swiper would bring it to the front).
    watchSlidesProgress: true,
    navigation: { prevEl: previous, nextEl: next },
    // Enabled while focus is inside (below): Swiper listens on the whole document, and an arrow
    // key in a form or a dialog elsewhere must stay that control's. Page Up/Down scroll the page.
    keyboard: { enabled: false, pageUpDown: false },
    a11y: {
      containerRoleDescriptionMessage: 'carousel',
      itemRoleDescriptionMessage: 'slide',
      slideLabelMessage: '{{index}} of {{slidesLength}}',
      prevSlideMessage: previous?.getAttribute('aria-label') ?? '',
      nextSlideMessage: next?.getAttribute('aria-label') ?? '',
      notificationClass: 'visually-hidden',
    },
    // After Navigation's and A11y's own (modules' handlers come first).
    on: {
      afterInit: keepArrowsFocusable,
      toEdge: keepArrowsFocusable,
      fromEdge: keepArrowsFocusable,
      lock: keepArrowsFocusable,
      unlock: keepArrowsFocusable,
    },
  });
  const mouseResting = () => matchMedia('(hover: hover)').matches && slider.matches(':hover');
  let holding = false;
  /**
   * Swiper holds still under the mouse from the moment the pointer enters, but its autoplay also
   * starts, and resumes half a second after any resize, whatever the pointer: held again here.
   */
  const holdUnderMouse = () => {
    if (holding || !mouseResting()) return;
    holding = true; // (a pause without a transition to wait for resumes at once)
    swiper.autoplay.pause();
    holding = false;
  };
  const holdOrPlay = () => {
    if (!autoplay) return;
    const playing = inView && !focusInside && !(pause ? showsPaused(pause) : motion.matches);
    if (playing && !swiper.autoplay.running) swiper.autoplay.start();
    if (!playing && swiper.autoplay.running) swiper.autoplay.stop();
  };
  /** From Swiper's start: autoplay follows the pause button, the motion preference, the view and focus. */
  const follow = () => {
    // A mouse resting on the slider as Swiper starts: its hold under the pointer waits for the
    // pointer to enter, which it did before.
    if (mouseResting()) slider.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    swiper.on('autoplayStart autoplayResume', holdUnderMouse);
    holdOrPlay();
    if (pause) new MutationObserver(holdOrPlay).observe(pause, { attributeFilter: [SLIDER_PAUSED_ATTRIBUTE] });
    motion.addEventListener('change', () => {
      swiper.params.speed = motion.matches ? 0 : speed;
      if (autoplay) swiper.params.autoplay = autoplayFor(motion.matches);
      holdOrPlay();
    });
    if (!inView) {
      new IntersectionObserver(([entry]) => {
        inView = entry?.isIntersecting ?? inView;
        holdOrPlay();
      }).observe(slider);
    }
    slider.addEventListener('focusin', () => {
      focusInside = true;
      swiper.keyboard.enable();
      holdOrPlay();
    });
    slider.addEventListener('focusout', (event) => {
      if (slider.contains(event.relatedTarget as Node | null)) return;
      focusInside = false;
      swiper.keyboard.disable();
      holdOrPlay();
    });
  };
  whenIdle(() => {
    whenStill(slider, () => {
      // Where the row stands then (the visitor may have swiped it), then Swiper's strip there instead
      // of the row's own scrolling (its CSS stops the scrolling), in one task: nothing moves on screen.
      const step = slideStep(slider);
      swiper.params.initialSlide = step > 0 ? Math.round(slider.scrollLeft / step) : 0;
      swiper.init();
      slider.scrollLeft = 0;
      follow();
    });
  });
}

/** A press under way (a tap's events come apart, with idle time between): Swiper's work waits for it. */
let pressing = false;
const afterPress: Array<() => void> = [];
addEventListener('pointerdown', () => (pressing = true), { capture: true, passive: true });
for (const type of ['pointerup', 'pointercancel']) {
  addEventListener(
    type,
    // Its click comes before that frame: the frame shows the press's answer.
    () =>
      afterNextPaint(() => {
        pressing = false;
        for (const task of afterPress.splice(0)) whenIdle(task);
      }),
    { capture: true, passive: true },
  );
}

/**
 * Runs `task` when the page is idle (a timer where there is no idle callback) and no press is under
 * way: Swiper's work on a slider is a few tasks of its own, which the visitor's taps, and the frames
 * that answer them, go before.
 */
function whenIdle(task: () => void): void {
  const run = () => (pressing ? afterPress.push(task) : task());
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 0);
}

/**
 * Runs `start` in an idle task once the slider is within 200 px of the viewport: a slider further
 * down the page costs nothing until the visitor gets there.
 */
function whenNear(slider: HTMLElement, start: () => void): void {
  if (!('IntersectionObserver' in window)) {
    start();
    return;
  }
  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      near.disconnect();
      whenIdle(start);
    },
    { rootMargin: '200px' },
  );
  near.observe(slider);
}

/** Sliders Swiper has (or is about to take, once near and standing still). */
const taken = new WeakSet<HTMLElement>();
const watched = new WeakSet<Document>();

/** Swiper takes over every slider of `doc` not yet its own as it nears the viewport, and those rendered later (a page the browser renders, the blog's row arriving). */
export function takeOverSliders(doc: Document): void {
  for (const slider of doc.querySelectorAll<HTMLElement>(SLIDER_SELECTOR)) {
    if (taken.has(slider)) continue;
    taken.add(slider);
    whenNear(slider, () => takeOver(slider));
  }
  if (watched.has(doc)) return;
  watched.add(doc);
  new MutationObserver((records) => {
    if (records.some((record) => record.addedNodes.length > 0)) takeOverSliders(doc);
  }).observe(doc.documentElement, { childList: true, subtree: true });
}
