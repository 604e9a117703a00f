import { GlossaryText, Illustration, LabelLink, Section, cardClassNames, targetClassNames, sliderClassNames } from '@site/ui';
import { sliderSlide, sliderViewport } from '@site/ui/behaviours';
import { useId } from 'react';
import type { Picture } from '../../content/types';
import { SliderButtons } from './SliderButtons';
import { featuresSliderSettings } from './sliderSettings';
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

/**
 * Home page features slider: autoplays every 2 s (pausable), arrows, one card per module. Plain
 * HTML, no island: a scroll-snap row laid out by CSS, whose arrows and pause button answer from the
 * HTML, until Swiper takes it over as it nears the viewport (`@site/ui/behaviours`).
 */
export function FeaturesSlider({ id, heading, intro, cards }: FeaturesSliderProps) {
  const viewportId = `${useId()}-slider`;
  return (
    <Section id={id} heading={heading} intro={<GlossaryText>{intro}</GlossaryText>} tone="alt">
      <SliderButtons controls={viewportId} subject="features" arrows autoplay />
      {/* Focus on a slide's link holds the slider still; focus on the buttons above does not. */}
      <div
        className={`${sliderClassNames.viewport} ${sliderClassNames.scroll} ${styles.slider}`}
        {...sliderViewport({ id: viewportId, label: heading, settings: featuresSliderSettings })}
        data-testid="features-slider"
      >
        <div className={sliderClassNames.strip}>
          {cards.map((card, index) => (
            <div key={card.id} className={sliderClassNames.slide} {...sliderSlide(index, cards.length)}>
              <article className={`${cardClassNames.card} ${styles.card}`}>
                <Illustration picture={{ ...card.image, alt: '' }} className={styles.image} />
                <h3 className={`${cardClassNames.title} ${styles.title}`}>
                  {/* The whole card is the link's target area (see .title a::after); the link's
                      own box is a full target too, one line of title or two. */}
                  <LabelLink label={card.title} className={targetClassNames.block} />
                </h3>
                <p>
                  <GlossaryText>{card.description}</GlossaryText>
                </p>
              </article>
            </div>
          ))}
        </div>
      </div>
    </Section>
  );
}
