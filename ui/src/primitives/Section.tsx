import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

export interface SectionProps {
  readonly heading?: ReactNode;
  /** `h1` only for the page's main heading. */
  readonly headingLevel?: 'h1' | 'h2' | 'h3';
  readonly eyebrow?: ReactNode;
  readonly intro?: ReactNode;
  readonly tone?: 'plain' | 'alt';
  readonly id?: string;
  readonly className?: string;
  readonly children?: ReactNode;
}

/** A landmark-labelled page section with the site's width, spacing and heading style. */
export function Section({ heading, headingLevel: Heading = 'h2', eyebrow, intro, tone = 'plain', id, className, children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      className={[styles.section, tone === 'alt' ? styles.alt : '', className].filter(Boolean).join(' ')}
    >
      <div className={styles.inner}>
        {(heading || intro) && (
          <header className={styles.header}>
            {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
            {heading && <Heading id={headingId}>{heading}</Heading>}
            {intro && <p className={styles.intro}>{intro}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
