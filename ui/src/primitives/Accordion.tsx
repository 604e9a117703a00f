import { useId, type ReactNode } from 'react';
import { disclosureTrigger } from '../behaviours/disclosure';
import styles from './Accordion.module.css';
import { Icon } from './Icon';

export interface AccordionItem {
  readonly id: string;
  readonly title: ReactNode;
  readonly content: ReactNode;
}

export interface AccordionProps {
  readonly items: readonly AccordionItem[];
  /** Heading level that wraps each trigger (WAI-ARIA accordion pattern). */
  readonly headingLevel?: 'h2' | 'h3' | 'h4';
  /** Id of the item open at first; none by default. */
  readonly defaultOpenId?: string | null;
  /**
   * Accordions that share a group keep one item open between them (the FAQ page's sections); by
   * default each accordion is a group of its own.
   */
  readonly group?: string;
  readonly className?: string;
}

/**
 * Single-open accordion (clicking the open item closes it): buttons with aria-expanded and
 * aria-controls, panels labelled by them. It is markup only: the disclosure behaviour
 * (`@site/ui/behaviours`, installed by the islands loader on every page) opens and closes it, so it
 * answers the first tap from the server's HTML, no island needed.
 */
export function Accordion({ items, headingLevel: Heading = 'h3', defaultOpenId = null, group, className }: AccordionProps) {
  const baseId = useId();
  return (
    <div className={[styles.accordion, className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const open = item.id === defaultOpenId;
        const triggerId = `${baseId}-${item.id}-trigger`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                id={triggerId}
                className={styles.trigger}
                {...disclosureTrigger({ controls: panelId, expanded: open, group: group ?? baseId })}
              >
                <span>{item.title}</span>
                <Icon name="chevronDown" className={styles.chevron} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={triggerId} className={styles.panel} hidden={!open}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
