/**
 * The sliders' settings as the spec gives them (section 4). Breakpoints are minimum window widths,
 * so "3 at width up to 1100" becomes "3 from 426, 5 from 1101".
 *
 * The sliders are laid out by their stylesheets (--per-view and --gap per breakpoint: see
 * preInitLayout.test.ts, which keeps them equal to these numbers) and moved by the slider
 * behaviour (`@site/ui/behaviours`), which reads their autoplay delay and speed from here. (The
 * blog slider's row is mfe-resources': LatestPosts.)
 */
interface SliderSettings {
  readonly slidesPerView: number;
  /** The gap between slides, px. */
  readonly spaceBetween: number;
  readonly breakpoints: Readonly<Record<number, { readonly slidesPerView: number }>>;
  /** Moves by itself every `delay` ms, holding still while the pointer is over it, and going on after the visitor moved it. */
  readonly autoplay?: { readonly delay: number; readonly disableOnInteraction: boolean; readonly pauseOnMouseEnter: boolean };
  /** An endless strip, each move taking `speed` ms, that the visitor cannot drag (`allowTouchMove`). */
  readonly loop?: boolean;
  readonly speed?: number;
  readonly allowTouchMove?: boolean;
}

export const featuresSliderSettings = {
  slidesPerView: 1,
  spaceBetween: 30,
  breakpoints: { 426: { slidesPerView: 3 }, 1101: { slidesPerView: 5 } },
  // Snap to slides (CSS scroll snap; the browser's own overscroll at the ends).
  autoplay: { delay: 2000, disableOnInteraction: false, pauseOnMouseEnter: true },
} as const satisfies SliderSettings;

export const logoCarouselSettings = {
  slidesPerView: 2,
  spaceBetween: 10,
  breakpoints: { 640: { slidesPerView: 3 }, 768: { slidesPerView: 4 }, 1024: { slidesPerView: 5 }, 1280: { slidesPerView: 6 } },
  loop: true,
  speed: 1500,
  allowTouchMove: false,
  autoplay: { delay: 500, disableOnInteraction: false, pauseOnMouseEnter: true },
} as const satisfies SliderSettings;

/** Slides shown at a window width: the last breakpoint at or below it. */
export function slidesPerViewAt(settings: Pick<SliderSettings, 'slidesPerView' | 'breakpoints'>, windowWidth: number): number {
  let perView = settings.slidesPerView;
  for (const [minWidth, { slidesPerView }] of Object.entries(settings.breakpoints)) {
    if (windowWidth >= Number(minWidth)) perView = slidesPerView;
  }
  return perView;
}
