import { GlossaryText, Icon, LabelLink, PageHead, Section } from '@site/ui';
import { CardGrid } from '../../components/CardGrid';
import { PageHero } from '../../components/PageHero';
import type { RolePageContent } from '../../content/types';
import styles from '../ContentPage.module.css';

/** Solutions by role: hero, what the role does in Wattlecare, what it can and cannot reach, its modules. */
export function RolePage({ content }: { readonly content: RolePageContent }) {
  const { hero, tasks, access, modules } = content;
  return (
    <>
      <PageHead title={content.meta.title} description={content.meta.description} />
      <PageHero eyebrow={content.name} heading={hero.heading} summary={content.summary} description={hero.description} image={hero.image} />
      <Section heading={tasks.heading} intro={tasks.intro && <GlossaryText>{tasks.intro}</GlossaryText>} tone="alt">
        <CardGrid cards={tasks.points} />
      </Section>
      <Section heading={access.heading}>
        <div className={styles.columns}>
          <div className={styles.panel}>
            <h3>
              <Icon name="check" /> Can
            </h3>
            <ul className={styles.checks}>
              {access.can.map((item) => (
                <li key={item}>
                  <Icon name="check" />
                  <GlossaryText>{item}</GlossaryText>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.panel}>
            <h3>
              <Icon name="cross" /> Cannot
            </h3>
            <ul className={styles.crosses}>
              {access.cannot.map((item) => (
                <li key={item}>
                  <Icon name="cross" />
                  <GlossaryText>{item}</GlossaryText>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section heading="Modules used most in this role" tone="alt">
        <ul className={styles.chips}>
          {modules.map((label) => (
            <li key={label}>
              <LabelLink label={label} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
