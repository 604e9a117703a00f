import { usePrefersReducedMotion } from '@site/ui';
import { useEffect, useState, type FocusEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';

export interface AutoplayControl {
  /** Give to `<Swiper onSwiper>`. */
  readonly onSwiper: (swiper: SwiperInstance) => void;
  /** Whether the slider is moving by itself now. */
  readonly playing: boolean;
  /** The visitor paused it with the button (or reduced motion holds it still until they press play). */
  readonly paused: boolean;
  /** No choice made yet: paused or not follows `prefers-reduced-motion`, which CSS knows before any script. */
  readonly followsPreference: boolean;
  readonly togglePaused: () => void;
  /** Spread on the slider's wrapper: keyboard focus inside holds it still (WCAG 2.2.2). */
  readonly focusHandlers: {
    readonly onFocus: () => void;
    readonly onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Autoplay the visitor controls: a pause/play button, no autoplay under `prefers-reduced-motion`
 * (until they press play), and no movement while focus is inside. Hover pausing is Swiper's own
 * `pauseOnMouseEnter`.
 */
export function useAutoplayControl(): AutoplayControl {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [focusWithin, setFocusWithin] = useState(false);

  const paused = choice === null ? reducedMotion : choice === 'pause';
  const playing = !paused && !focusWithin;

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (playing && !swiper.autoplay.running) swiper.autoplay.start();
    if (!playing && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, playing]);

  return {
    onSwiper: setSwiper,
    playing,
    paused,
    followsPreference: choice === null,
    togglePaused: () => setChoice(paused ? 'play' : 'pause'),
    focusHandlers: {
      onFocus: () => setFocusWithin(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
      },
    },
  };
}
