import { ButtonLink, Section, siteConfig } from '@site/ui';
import { pricingPage } from '../content/pricingPage';
import styles from './PricingPage.module.css';

export function PricingPage() {
  return (
    <>
      <title>{`${pricingPage.title} | ${siteConfig.brand.name}`}</title>
      <meta name="description" content={pricingPage.description} />
      <Section className={styles.hero}>
        <h1>{pricingPage.heading}</h1>
        <p className={styles.sub}>{pricingPage.subheading}</p>
        <blockquote className={styles.quote}>{pricingPage.quote}</blockquote>
        <p>{pricingPage.expertPrompt}</p>
        <ButtonLink to="/salesPage">{pricingPage.expertLink}</ButtonLink>
      </Section>
    </>
  );
}
