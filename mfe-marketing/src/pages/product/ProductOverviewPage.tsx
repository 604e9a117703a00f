import { GlossaryText, Illustration, PageHead, PointList, Section } from '@site/ui';
import { CardGrid } from '../../components/CardGrid';
import { PageHero } from '../../components/PageHero';
import type { ProductPageContent } from '../../content/types';
import styles from '../ContentPage.module.css';

/** Product overview pages (/product, /scheduling, …): hero, benefits, a spotlight and the modules behind the product. */
export function ProductOverviewPage({ content }: { readonly content: ProductPageContent }) {
  const { hero, benefits, spotlight, modules } = content;
  return (
    <>
      <PageHead title={content.meta.title} description={content.meta.description} />
      <PageHero eyebrow={content.name} heading={hero.heading} summary={content.summary} description={hero.description} image={hero.image} />
      <Section heading={benefits.heading} intro={benefits.intro && <GlossaryText>{benefits.intro}</GlossaryText>} tone="alt">
        <CardGrid cards={benefits.points} />
      </Section>
      <Section heading={spotlight.heading}>
        <div className={styles.split}>
          <div>
            <p className={styles.lead}>
              <GlossaryText>{spotlight.description}</GlossaryText>
            </p>
            {spotlight.bullets && <PointList points={spotlight.bullets} />}
          </div>
          <Illustration picture={spotlight.image} className={styles.splitImage} />
        </div>
      </Section>
      <Section heading={modules.heading} intro={modules.intro && <GlossaryText>{modules.intro}</GlossaryText>} tone="alt">
        <CardGrid cards={modules.items} />
      </Section>
    </>
  );
}
