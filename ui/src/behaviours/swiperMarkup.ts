/**
 * The markup of the site's sliders, which Swiper runs: what components spread on the slider, its
 * slides and its controls (with ui's `sliderClassNames` for the layout). The server's HTML is a CSS
 * scroll-snap row the visitor swipes, laid out as Swiper lays it out, so nothing moves when Swiper
 * takes over (`swiperSliders.ts`, fetched as the slider nears the viewport: `swiperWake.ts`). Apart
 * from both, so that writing a page's HTML needs neither.
 */
import type { SwiperOptions } from 'swiper/types';

/** On the slider (Swiper's container): its settings for Swiper, as JSON. */
export const SLIDER_ATTRIBUTE = 'data-slider';
export const SLIDER_SELECTOR = `[${SLIDER_ATTRIBUTE}]`;
export const SLIDER_CONTROL_ATTRIBUTE = 'data-slider-control';
/** Every button the sliders' code handles (for the build check that no server-composed button is dead). */
export const SLIDER_CONTROL_SELECTOR = `button[${SLIDER_CONTROL_ATTRIBUTE}]`;
/** Set on the pause button once the visitor has chosen: "true" (paused) or "false" (playing). */
export const SLIDER_PAUSED_ATTRIBUTE = 'data-slider-paused';
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** On the slider while an arrow pressed before Swiper ran scrolls its row: Swiper starts once it has stopped. */
export const SLIDER_SCROLLING_ATTRIBUTE = 'data-slider-scrolling';
/** Longer than a smooth scroll of one slide lasts: where `scrollend` is missing, it counts as stopped after this (ms). */
export const SCROLL_SETTLES_MS = 600;

export type SliderAction = 'previous' | 'next' | 'pause';

/** What a slider asks of Swiper: layout, autoplay, loop, dragging. Plain JSON: it travels in the page. */
export type SliderSettings = Pick<
  SwiperOptions,
  'slidesPerView' | 'spaceBetween' | 'breakpoints' | 'autoplay' | 'loop' | 'speed' | 'allowTouchMove' | 'resistanceRatio'
>;

export interface SliderViewportOptions {
  /** Its id, for the controls' `aria-controls`. */
  readonly id: string;
  /** What slides, for screen readers ("Features"). */
  readonly label: string;
  readonly settings: SliderSettings;
}

/** The slider's attributes; spread them on the element around the strip of slides. */
export function sliderViewport({ id, label, settings }: SliderViewportOptions) {
  return {
    id,
    role: 'group',
    'aria-roledescription': 'carousel',
    'aria-label': label,
    [SLIDER_ATTRIBUTE]: JSON.stringify(settings),
  } as const;
}

/** A slide's attributes: "3 of 15" for screen readers (the words Swiper's A11y module keeps). */
export function sliderSlide(index: number, count: number) {
  return { role: 'group', 'aria-roledescription': 'slide', 'aria-label': `${String(index + 1)} of ${String(count)}` } as const;
}

export interface SliderControlOptions {
  readonly action: SliderAction;
  /** The slider's id. */
  readonly controls: string;
  /** An arrow's name ("Next features"); the pause button's comes from its text. */
  readonly label?: string;
}

/** A control's attributes; spread them on a `<button>`. The previous arrow starts disabled (at the start). */
export function sliderControl({ action, controls, label }: SliderControlOptions) {
  return {
    type: 'button',
    [SLIDER_CONTROL_ATTRIBUTE]: action,
    'aria-controls': controls,
    'aria-label': label,
    'aria-disabled': action === 'previous' ? true : undefined,
  } as const;
}

/** Whether the pause button stands at "paused": the visitor's choice, else their motion preference (as its CSS shows). */
export function showsPaused(pause: Element): boolean {
  const choice = pause.getAttribute(SLIDER_PAUSED_ATTRIBUTE);
  return choice === null ? matchMedia(REDUCED_MOTION).matches : choice === 'true';
}
