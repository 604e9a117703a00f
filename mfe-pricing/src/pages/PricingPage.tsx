import { PageHead, Section } from '@site/ui';
import { HelpCard } from '../components/HelpCard';
import PricingPlans from '../islands/PricingPlans';
import { pricingPage } from '../content/pricingPage';
import styles from './PricingPage.module.css';

/** /pricing: NDIS plans and their comparison, or a sales contact for other industries, and help. */
export function PricingPage() {
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
        <PricingPlans />
        <HelpCard />
      </Section>
    </>
  );
}
