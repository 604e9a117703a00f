import { LabelLink, PageHead, Section, targetClassNames } from '@site/ui';
import { sentPageLinks, type SentPageContent } from '../content/pages';
import styles from './SentPage.module.css';

/**
 * A form's success page: where the shell's server sends a plain-HTML post it took (post, redirect,
 * get), saying what the form's success alert says with script, and a few ways on.
 */
export function SentPage({ content }: { readonly content: SentPageContent }) {
  return (
    <>
      <PageHead title={content.metaTitle} description={content.description} />
      <Section heading={content.heading} headingLevel="h1" intro={content.text}>
        <ul className={styles.links}>
          {sentPageLinks.map(({ label, text }) => (
            <li key={label}>
              <LabelLink label={label} className={targetClassNames.inline}>
                {text}
              </LabelLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
