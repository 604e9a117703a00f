import { GlossaryText, LabelLink } from '@site/ui';
import type { Card } from '../content/types';
import styles from './CardGrid.module.css';

export interface CardGridProps {
  readonly cards: readonly Card[];
  /** Heading level of each card's title under the section's h2. */
  readonly headingLevel?: 'h3' | 'h4';
}

/** Cards with a title and text; a card with a label links its title through the label map. */
export function CardGrid({ cards, headingLevel: Heading = 'h3' }: CardGridProps) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card} data-linked={card.label ? 'true' : undefined}>
          <Heading className={styles.title}>{card.label ? <LabelLink label={card.label}>{card.title}</LabelLink> : card.title}</Heading>
          <p>
            <GlossaryText>{card.description}</GlossaryText>
          </p>
        </li>
      ))}
    </ul>
  );
}
