import { GlossaryText, Illustration, PageHead, PointList, Section } from '@site/ui';
import { CardGrid } from '../../components/CardGrid';
import { PageHero } from '../../components/PageHero';
import type { ProductOverviewContent } from '../../content/types';
import styles from '../ContentPage.module.css';

/** Product overview pages (/product, /scheduling, …): section1–3 and a products list. */
export function ProductOverviewPage({ content }: { readonly content: ProductOverviewContent }) {
  const { section1, section2, section3, products } = content;
  return (
    <>
      <PageHead title={content.meta.title} description={content.meta.description} />
      <PageHero
        eyebrow={section1.eyebrow}
        heading={section1.heading}
        summary={content.summary}
        description={section1.description}
        image={section1.image}
      />
      <Section heading={section2.heading} intro={section2.description && <GlossaryText>{section2.description}</GlossaryText>} tone="alt">
        <CardGrid cards={section2.points} />
      </Section>
      <Section heading={section3.heading}>
        <div className={styles.split}>
          <div>
            <p className={styles.lead}>
              <GlossaryText>{section3.description}</GlossaryText>
            </p>
            {section3.points && <PointList points={section3.points} />}
          </div>
          <Illustration picture={section3.image} className={styles.splitImage} />
        </div>
      </Section>
      <Section heading={products.heading} intro={products.intro && <GlossaryText>{products.intro}</GlossaryText>} tone="alt">
        <CardGrid cards={products.items} />
      </Section>
    </>
  );
}
