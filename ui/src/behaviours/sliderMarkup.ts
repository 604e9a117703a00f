/**
 * The markup of sliders (`slider.ts` is their behaviour): what components spread on the viewport,
 * the slides and the controls. Apart from the behaviour so a page with no slider never fetches it:
 * the islands loader imports `slider.ts` only when a page holds a `[data-slider]`.
 */

export const SLIDER_ATTRIBUTE = 'data-slider';
export const SLIDER_CONTROL_ATTRIBUTE = 'data-slider-control';
/** Every button this behaviour handles (for the build check that no server-composed button is dead). */
export const SLIDER_CONTROL_SELECTOR = `button[${SLIDER_CONTROL_ATTRIBUTE}]`;
/** Set on the pause button once the visitor has chosen: "true" (paused) or "false" (playing). */
export const SLIDER_PAUSED_ATTRIBUTE = 'data-slider-paused';
/**
 * Written on `<html>` once sliders are installed: the islands loader and the islands runtime each
 * bundle the behaviour, and whichever comes first installs it (a module-level flag would let both).
 */
export const SLIDERS_INSTALLED_ATTRIBUTE = 'data-sliders-installed';
/** A slider's viewport. */
export const SLIDER_VIEWPORT_SELECTOR = `[${SLIDER_ATTRIBUTE}]`;

export type SliderAction = 'previous' | 'next' | 'pause';

export interface SliderViewportOptions {
  /** Its id, for the controls' `aria-controls`. */
  readonly id: string;
  /** What slides, for screen readers ("Features"). */
  readonly label: string;
  /** Moves by itself: the wait between moves (ms) and, in a loop, how long a move takes (ms). */
  readonly autoplay?: { readonly delay: number; readonly speed?: number };
  /** An endless strip that only autoplay moves (see above). */
  readonly loop?: boolean;
}

/** The viewport's attributes; spread them on the element around the strip of slides. */
export function sliderViewport({ id, label, autoplay, loop }: SliderViewportOptions) {
  return {
    id,
    role: 'group',
    'aria-roledescription': 'carousel',
    'aria-label': label,
    [SLIDER_ATTRIBUTE]: loop ? 'loop' : 'scroll',
    'data-slider-delay': autoplay ? String(autoplay.delay) : undefined,
    'data-slider-speed': autoplay?.speed === undefined ? undefined : String(autoplay.speed),
  } as const;
}

/** A slide's attributes: "3 of 15" for screen readers. */
export function sliderSlide(index: number, count: number) {
  return { role: 'group', 'aria-roledescription': 'slide', 'aria-label': `${String(index + 1)} of ${String(count)}` } as const;
}

/** A control's attributes; spread them on a `<button>`. The previous arrow starts disabled (at the start). */
export function sliderControl({ action, controls }: { readonly action: SliderAction; readonly controls: string }) {
  return {
    type: 'button',
    [SLIDER_CONTROL_ATTRIBUTE]: action,
    'aria-controls': controls,
    'aria-disabled': action === 'previous' ? true : undefined,
  } as const;
}
