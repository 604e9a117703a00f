import { CardGrid } from '../../components/CardGrid';
import { GlossaryText, Illustration, MailtoLink, PageHead, Section, targetClassNames } from '@site/ui';
import type { AboutPageContent, WithLayout } from '../../content/types';
import styles from '../ContentPage.module.css';

export function CareersPage({ content: careers }: { readonly content: WithLayout<AboutPageContent, 'careers'> }) {
  return (
    <>
      <PageHead title={careers.meta.title} description={careers.meta.description} />
      <Section heading={careers.heading} headingLevel="h1" intro={<GlossaryText>{careers.intro}</GlossaryText>}>
        <div className={styles.split}>
          <div>
            <p className={styles.lead}>
              <strong>{careers.openings}</strong>
            </p>
            <h2>{careers.resume.heading}</h2>
            <p>
              <GlossaryText>{careers.resume.text}</GlossaryText>
            </p>
            <p>
              <MailtoLink address={careers.resume.email} subject={careers.resume.subject} className={targetClassNames.inline} />
            </p>
            <h3>{careers.include.heading}</h3>
            <ul>
              {careers.include.bullets.map((item) => (
                <li key={item}>
                  <GlossaryText>{item}</GlossaryText>
                </li>
              ))}
            </ul>
          </div>
          <Illustration picture={careers.image} priority className={styles.splitImage} />
        </div>
      </Section>
      <Section heading={careers.whyUs.heading} tone="alt">
        <CardGrid cards={careers.whyUs.points} />
      </Section>
    </>
  );
}
