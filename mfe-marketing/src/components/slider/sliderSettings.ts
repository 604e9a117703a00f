/**
 * The sliders' Swiper settings as the spec gives them (section 4). Swiper's breakpoints are
 * minimum window widths, so "3 at width up to 1100" becomes "3 from 426, 5 from 1101".
 *
 * The server's HTML is laid out by the sliders' stylesheets with the same numbers (--per-view and
 * --gap per breakpoint: preInitLayout.test.ts keeps them equal to these), so nothing moves when
 * Swiper takes over with these settings (`sliderViewport` writes them into the markup). The blog
 * slider's row is mfe-resources' (LatestPosts).
 */
import type { SliderSettings } from '@site/ui/behaviours';

export const featuresSliderSettings = {
  slidesPerView: 1,
  spaceBetween: 30,
  breakpoints: { 426: { slidesPerView: 3 }, 1101: { slidesPerView: 5 } },
  // Snaps to slides, with rubber-band resistance at the ends (Swiper's default, stated here on purpose).
  resistanceRatio: 0.85,
  // Holds still under the mouse, and goes on after the visitor moved it.
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

/** Slides shown at a window width, read from the settings the way Swiper reads its breakpoints. */
export function slidesPerViewAt(
  settings: { readonly slidesPerView: number; readonly breakpoints: Readonly<Record<number, { readonly slidesPerView: number }>> },
  windowWidth: number,
): number {
  let perView = settings.slidesPerView;
  for (const [minWidth, { slidesPerView }] of Object.entries(settings.breakpoints)) {
    if (windowWidth >= Number(minWidth)) perView = slidesPerView;
  }
  return perView;
}
