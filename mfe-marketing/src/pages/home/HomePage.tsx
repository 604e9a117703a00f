import { FaqAccordion, GlossaryText, Icon, Illustration, LabelLink, PageHead, Section, buttonClassName, type IconName } from '@site/ui';
import { FeaturesSlider, type FeatureCard } from '../../components/slider/FeaturesSlider';
import { LogoCarousel } from '../../components/slider/LogoCarousel';
import { BlogSlider } from '../../components/slider/BlogSlider';
import { featureCardList } from '../../content/features/cards';
import { home } from '../../content/home';
import { HowItWorks } from './HowItWorks';
import { Results } from './Results';
import { Testimonials } from './Testimonials';
import styles from './HomePage.module.css';

/** One card per feature page (its name, summary and hero image). */
const featureCards: readonly FeatureCard[] = featureCardList.map((card, index) => ({
  id: index + 1,
  title: card.page,
  description: card.summary,
  image: card.image,
}));

/** The features section's id, its anchor (spec: features.id). */
const FEATURES_ANCHOR = 'features';

const stores: readonly { label: string; icon: IconName; text: string }[] = [
  { label: 'ios', icon: 'apple', text: 'App Store' },
  { label: 'android', icon: 'android', text: 'Google Play' },
];

const socials: readonly { label: string; icon: IconName; name: string }[] = [
  { label: 'facebook', icon: 'facebook', name: 'Facebook' },
  { label: 'youtube', icon: 'youtube', name: 'YouTube' },
  { label: 'linkedin', icon: 'linkedin', name: 'LinkedIn' },
  { label: 'instagram', icon: 'instagram', name: 'Instagram' },
];

export function HomePage() {
  return (
    <>
      <PageHead title={home.meta.title} description={home.meta.description} />
      <section className={styles.hero} aria-labelledby="home-heading">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <h1 id="home-heading">{home.hero.heading}</h1>
            <p className={styles.lead}>
              <GlossaryText>{home.hero.text}</GlossaryText>
            </p>
            <div className={styles.ctas}>
              <LabelLink label="Book a Demo" className={buttonClassName({ variant: 'primary' })} />
              <LabelLink label="Free Trial Sign-Up" className={buttonClassName({ variant: 'secondary' })}>
                Start your free trial
              </LabelLink>
            </div>
            <p className={styles.note}>
              <GlossaryText>{home.hero.trialNote}</GlossaryText>
            </p>
            <div className={styles.linkRows}>
              <div>
                <h2 className={styles.linkHeading}>{home.hero.appsHeading}</h2>
                <ul className={styles.stores}>
                  {stores.map((store) => (
                    <li key={store.label}>
                      <LabelLink label={store.label} className={styles.store}>
                        <Icon name={store.icon} size={22} />
                        {store.text}
                      </LabelLink>
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h2 className={styles.linkHeading}>{home.hero.socialHeading}</h2>
                <ul className={styles.socials}>
                  {socials.map((social) => (
                    <li key={social.label}>
                      <LabelLink label={social.label} className={styles.social}>
                        <Icon name={social.icon} title={`Wattlecare on ${social.name}`} />
                      </LabelLink>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
          <Illustration picture={home.hero.image} priority className={styles.heroImage} />
        </div>
      </section>

      <FeaturesSlider id={FEATURES_ANCHOR} heading={home.features.heading} intro={home.features.intro} cards={featureCards} />
      <HowItWorks heading={home.howItWorks.heading} intro={home.howItWorks.intro} steps={home.howItWorks.steps} />
      <BlogSlider heading={home.blog.heading} intro={home.blog.intro} />
      <Results heading={home.results.heading} intro={home.results.intro} claims={home.results.claims} />
      <Testimonials heading={home.testimonials.heading} items={home.testimonials.items} />
      <Section heading={home.faq.heading} tone="alt">
        <FaqAccordion items={home.faq.items} />
      </Section>
      <LogoCarousel heading={home.clients.heading} logos={home.clients.logos} />
    </>
  );
}
