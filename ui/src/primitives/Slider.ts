import styles from './Slider.module.css';

/**
 * Class names of a slider's layout, for the markup Swiper runs (`sliderViewport`, `sliderSlide` in
 * `@site/ui/behaviours`): `viewport` and one of `scroll` (a scroll-snap row the visitor swipes
 * until Swiper takes over) or `loop` (a strip only autoplay moves) on the slider, `strip` on its
 * only child, `slide` on each of the strip's children. The slider's own class sets `--per-view`
 * and `--gap` per breakpoint: the same numbers as its Swiper settings. The strip and the slides also
 * carry Swiper's own class names, by which it finds them.
 */
export const sliderClassNames: {
  readonly viewport: string;
  readonly scroll: string;
  readonly loop: string;
  readonly strip: string;
  readonly slide: string;
} = {
  viewport: styles.viewport ?? '',
  scroll: styles.scroll ?? '',
  loop: styles.loop ?? '',
  strip: `${styles.strip ?? ''} swiper-wrapper`,
  slide: `${styles.slide ?? ''} swiper-slide`,
};
