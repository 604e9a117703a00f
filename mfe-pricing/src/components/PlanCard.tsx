import { ButtonLink, cardClassNames, Icon } from '@site/ui';
import { comparisonGroups, optionalAddons } from '../content/pricing';
import { pricingPage } from '../content/pricingPage';
import type { PricingPlan } from '../content/types';
import { planHighlight } from '../pricing/comparisonTable';
import { formatPrice } from '../pricing/price';
import styles from './PlanCard.module.css';

const copy = pricingPage.plans;

/** One plan: name, price per user, minimum, highlights, add-ons and the way to talk to sales. */
export function PlanCard({ plan }: { readonly plan: PricingPlan }) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <article className={[cardClassNames.card, styles.card, plan.tag ? styles.featured : ''].join(' ')} aria-labelledby={titleId}>
      <header className={styles.header}>
        {plan.tag && <p className={styles.tag}>{plan.tag}</p>}
        <h3 id={titleId} className={styles.title}>
          {plan.name}
        </h3>
        <p className={styles.subTitle}>{plan.audience}</p>
      </header>
      <p className={styles.price} data-testid="plan-price">
        <span className={styles.amount}>{formatPrice(plan.price)}</span> <span>{plan.period}</span>
      </p>
      <p className={styles.minimum}>{copy.minimumUsers}</p>
      <p className={styles.description}>{plan.description}</p>
      <ButtonLink to="/salesPage" variant={plan.tag ? 'accent' : 'primary'} className={styles.cta}>
        {copy.expertLink}
      </ButtonLink>
      <h4 className={styles.featuresHeading}>{copy.featuresHeading}</h4>
      <ul className={styles.features}>
        {plan.highlights.map((rowId) => (
          <li key={rowId}>
            <Icon name="check" size={18} className={styles.tick} />
            {planHighlight(plan, rowId, comparisonGroups)}
          </li>
        ))}
      </ul>
      <p className={styles.addons}>
        <strong>{copy.addonsLabel}</strong> {optionalAddons.join(', ')}
      </p>
    </article>
  );
}
