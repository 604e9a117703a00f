import { Illustration, LabelLink, PageHead, Section, buttonClassName } from '@site/ui';
import { Link, useLocation } from 'react-router-dom';
import { ArticleBody } from '../components/ArticleBody';
import type { ItemsListContent } from '../content/types';
import { itemSlug, listRoutes, type LibraryKind } from './libraryPaths';
import styles from './LibraryItemPage.module.css';

/** One case study or guide, found from the address alone (so it is shareable and survives reload). */
export function LibraryItemPage({ content, kind }: { readonly content: ItemsListContent; readonly kind: LibraryKind }) {
  const slug = itemSlug(useLocation().search);
  const item = content.items.find((candidate) => candidate.slug === slug);
  const back = (
    <p>
      <Link to={listRoutes[kind]}>Back to {content.heading}</Link>
    </p>
  );
  if (!item) {
    return (
      <>
        <PageHead
          title={`Not found: ${content.heading}`}
          description={`This item is not in ${content.heading}. It may have moved; the full list is one click away.`}
        />
        <Section heading={`We couldn’t find that in ${content.heading}`} headingLevel="h1">
          <meta name="robots" content="noindex" />
          <p>The address may be incomplete, or the item may have been renamed. These are the ones we have:</p>
          <ul>
            {content.items.map((candidate) => (
              <li key={candidate.slug}>
                <Link to={`?item=${encodeURIComponent(candidate.slug)}`}>{candidate.title}</Link>
              </li>
            ))}
          </ul>
          {back}
        </Section>
      </>
    );
  }
  return (
    <>
      <PageHead title={item.meta.title} description={item.meta.description} />
      <Section>
        <article className={styles.item} aria-labelledby="item-title">
          <p className={styles.tag}>
            {content.heading} · {item.tag}
          </p>
          <h1 id="item-title">{item.title}</h1>
          <p className={styles.lead}>{item.summary}</p>
          <Illustration picture={item.image} priority className={styles.image} />
          <ArticleBody blocks={item.body} />
          <p className={styles.cta}>
            <LabelLink label="Book a Demo" className={buttonClassName({ variant: 'primary' })} />
          </p>
          {back}
        </article>
      </Section>
    </>
  );
}
