import { PageHead, Section } from '@site/ui';
import { ComparisonTable } from '../components/ComparisonTable';
import { HelpCard } from '../components/HelpCard';
import { IndustrySelect } from '../components/IndustrySelect';
import { PlanCard } from '../components/PlanCard';
import { SalesContact } from '../components/SalesContact';
import { comparisonGroups } from '../content/comparison';
import { industryOptions } from '../content/industries';
import { pricingPlans } from '../content/plans';
import { pricingPage } from '../content/pricingPage';
import { buildComparisonTable } from '../pricing/comparisonTable';
import { showsPlans, useIndustry } from '../pricing/industry';
import styles from './PricingPage.module.css';

const comparisonModel = buildComparisonTable(pricingPlans, comparisonGroups);

/** /pricing: NDIS plans and their comparison, or a sales contact for other industries, and help. */
export function PricingPage() {
  const [industry, chooseIndustry] = useIndustry();
  const option = industryOptions.find((candidate) => candidate.value === industry) ?? industryOptions[0];
  return (
    <>
      <PageHead title={pricingPage.meta.title} description={pricingPage.meta.description} />
      <Section className={styles.page}>
        <header className={styles.hero}>
          <h1>{pricingPage.heading}</h1>
          <p className={styles.sub}>{pricingPage.subheading}</p>
          <blockquote className={styles.quote}>
            <p>{pricingPage.quote}</p>
          </blockquote>
        </header>
        <IndustrySelect value={industry} onChange={chooseIndustry} />
        {showsPlans(industry) ? (
          <section aria-labelledby="plans-heading" data-testid="plans">
            <h2 id="plans-heading" className="visually-hidden">
              {pricingPage.plans.heading}
            </h2>
            <div className={styles.plans}>
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
        <HelpCard />
      </Section>
    </>
  );
}
