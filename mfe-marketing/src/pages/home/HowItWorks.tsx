import { GlossaryText, Illustration, Section } from '@site/ui';
import type { HowItWorksStep } from '../../content/types';
import { HOW_IT_WORKS_WIDE_FROM, showsDivider, stepNumber } from './howItWorks';
import styles from './HowItWorks.module.css';

export interface HowItWorksProps {
  readonly heading: string;
  readonly intro: string;
  readonly steps: readonly HowItWorksStep[];
}

/**
 * Numbered steps. Both divider cases are marked in the markup and CSS picks one at the 1480 px
 * breakpoint, so the server's HTML is already right and nothing moves after load.
 */
export function HowItWorks({ heading, intro, steps }: HowItWorksProps) {
  return (
    <Section heading={heading} intro={<GlossaryText>{intro}</GlossaryText>}>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li
            key={step.title}
            className={styles.step}
            data-divider-wide={showsDivider(index + 1, HOW_IT_WORKS_WIDE_FROM)}
            data-divider-narrow={showsDivider(index + 1, HOW_IT_WORKS_WIDE_FROM - 1)}
          >
            <span className={styles.number} aria-hidden="true">
              {stepNumber(index + 1)}
            </span>
            <Illustration picture={step.image} className={styles.image} />
            <h3>{step.title}</h3>
            <p>
              <GlossaryText>{step.description}</GlossaryText>
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
