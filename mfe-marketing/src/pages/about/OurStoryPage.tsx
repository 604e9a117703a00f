import { GlossaryText, Illustration, PageHead, Section } from '@site/ui';
import type { AboutPageContent, WithLayout } from '../../content/types';
import styles from './OurStoryPage.module.css';

/** Our Story scrolls to its closing marker this long after it opens (spec section 9). */
const OUR_STORY_SCROLL_DELAY_MS = 1000;

/** Our Story: one wide journey picture on wide screens, one picture per chapter below 800 px. */
export function OurStoryPage({ content: ourStory }: { readonly content: WithLayout<AboutPageContent, 'story'> }) {
  return (
    <>
      <PageHead title={ourStory.meta.title} description={ourStory.meta.description} />
      <Section heading={ourStory.heading} headingLevel="h1" intro={<GlossaryText>{ourStory.intro}</GlossaryText>}>
        <Illustration picture={ourStory.journey} className={styles.wideImage} />
        <ol className={styles.chapters}>
          {ourStory.chapters.map((chapter) => (
            <li key={chapter.year} className={styles.chapter}>
              <Illustration picture={chapter.image} className={styles.narrowImage} />
              <div>
                <p className={styles.year}>{chapter.year}</p>
                <h2>{chapter.heading}</h2>
                {chapter.paragraphs.map((paragraph) => (
                  <p key={paragraph}>
                    <GlossaryText>{paragraph}</GlossaryText>
                  </p>
                ))}
              </div>
            </li>
          ))}
        </ol>
      </Section>
      {/* The shell's islands loader scrolls here smoothly after the delay, unless the visitor moved
          first or asked for reduced motion (no island needed for that). */}
      <section
        data-scroll-into-view-after={OUR_STORY_SCROLL_DELAY_MS}
        id="our-story-today"
        className={styles.closing}
        aria-labelledby="our-story-closing"
      >
        <div className={styles.closingInner}>
          <h2 id="our-story-closing">{ourStory.closing.heading}</h2>
          <p>
            <GlossaryText>{ourStory.closing.text}</GlossaryText>
          </p>
        </div>
      </section>
    </>
  );
}
