/**
 * The sliders' code until Swiper runs, fetched with the visitor's first activity on a page that
 * holds a slider (a pointer move, scroll, key or touch: a crawler or Lighthouse never fetches it;
 * see `installBehaviours`): when Swiper comes, and the first answer to the slider's controls.
 *
 * Swiper (`swiperSliders.ts`, a module of its own) is fetched when a slider comes within 200 px of
 * the viewport, as the islands' `intent` moment, or on a press of a slider's control, after the frame
 * that shows the press's answer.
 * Until it has taken over, the server's HTML answers: the row is the browser's scroll snap (a swipe
 * moves it), an arrow scrolls it by one slide, and the pause button shows the visitor's choice
 * (`data-slider-paused`), which Swiper follows from then on.
 */
import { afterNextPaint } from './afterNextPaint';
import {
  REDUCED_MOTION,
  SLIDER_CONTROL_ATTRIBUTE,
  SLIDER_CONTROL_SELECTOR,
  SCROLL_SETTLES_MS,
  SLIDER_PAUSED_ATTRIBUTE,
  SLIDER_SCROLLING_ATTRIBUTE,
  SLIDER_SELECTOR,
  showsPaused,
} from './swiperMarkup';

/** Swiper takes over the page's sliders. A failed fetch leaves them as HTML; the next press asks again. */
const takeOver = (doc: Document) =>
  void import('./swiperSliders').then(
    ({ takeOverSliders }) => takeOverSliders(doc),
    () => undefined,
  );

/** The first answer to a press on a slider's control (the arrows are Swiper's once it runs; the pause button stays this one's). */
function onClick(event: MouseEvent): void {
  const control = event.target instanceof Element ? event.target.closest(SLIDER_CONTROL_SELECTOR) : null;
  const slider = control?.ownerDocument.getElementById(control.getAttribute('aria-controls') ?? '');
  if (!control || !slider) return;
  // After the frame that shows this answer: Swiper's arrival never holds it back.
  afterNextPaint(() => takeOver(slider.ownerDocument));
  const action = control.getAttribute(SLIDER_CONTROL_ATTRIBUTE);
  if (action === 'pause') {
    control.setAttribute(SLIDER_PAUSED_ATTRIBUTE, String(!showsPaused(control)));
    return;
  }
  if ('swiper' in slider) return;
  // One slide on: scroll snap stops the row on the next slide; at either end the browser goes no further.
  const [first, second] = slider.firstElementChild?.children ?? [];
  const step = first instanceof HTMLElement && second instanceof HTMLElement ? second.offsetLeft - first.offsetLeft : 0;
  const smooth = !matchMedia(REDUCED_MOTION).matches;
  if (smooth) {
    // A smooth scroll shows no movement at first: Swiper, arriving meanwhile, would stop it where it began.
    slider.setAttribute(SLIDER_SCROLLING_ATTRIBUTE, '');
    const stopped = () => slider.removeAttribute(SLIDER_SCROLLING_ATTRIBUTE);
    slider.addEventListener('scrollend', stopped, { once: true });
    setTimeout(stopped, SCROLL_SETTLES_MS);
  }
  slider.scrollBy({ left: action === 'next' ? step : -step, behavior: smooth ? 'smooth' : 'instant' });
}

/**
 * Installs the sliders' first answers, and fetches Swiper when it is due; `pressed` is a press on
 * the page that came before this code did, answered now. Once per document: the loader installs
 * it for the sliders of the page's HTML, `installSlidersWhenRendered` where there were none (index.ts).
 */
export function installSliders(doc: Document = document, pressed?: MouseEvent): void {
  doc.addEventListener('click', onClick);
  if (pressed) onClick(pressed);
  const win = doc.defaultView;
  // (jsdom has no IntersectionObserver: there a press fetches Swiper.)
  if (!win || !('IntersectionObserver' in win)) return;
  const near = new win.IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      near.disconnect();
      takeOver(doc);
    },
    { rootMargin: '200px' },
  );
  for (const slider of doc.querySelectorAll(SLIDER_SELECTOR)) near.observe(slider);
}
