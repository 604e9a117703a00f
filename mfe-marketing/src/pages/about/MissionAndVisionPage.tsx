import { GlossaryText, Illustration, PageHead, Section } from '@site/ui';
import { missionAndVision } from '../../content/about/missionAndVision';
import styles from '../ContentPage.module.css';

export function MissionAndVisionPage() {
  return (
    <>
      <PageHead title={missionAndVision.meta.title} description={missionAndVision.meta.description} />
      <Section heading={missionAndVision.heading} headingLevel="h1" intro={<GlossaryText>{missionAndVision.intro}</GlossaryText>} />
      {missionAndVision.entries.map((entry, index) => (
        <Section key={entry.title} heading={entry.title} tone={index % 2 === 0 ? 'alt' : 'plain'}>
          <div className={styles.split}>
            <div>
              {entry.data.length > 2 ? (
                <ul>
                  {entry.data.map((item) => (
                    <li key={item}>
                      <GlossaryText>{item}</GlossaryText>
                    </li>
                  ))}
                </ul>
              ) : (
                entry.data.map((paragraph) => (
                  <p key={paragraph} className={styles.lead}>
                    <GlossaryText>{paragraph}</GlossaryText>
                  </p>
                ))
              )}
            </div>
            {entry.image && <Illustration picture={entry.image} className={styles.splitImage} />}
          </div>
        </Section>
      ))}
    </>
  );
}
