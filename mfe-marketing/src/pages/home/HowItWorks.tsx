import { GlossaryText, Illustration, Section } from '@site/ui';
import type { HowItWorksStep } from '../../content/home';
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
        {steps.map((step) => (
          <li
            key={step.id}
            className={styles.step}
            data-divider-wide={showsDivider(step.id, HOW_IT_WORKS_WIDE_FROM)}
            data-divider-narrow={showsDivider(step.id, HOW_IT_WORKS_WIDE_FROM - 1)}
          >
            <span className={styles.number} aria-hidden="true">
              {stepNumber(step.id)}
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
