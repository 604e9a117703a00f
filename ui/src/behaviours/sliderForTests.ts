/**
 * A slider as the server writes it (the markup helpers of `swiperMarkup.ts`, Swiper's class names
 * as ui's `sliderClassNames` give them), for the sliders' tests. jsdom lays nothing out: the
 * slider is given its width and the slides their places, `SLIDE_WIDTH` wide and `GAP` apart,
 * three in view, as a browser would lay out the CSS.
 */
import { sliderControl, sliderSlide, sliderViewport, type SliderAction, type SliderSettings } from './swiperMarkup';

const SLIDE_WIDTH = 100;
const GAP = 10;
/** From one slide to the next. */
export const STEP = SLIDE_WIDTH + GAP;

/** Three per view, 10 px apart, moving on every 2 s and holding still under a mouse (the features slider's kind). */
export const autoplayingSettings: SliderSettings = {
  slidesPerView: 3,
  spaceBetween: GAP,
  autoplay: { delay: 2000, disableOnInteraction: false, pauseOnMouseEnter: true },
};

export interface BuiltSlider {
  readonly slider: HTMLElement;
  readonly strip: HTMLElement;
  readonly slides: HTMLElement[];
  readonly previous: HTMLButtonElement;
  readonly next: HTMLButtonElement;
  readonly pause: HTMLButtonElement;
  /** The row's own scrolls (`scrollBy`), as asked. */
  readonly scrolls: ScrollToOptions[];
}

function setAttributes(element: Element, attributes: Record<string, string | boolean | undefined>): void {
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, String(value));
}

let built = 0;

/** A slider of `count` slides with its pause button and arrows, in the document's body. */
export function buildSlider({ count = 5, settings = autoplayingSettings } = {}): BuiltSlider {
  built += 1;
  const id = `slider-${String(built)}`;
  const buttons = (['pause', 'previous', 'next'] as const satisfies readonly SliderAction[]).map((action) => {
    const button = document.createElement('button');
    const label = action === 'pause' ? undefined : `${action === 'next' ? 'Next' : 'Previous'} cards`;
    setAttributes(button, sliderControl({ action, controls: id, label }));
    button.textContent = action === 'pause' ? 'Pause automatic sliding of cards' : '';
    document.body.append(button);
    return button;
  });
  const slider = document.createElement('div');
  setAttributes(slider, sliderViewport({ id, label: 'Cards', settings }));
  const strip = document.createElement('div');
  strip.className = 'swiper-wrapper';
  slider.append(strip);
  const slides = Array.from({ length: count }, (_, index) => {
    const slide = document.createElement('div');
    slide.className = 'swiper-slide';
    setAttributes(slide, sliderSlide(index, count));
    slide.innerHTML = `<a href="/card-${String(index)}">Card ${String(index)}</a>`;
    Object.defineProperty(slide, 'offsetLeft', { get: () => index * STEP });
    Object.defineProperty(slide, 'offsetWidth', { get: () => SLIDE_WIDTH });
    strip.append(slide);
    return slide;
  });
  Object.defineProperty(slider, 'clientWidth', { get: () => 3 * SLIDE_WIDTH + 2 * GAP });
  const scrolls: ScrollToOptions[] = [];
  slider.scrollBy = ((options: ScrollToOptions) => {
    scrolls.push(options);
    slider.scrollLeft += options.left ?? 0;
  }) as typeof slider.scrollBy;
  document.body.append(slider);
  const [pause, previous, next] = buttons as [HTMLButtonElement, HTMLButtonElement, HTMLButtonElement];
  return { slider, strip, slides, previous, next, pause, scrolls };
}

/** The visitor's motion preference, as `matchMedia` answers it. */
export function preferReducedMotion(reduce: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
