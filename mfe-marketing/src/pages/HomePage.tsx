import { ButtonLink, LabelLink, Section, buttonClassName, siteConfig } from '@site/ui';
import { home } from '../content/home';
import styles from './HomePage.module.css';

export function HomePage() {
  return (
    <>
      <title>{`${siteConfig.brand.name} | ${home.title}`}</title>
      <meta name="description" content={home.description} />
      <Section className={styles.hero}>
        <h1>{home.hero.headline}</h1>
        <p className={styles.lead}>{home.hero.subText}</p>
        <div className={styles.ctas}>
          <LabelLink label="Book a Demo" className={buttonClassName({ variant: 'primary' })} />
          <ButtonLink to="/pricing" variant="secondary">
            See plans and pricing
          </ButtonLink>
        </div>
      </Section>
      <Section id="features" heading={home.features.heading} intro={home.features.intro} tone="alt">
        <ul className={styles.grid}>
          {home.features.items.map((feature) => (
            <li key={feature.label} className={styles.card}>
              <h3>
                <LabelLink label={feature.label} />
              </h3>
              <p>{feature.description}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
