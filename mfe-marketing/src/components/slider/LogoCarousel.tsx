import { Illustration, Section, sliderClassNames } from '@site/ui';
import { sliderSlide, sliderViewport } from '@site/ui/behaviours';
import { useId } from 'react';
import type { Picture } from '../../content/types';
import { SliderButtons } from './SliderButtons';
import { logoCarouselSettings } from './sliderSettings';
import styles from './LogoCarousel.module.css';

export interface LogoCarouselProps {
  readonly heading: string;
  readonly logos: readonly Picture[];
}

/**
 * "Our Most Trusted Clients": a looping, self-advancing row of client logos with a pause control.
 * Plain HTML laid out by CSS, no island: Swiper loops it once it nears the viewport, following the
 * pause button (`@site/ui/behaviours`).
 */
export function LogoCarousel({ heading, logos }: LogoCarouselProps) {
  const viewportId = `${useId()}-carousel`;
  return (
    <Section heading={heading} className={styles.section}>
      <SliderButtons controls={viewportId} subject="client logos" autoplay />
      <div
        className={`${sliderClassNames.viewport} ${sliderClassNames.loop} ${styles.track}`}
        {...sliderViewport({ id: viewportId, label: heading, settings: logoCarouselSettings })}
        data-testid="logo-carousel"
      >
        <div className={sliderClassNames.strip}>
          {logos.map((logo, index) => (
            <div key={logo.src} className={`${sliderClassNames.slide} ${styles.slide}`} {...sliderSlide(index, logos.length)}>
              <Illustration picture={logo} className={styles.logo} />
            </div>
          ))}
        </div>
      </div>
    </Section>
  );
}
