import { FIRST_SCREEN_ATTRIBUTE } from '@site/site-formats/fragments';
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
        {/* The first screen: the plans below it wait for their stylesheets, not the first paint. */}
        <header className={styles.hero} {...{ [FIRST_SCREEN_ATTRIBUTE]: '' }}>
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
