import { columnsClassName, FaqAccordion, GlossaryText, Illustration, PageHead, PointList, Section } from '@site/ui';
import { AppDownload } from '../../components/AppDownload';
import { DotBullet } from '../../components/DotBullet';
import { PageHero } from '../../components/PageHero';
import type { FeaturePageContent } from '../../content/types';
import { blockLayout, heroImagePlacement } from './layout';
import styles from './FeaturePage.module.css';

/** The one template of the fifteen feature pages: everything page-specific comes from `content`. */
export function FeaturePage({ content }: { readonly content: FeaturePageContent }) {
  const { hero, selectedTool, details, section3, faqSection } = content;
  const placement = heroImagePlacement(hero.page);

  return (
    <>
      <PageHead title={content.meta.title} description={content.meta.description} />
      <PageHero eyebrow={hero.title} heading={hero.heading} description={hero.description} image={hero.image} imagePlacement={placement}>
        {hero.descriptionPoints && <PointList points={hero.descriptionPoints} />}
        {hero.points && <PointList points={hero.points} />}
        {hero.conclusion && (
          <p>
            <GlossaryText>{hero.conclusion}</GlossaryText>
          </p>
        )}
      </PageHero>

      <Section heading={selectedTool.heading} intro={selectedTool.intro && <GlossaryText>{selectedTool.intro}</GlossaryText>} tone="alt">
        <ul className={`${columnsClassName} ${styles.tools}`}>
          {selectedTool.tools.map((tool, index) => (
            <li key={tool.title} className={styles.tool}>
              <DotBullet index={index} />
              <div>
                <h3>{tool.title}</h3>
                {tool.description && (
                  <p>
                    <GlossaryText>{tool.description}</GlossaryText>
                  </p>
                )}
                {tool.descriptionPoints && <PointList points={tool.descriptionPoints} />}
                {tool.pointsData && <PointList points={tool.pointsData} />}
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

      <Section heading={details.title}>
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
            {details.points && <PointList points={details.points} />}
            {details.conclusion && (
              <p>
                <GlossaryText>{details.conclusion}</GlossaryText>
              </p>
            )}
          </div>
        </div>
      </Section>

      {section3.map((block, index) => (
        <Section key={block.title} heading={block.title} tone={index % 2 === 0 ? 'plain' : 'alt'}>
          <div className={styles.block} data-layout={blockLayout(index)}>
            <div>
              <p>
                <GlossaryText>{block.description}</GlossaryText>
              </p>
              {block.points && <PointList points={block.points} />}
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

      <Section heading={faqSection.title}>
        <FaqAccordion items={faqSection.faqData} />
      </Section>

      <AppDownload />
    </>
  );
}
