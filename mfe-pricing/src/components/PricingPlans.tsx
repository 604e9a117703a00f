import { columnsClassName } from '@site/ui';
import { ComparisonTable } from './ComparisonTable';
import { IndustrySelect } from './IndustrySelect';
import { PlanCard } from './PlanCard';
import { SalesContact } from './SalesContact';
import { comparisonGroups, defaultIndustryOption, industryOptions, pricingPlans } from '../content/pricing';
import { pricingPage } from '../content/pricingPage';
import { buildComparisonTable } from '../pricing/comparisonTable';
import { showsPlans, useIndustry } from '../pricing/industry';
import styles from '../pages/PricingPage.module.css';

const comparisonModel = buildComparisonTable(pricingPlans, comparisonGroups);

/** The industry switch, and for it the NDIS plans with their comparison, or the sales contact. */
export function PricingPlans() {
  const [industry, chooseIndustry] = useIndustry();
  const option = industryOptions.find((candidate) => candidate.value === industry) ?? defaultIndustryOption;
  return (
    <>
      <IndustrySelect value={industry} onChange={chooseIndustry} />
      {showsPlans(industry) ? (
        <section aria-labelledby="plans-heading" data-testid="plans">
          <h2 id="plans-heading" className="visually-hidden">
            {pricingPage.plans.heading}
          </h2>
          <div className={`${columnsClassName} ${styles.plans}`}>
            {pricingPlans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </div>
          <p className={styles.taxNote}>{pricingPage.plans.taxNote}</p>
          <h2 className={styles.compareHeading}>{pricingPage.comparison.heading}</h2>
          <ComparisonTable model={comparisonModel} />
        </section>
      ) : (
        <SalesContact industry={option} />
      )}
    </>
  );
}
