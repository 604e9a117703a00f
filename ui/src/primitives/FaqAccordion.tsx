import type { FaqItem } from '../content/types';
import { GlossaryText } from '../glossary/GlossaryText';
import { defineIsland } from '../islands/Island';
import { Accordion } from './Accordion';

export interface FaqAccordionProps {
  readonly items: readonly FaqItem[];
  readonly headingLevel?: 'h2' | 'h3' | 'h4';
  readonly className?: string;
  /** Controlled mode, e.g. to keep one answer open across several accordions of a page. */
  readonly openId?: string | null;
  readonly onOpenChange?: (openId: string | null) => void;
}

/**
 * FAQ items as a single-open accordion (clicking the open one closes it). The answers are body
 * text (GlossaryText: the island's first use of a term is written out); the questions, button
 * labels, are not.
 */
function FaqAccordionList({ items, headingLevel = 'h3', className, openId, onOpenChange }: FaqAccordionProps) {
  return (
    <Accordion
      className={className}
      headingLevel={headingLevel}
      openId={openId}
      onOpenChange={onOpenChange}
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

/** An island of its own where a page shows it (the shell hydrates it on the first interaction). */
export const FaqAccordion = defineIsland({ owner: 'shell', name: 'FaqAccordion', hydrate: 'interaction' }, FaqAccordionList);
