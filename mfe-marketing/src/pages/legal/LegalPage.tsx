import { GlossaryText, PageHead, Section, formatLongDate, targetClassNames } from '@site/ui';
import type { LegalPageContent, WithLayout } from '../../content/types';
import styles from '../ContentPage.module.css';

/** Privacy policy and terms: a long document with its effective date and a table of contents. */
export function LegalPage({ document }: { readonly document: WithLayout<LegalPageContent, 'document'> }) {
  const sectionId = (index: number) => `section-${index + 1}`;
  return (
    <>
      <PageHead title={document.meta.title} description={document.meta.description} />
      <Section heading={document.heading} headingLevel="h1">
        <div className={styles.prose}>
          <p>
            <strong>
              Effective from <time dateTime={document.effectiveDate}>{formatLongDate(document.effectiveDate)}</time>
            </strong>
          </p>
          {document.intro.map((paragraph) => (
            <p key={paragraph}>
              <GlossaryText>{paragraph}</GlossaryText>
            </p>
          ))}
          <nav aria-label="Contents">
            <h2>Contents</h2>
            <ol>
              {document.sections.map((section, index) => (
                <li key={section.heading}>
                  <a href={`#${sectionId(index)}`} className={targetClassNames.inline}>
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {document.sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={sectionId(index)}>
              <h2 id={sectionId(index)}>
                {index + 1}. {section.heading}
              </h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph}>
                  <GlossaryText>{paragraph}</GlossaryText>
                </p>
              ))}
              {section.bullets && (
                <ul>
                  {section.bullets.map((item) => (
                    <li key={item}>
                      <GlossaryText>{item}</GlossaryText>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </Section>
    </>
  );
}
