import { GlossaryText, PageHead, Section, formatLongDate } from '@site/ui';
import type { LegalPageContent, Release, WithLayout } from '../../content/types';
import styles from '../ContentPage.module.css';

/** Release notes, newest first. */
export function ReleaseNotesPage({
  content,
  releases,
}: {
  readonly content: WithLayout<LegalPageContent, 'release-notes'>;
  readonly releases: readonly Release[];
}) {
  return (
    <>
      <PageHead title={content.meta.title} description={content.meta.description} />
      <Section heading={content.heading} headingLevel="h1" intro={<GlossaryText>{content.intro}</GlossaryText>}>
        <div className={styles.prose}>
          {releases.map((release) => (
            <article key={release.version} aria-labelledby={`v${release.version}`}>
              <h2 id={`v${release.version}`}>Version {release.version}</h2>
              <p>
                <time dateTime={release.date}>{formatLongDate(release.date)}</time>
              </p>
              <p>
                <GlossaryText>{release.summary}</GlossaryText>
              </p>
              {release.changes.map((group) => (
                <div key={group.heading}>
                  <h3>{group.heading}</h3>
                  <ul>
                    {group.items.map((item) => (
                      <li key={item}>
                        <GlossaryText>{item}</GlossaryText>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </article>
          ))}
        </div>
      </Section>
    </>
  );
}
