import { GlossaryText, Illustration, PageHead, Section } from '@site/ui';
import type { AboutPageContent, WithLayout } from '../../content/types';
import styles from './TeamPage.module.css';

export function TeamPage({ content: team }: { readonly content: WithLayout<AboutPageContent, 'team'> }) {
  return (
    <>
      <PageHead title={team.meta.title} description={team.meta.description} />
      <Section heading={team.heading} headingLevel="h1" intro={<GlossaryText>{team.intro}</GlossaryText>}>
        <ul className={styles.members}>
          {team.members.map((member) => (
            <li key={member.name} className={styles.member}>
              <Illustration picture={member.avatar} className={styles.avatar} />
              <h2>{member.name}</h2>
              <p className={styles.designation}>{member.role}</p>
              <p>
                <GlossaryText>{member.bio}</GlossaryText>
              </p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
