import { Illustration, PageHead, Section } from '@site/ui';
import { useEffect, useRef } from 'react';
import { ourStory } from '../../content/about/ourStory';
import { scrollToMarkerAfterDelay } from './ourStoryScroll';
import styles from './OurStoryPage.module.css';

/** Our Story: one wide journey picture on wide screens, one picture per chapter below 800 px. */
export function OurStoryPage() {
  const markerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const marker = markerRef.current;
    return marker ? scrollToMarkerAfterDelay(marker) : undefined;
  }, []);

  return (
    <>
      <PageHead title={ourStory.meta.title} description={ourStory.meta.description} />
      <Section heading={ourStory.heading} headingLevel="h1" intro={ourStory.intro}>
        <Illustration picture={ourStory.wideImage} className={styles.wideImage} />
        <ol className={styles.chapters}>
          {ourStory.chapters.map((chapter) => (
            <li key={chapter.year} className={styles.chapter}>
              <Illustration picture={chapter.image} className={styles.narrowImage} />
              <div>
                <p className={styles.year}>{chapter.year}</p>
                <h2>{chapter.title}</h2>
                {chapter.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <section ref={markerRef} id="our-story-today" className={styles.closing} aria-labelledby="our-story-closing">
        <div className={styles.closingInner}>
          <h2 id="our-story-closing">{ourStory.closing.heading}</h2>
          <p>{ourStory.closing.text}</p>
        </div>
      </section>
    </>
  );
}
