import type { FaqItem } from '../content/types';
import { GlossaryText } from '../glossary/GlossaryText';
import { Accordion } from './Accordion';

export interface FaqAccordionProps {
  readonly items: readonly FaqItem[];
  readonly headingLevel?: 'h2' | 'h3' | 'h4';
  readonly className?: string;
  /** Accordions of one group keep one answer open between them (the FAQ page's sections). */
  readonly group?: string;
}

/**
 * FAQ items as a single-open accordion (clicking the open one closes it), working from the HTML
 * (no island: the disclosure behaviour opens and closes it). The answers are body text
 * (GlossaryText: the page's first use of a term is written out); the questions, button labels,
 * are not.
 */
export function FaqAccordion({ items, headingLevel = 'h3', className, group }: FaqAccordionProps) {
  return (
    <Accordion
      className={className}
      headingLevel={headingLevel}
      group={group}
      items={items.map((item) => ({
        id: item.id,
        title: item.question,
        content: (
          <>
            <p>
              <GlossaryText>{item.answer}</GlossaryText>
            </p>
            {item.points && item.points.length > 0 && (
              <ul>
                {item.points.map((point) => (
                  <li key={point}>
                    <GlossaryText>{point}</GlossaryText>
                  </li>
                ))}
              </ul>
            )}
            {item.conclusion && (
              <p>
                <GlossaryText>{item.conclusion}</GlossaryText>
              </p>
            )}
          </>
        ),
      }))}
    />
  );
}
