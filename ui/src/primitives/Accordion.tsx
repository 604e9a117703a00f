import { useId, useState, type ReactNode } from 'react';
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
  /** Controlled mode: the open item, with `onOpenChange`. */
  readonly openId?: string | null;
  readonly onOpenChange?: (openId: string | null) => void;
  readonly className?: string;
}

/** Next open item after a click: at most one open; clicking the open one closes it. */
export function nextOpenId(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}

/** Single-open accordion: buttons with aria-expanded/aria-controls, panels labelled by them. */
export function Accordion({ items, headingLevel: Heading = 'h3', defaultOpenId = null, openId, onOpenChange, className }: AccordionProps) {
  const [uncontrolledOpenId, setUncontrolledOpenId] = useState<string | null>(defaultOpenId);
  const currentOpenId = openId !== undefined ? openId : uncontrolledOpenId;
  const baseId = useId();

  const toggle = (id: string) => {
    const next = nextOpenId(currentOpenId, id);
    if (openId === undefined) setUncontrolledOpenId(next);
    onOpenChange?.(next);
  };

  return (
    <div className={[styles.accordion, className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const open = item.id === currentOpenId;
        const triggerId = `${baseId}-${item.id}-trigger`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={triggerId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
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
