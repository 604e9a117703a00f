import { GlossaryText, LabelLink, RemoteIsland, Section, cardClassNames, targetClassNames } from '@site/ui';
import styles from './BlogSlider.module.css';

/** Blank cards the size of the real ones: what holds the row's place until the posts are there (no layout shift). */
function BlogCardsLoading() {
  return (
    <div className={styles.loading} role="status">
      <span className="visually-hidden">Loading the latest posts…</span>
      {[0, 1, 2].map((blank) => (
        <div key={blank} className={`${cardClassNames.card} ${styles.card}`} aria-hidden="true">
          <div className={`${styles.image} ${styles.blank}`} />
          <div className={styles.tags} />
          <div className={`${cardClassNames.title} ${styles.blankTitle}`} />
          <p className={styles.summary} />
          <p className={styles.byline}>
            <span className={`${styles.avatar} ${styles.blank}`} />
          </p>
        </div>
      ))}
    </div>
  );
}

export interface BlogSliderProps {
  readonly heading: string;
  readonly intro: string;
}

/**
 * The home page's blog slider. The posts are the blog's: mfe-resources publishes them as a row of
 * cards (`LatestPosts`) with each release, and the shell's server composes that row into this page
 * per request, so a new post needs no marketing deploy and the row is HTML (no script, nothing
 * to fetch as it scrolls into view). Should the blog not answer, the browser loads the row from it,
 * and "See all posts" always leads to the blog.
 */
export function BlogSlider({ heading, intro }: BlogSliderProps) {
  return (
    <Section heading={heading} intro={<GlossaryText>{intro}</GlossaryText>}>
      <RemoteIsland owner="resources" name="LatestPosts" placeholder={<BlogCardsLoading />} />
      <p className={styles.more}>
        <LabelLink label="Blog" className={targetClassNames.inline}>
          See all posts
        </LabelLink>
      </p>
    </Section>
  );
}
