import { FaqAccordion, GlossaryText, Icon, PageHead, Section } from '@site/ui';
import { CardGrid } from '../../components/CardGrid';
import { PageHero } from '../../components/PageHero';
import type { IndustryPageContent } from '../../content/types';
import styles from '../ContentPage.module.css';

/** Solutions by industry: the sector's challenges, the modules that answer them, proof and questions. */
export function IndustryPage({ content }: { readonly content: IndustryPageContent }) {
  const { hero, challenges, solutions, proof, faq } = content;
  return (
    <>
      <PageHead title={content.meta.title} description={content.meta.description} />
      <PageHero eyebrow={content.name} heading={hero.heading} summary={content.summary} description={hero.description} image={hero.image} />
      <Section heading={challenges.heading} intro={challenges.intro && <GlossaryText>{challenges.intro}</GlossaryText>} tone="alt">
        <CardGrid cards={challenges.points} />
      </Section>
      <Section heading={solutions.heading} intro={solutions.intro && <GlossaryText>{solutions.intro}</GlossaryText>}>
        <CardGrid cards={solutions.items} />
      </Section>
      <Section heading={proof.heading} tone="alt">
        <ul className={styles.checks}>
          {proof.bullets.map((point) => (
            <li key={point}>
              <Icon name="check" />
              <GlossaryText>{point}</GlossaryText>
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={faq.heading}>
        <FaqAccordion items={faq.items} />
      </Section>
    </>
  );
}
