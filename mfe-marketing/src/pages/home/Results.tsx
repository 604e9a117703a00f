import { columnsClassName, GlossaryText, Section } from '@site/ui';
import type { ResultClaim } from '../../content/types';
import styles from './Results.module.css';

export function Results({
  heading,
  intro,
  claims,
}: {
  readonly heading: string;
  readonly intro: string;
  readonly claims: readonly ResultClaim[];
}) {
  return (
    <Section heading={heading} intro={<GlossaryText>{intro}</GlossaryText>} tone="alt">
      <ul className={`${columnsClassName} ${styles.claims}`}>
        {claims.map((claim) => (
          <li key={claim.label} className={styles.claim}>
            <p className={styles.figure}>
              {claim.figure} <span>{claim.label}</span>
            </p>
            <p>
              <GlossaryText>{claim.detail}</GlossaryText>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
