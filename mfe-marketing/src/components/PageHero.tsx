import { GlossaryText, Illustration, LabelLink, buttonClassName } from '@site/ui';
import { useId, type ReactNode } from 'react';
import type { Picture } from '../content/types';
import styles from './PageHero.module.css';

export interface PageHeroProps {
  /** Small title above the heading (e.g. the module or role name). */
  readonly eyebrow: string;
  readonly heading: string;
  /** A plain-language summary (two or three short sentences): the first text after the h1. */
  readonly summary?: string;
  readonly description: string;
  readonly image: Picture;
  /** `side`: text and image side by side on wide screens; `above`/`below`: stacked. */
  readonly imagePlacement?: 'side' | 'above' | 'below';
  /** Points, conclusion or other content under the description. */
  readonly children?: ReactNode;
  /** Show the Book a Demo / free trial buttons. */
  readonly actions?: boolean;
}

/** The top of every content page: the page's one h1, its plain-language summary, its lead text and its (above-the-fold) picture. */
export function PageHero({
  eyebrow,
  heading,
  summary,
  description,
  image,
  imagePlacement = 'side',
  children,
  actions = true,
}: PageHeroProps) {
  const headingId = useId();
  const picture = <Illustration picture={image} priority className={styles.image} />;
  return (
    <section className={styles.hero} aria-labelledby={headingId} data-image-placement={imagePlacement}>
      <div className={styles.inner}>
        {imagePlacement === 'above' && picture}
        <div className={styles.text}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id={headingId}>{heading}</h1>
          {summary && (
            <p className={styles.summary} data-summary="">
              <GlossaryText>{summary}</GlossaryText>
            </p>
          )}
          <p className={styles.lead}>
            <GlossaryText>{description}</GlossaryText>
          </p>
          {children}
          {actions && (
            <div className={styles.actions}>
              <LabelLink label="Book a Demo" className={buttonClassName({ variant: 'primary' })} />
              <LabelLink label="Free Trial Sign-Up" className={buttonClassName({ variant: 'secondary' })}>
                Start your free trial
              </LabelLink>
            </div>
          )}
        </div>
        {imagePlacement !== 'above' && picture}
      </div>
    </section>
  );
}
