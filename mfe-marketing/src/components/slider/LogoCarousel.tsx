import 'swiper/css';
import { Illustration, Section } from '@site/ui';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Picture } from '../../content/types';
import { SliderButtons } from './SliderButtons';
import { logoCarouselSettings, sliderA11y } from './sliderSettings';
import { useAutoplayControl } from './useAutoplayControl';
import sliderStyles from './Slider.module.css';
import styles from './LogoCarousel.module.css';

export interface LogoCarouselProps {
  readonly heading: string;
  readonly logos: readonly Picture[];
}

/** "Our Most Trusted Clients": a looping, self-advancing row of client logos with a pause control. */
export function LogoCarousel({ heading, logos }: LogoCarouselProps) {
  const autoplay = useAutoplayControl();
  return (
    <Section heading={heading} className={styles.section}>
      <SliderButtons
        subject="client logos"
        autoplay={{ paused: autoplay.paused, followsPreference: autoplay.followsPreference, toggle: autoplay.togglePaused }}
      />
      {/* Focus on a slide's link holds the slider still; focus on the buttons above does not. */}
      <div {...autoplay.focusHandlers}>
        <Swiper
          modules={[A11y, Autoplay]}
          {...logoCarouselSettings}
          onSwiper={autoplay.onSwiper}
          a11y={sliderA11y}
          className={styles.track}
          data-testid="logo-carousel"
        >
          {logos.map((logo) => (
            <SwiperSlide key={logo.src} className={`${sliderStyles.slide} ${styles.slide}`}>
              <Illustration picture={logo} className={styles.logo} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </Section>
  );
}
