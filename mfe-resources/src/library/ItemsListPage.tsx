import { Illustration, PageHead, Section, cardClassNames, SiteLink } from '@site/ui';
import type { ItemsListContent } from '../content/types';
import styles from './ItemsListPage.module.css';

/** An items-list page (case studies, support documentation): cards that open each item's own page. */
export function ItemsListPage({ content }: { readonly content: ItemsListContent }) {
  return (
    <>
      <PageHead title={content.meta.title} description={content.meta.description} />
      <Section heading={content.heading} headingLevel="h1" eyebrow={content.subheading} intro={content.intro}>
        <ul className={styles.items}>
          {content.items.map((item) => (
            <li key={item.slug} className={cardClassNames.card}>
              <Illustration picture={{ ...item.image, alt: '' }} className={styles.image} />
              <p className={styles.tag}>{item.tag}</p>
              <h2 className={cardClassNames.title}>
                <SiteLink to={item.path}>{item.title}</SiteLink>
              </h2>
              <p>{item.summary}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
