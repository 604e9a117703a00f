/**
 * The sliders' settings as the spec gives them (section 4), in Swiper's terms: Swiper breakpoints
 * are minimum window widths, so "3 at width up to 1100" becomes "3 from 426, 5 from 1101".
 *
 * Only the blog slider still runs on Swiper (free mode, in its island). The features slider and the
 * client logos are laid out by their stylesheets (--per-view and --gap per breakpoint: see
 * preInitLayout.test.ts, which keeps them equal to these numbers) and moved by the slider
 * behaviour (`@site/ui/behaviours`), which reads their autoplay delay and speed from here.
 */
import type { A11yOptions, SwiperOptions } from 'swiper/types';

/** What Swiper's A11y module announces for the blog slider (the others say the same through `sliderSlide`). */
export const sliderA11y = {
  containerRoleDescriptionMessage: 'carousel',
  itemRoleDescriptionMessage: 'slide',
  slideLabelMessage: '{{index}} of {{slidesLength}}',
} as const satisfies A11yOptions;

export const featuresSliderSettings = {
  slidesPerView: 1,
  spaceBetween: 30,
  breakpoints: { 426: { slidesPerView: 3 }, 1101: { slidesPerView: 5 } },
  // Snap to slides (CSS scroll snap; the browser's own overscroll at the ends).
  autoplay: { delay: 2000, disableOnInteraction: false, pauseOnMouseEnter: true },
} as const satisfies SwiperOptions;

export const blogSliderSettings = {
  slidesPerView: 1,
  spaceBetween: 50,
  breakpoints: { 571: { slidesPerView: 2 }, 1001: { slidesPerView: 3 } },
  freeMode: { enabled: true, sticky: true },
} as const satisfies SwiperOptions;

export const logoCarouselSettings = {
  slidesPerView: 2,
  spaceBetween: 10,
  breakpoints: { 640: { slidesPerView: 3 }, 768: { slidesPerView: 4 }, 1024: { slidesPerView: 5 }, 1280: { slidesPerView: 6 } },
  loop: true,
  speed: 1500,
  allowTouchMove: false,
  autoplay: { delay: 500, disableOnInteraction: false, pauseOnMouseEnter: true },
} as const satisfies SwiperOptions;

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
