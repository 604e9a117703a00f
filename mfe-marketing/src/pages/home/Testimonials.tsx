import { columnsClassName, GlossaryText, Icon, Illustration, Section } from '@site/ui';
import type { Testimonial } from '../../content/types';
import styles from './Testimonials.module.css';

const MAX_RATING = 5;

function Stars({ rating }: { readonly rating: number }) {
  return (
    <p className={styles.stars} role="img" aria-label={`Rated ${rating} out of ${MAX_RATING}`}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <span key={index} className={index < rating ? styles.filled : styles.empty}>
          <Icon name="star" />
        </span>
      ))}
    </p>
  );
}

export function Testimonials({ heading, items }: { readonly heading: string; readonly items: readonly Testimonial[] }) {
  return (
    <Section heading={heading}>
      <ul className={`${columnsClassName} ${styles.list}`}>
        {items.map((item) => (
          <li key={item.slug}>
            <figure className={styles.card}>
              <Stars rating={item.rating} />
              <blockquote className={styles.quote}>
                <p>
                  <GlossaryText>{item.quote}</GlossaryText>
                </p>
                {item.points && (
                  <ul>
                    {item.points.map((point) => (
                      <li key={point}>
                        <GlossaryText>{point}</GlossaryText>
                      </li>
                    ))}
                  </ul>
                )}
              </blockquote>
              <figcaption className={styles.author}>
                <Illustration picture={item.author.avatar} className={styles.avatar} />
                <span>
                  <strong>{item.author.name}</strong>
                  <span>{item.author.position}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
