import { GlossaryText, Illustration, PageHead, Section } from '@site/ui';
import type { AboutPageContent, WithLayout } from '../../content/types';
import styles from '../ContentPage.module.css';

/** Mission, vision, values and how we work: each section's paragraphs, or its bullets as a list. */
export function MissionAndVisionPage({
  content: missionAndVision,
}: {
  readonly content: WithLayout<AboutPageContent, 'mission-and-vision'>;
}) {
  return (
    <>
      <PageHead title={missionAndVision.meta.title} description={missionAndVision.meta.description} />
      <Section heading={missionAndVision.heading} headingLevel="h1" intro={<GlossaryText>{missionAndVision.intro}</GlossaryText>} />
      {missionAndVision.sections.map((section, index) => (
        <Section key={section.heading} heading={section.heading} tone={index % 2 === 0 ? 'alt' : 'plain'}>
          <div className={styles.split}>
            <div>
              {section.bullets ? (
                <ul>
                  {section.bullets.map((item) => (
                    <li key={item}>
                      <GlossaryText>{item}</GlossaryText>
                    </li>
                  ))}
                </ul>
              ) : (
                section.paragraphs?.map((paragraph) => (
                  <p key={paragraph} className={styles.lead}>
                    <GlossaryText>{paragraph}</GlossaryText>
                  </p>
                ))
              )}
            </div>
            {section.image && <Illustration picture={section.image} className={styles.splitImage} />}
          </div>
        </Section>
      ))}
    </>
  );
}
