import 'swiper/css';
import { GlossaryText, Illustration, LabelLink, Section, cardClassNames } from '@site/ui';
import { useState } from 'react';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Picture } from '../../content/types';
import { SliderButtons } from './SliderButtons';
import { featuresSliderSettings, sliderA11y } from './sliderSettings';
import { useAutoplayControl } from './useAutoplayControl';
import sliderStyles from './Slider.module.css';
import styles from './FeaturesSlider.module.css';

export interface FeatureCard {
  readonly id: number;
  /** The module's name; the card navigates by it through the label map. */
  readonly title: string;
  readonly description: string;
  readonly image: Picture;
}

export interface FeaturesSliderProps {
  readonly id: string;
  readonly heading: string;
  readonly intro: string;
  readonly cards: readonly FeatureCard[];
}

/** Home page features slider: autoplays every 2 s (pausable), arrows, one card per module. */
export function FeaturesSlider({ id, heading, intro, cards }: FeaturesSliderProps) {
  const autoplay = useAutoplayControl();
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);

  return (
    <Section id={id} heading={heading} intro={<GlossaryText>{intro}</GlossaryText>} tone="alt">
      <SliderButtons
        subject="features"
        prevRef={setPrevEl}
        nextRef={setNextEl}
        autoplay={{ paused: autoplay.paused, followsPreference: autoplay.followsPreference, toggle: autoplay.togglePaused }}
      />
      {/* Focus on a slide's link holds the slider still; focus on the buttons above does not. */}
      <div {...autoplay.focusHandlers}>
        <Swiper
          modules={[A11y, Autoplay, Navigation]}
          {...featuresSliderSettings}
          navigation={{ prevEl, nextEl }}
          onSwiper={autoplay.onSwiper}
          a11y={sliderA11y}
          className={styles.slider}
          data-testid="features-slider"
        >
          {cards.map((card) => (
            <SwiperSlide key={card.id} className={sliderStyles.slide}>
              <article className={`${cardClassNames.card} ${styles.card}`}>
                <Illustration picture={{ ...card.image, alt: '' }} className={styles.image} />
                <h3 className={`${cardClassNames.title} ${styles.title}`}>
                  {/* The whole card is the link's target area (see .title a::after). */}
                  <LabelLink label={card.title} />
                </h3>
                <p>
                  <GlossaryText>{card.description}</GlossaryText>
                </p>
              </article>
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </Section>
  );
}
