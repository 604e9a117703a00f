import { columnsClassName, FaqAccordion, GlossaryText, Illustration, PageHead, PointList, Section } from '@site/ui';
import { AppDownload } from '../../components/AppDownload';
import { DotBullet } from '../../components/DotBullet';
import { PageHero } from '../../components/PageHero';
import type { FeaturePageContent } from '../../content/types';
import { blockLayout, heroImagePlacement } from './layout';
import styles from './FeaturePage.module.css';

/** The one template of the fifteen feature pages: everything page-specific comes from `content`. */
export function FeaturePage({ content }: { readonly content: FeaturePageContent }) {
  const { hero, tools, details, blocks, faq } = content;
  const placement = heroImagePlacement(content.name);

  return (
    <>
      <PageHead title={content.meta.title} description={content.meta.description} />
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} description={hero.description} image={hero.image} imagePlacement={placement}>
        {hero.bullets && <PointList points={hero.bullets} />}
        {hero.points && <PointList points={hero.points} />}
        {hero.conclusion && (
          <p>
            <GlossaryText>{hero.conclusion}</GlossaryText>
          </p>
        )}
      </PageHero>

      <Section heading={tools.heading} intro={tools.intro && <GlossaryText>{tools.intro}</GlossaryText>} tone="alt">
        <ul className={`${columnsClassName} ${styles.tools}`}>
          {tools.items.map((tool, index) => (
            <li key={tool.title} className={styles.tool}>
              <DotBullet index={index} />
              <div>
                <h3>{tool.title}</h3>
                {tool.description && (
                  <p>
                    <GlossaryText>{tool.description}</GlossaryText>
                  </p>
                )}
                {tool.bullets && <PointList points={tool.bullets} />}
                {tool.points && <PointList points={tool.points} />}
                {tool.conclusion && (
                  <p>
                    <GlossaryText>{tool.conclusion}</GlossaryText>
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={details.heading}>
        <div className={styles.details}>
          <div className={details.images.length === 3 ? styles.collage : styles.single} data-testid="details-images">
            {details.images.map((picture) => (
              <Illustration key={picture.src} picture={picture} />
            ))}
          </div>
          <div>
            <p className={styles.lead}>
              <GlossaryText>{details.description}</GlossaryText>
            </p>
            {details.bullets && <PointList points={details.bullets} />}
            {details.conclusion && (
              <p>
                <GlossaryText>{details.conclusion}</GlossaryText>
              </p>
            )}
          </div>
        </div>
      </Section>

      {blocks.map((block, index) => (
        <Section key={block.heading} heading={block.heading} tone={index % 2 === 0 ? 'plain' : 'alt'}>
          <div className={styles.block} data-layout={blockLayout(index)}>
            <div>
              <p>
                <GlossaryText>{block.description}</GlossaryText>
              </p>
              {block.bullets && <PointList points={block.bullets} />}
              {block.conclusion && (
                <p>
                  <GlossaryText>{block.conclusion}</GlossaryText>
                </p>
              )}
            </div>
            <Illustration picture={block.image} className={styles.blockImage} />
          </div>
        </Section>
      ))}

      <Section heading={faq.heading}>
        <FaqAccordion items={faq.items} />
      </Section>

      <AppDownload />
    </>
  );
}
