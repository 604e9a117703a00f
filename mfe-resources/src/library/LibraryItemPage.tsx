import {
  Illustration,
  LabelLink,
  PageHead,
  PageNotFound,
  Section,
  buttonClassName,
  targetClassNames,
  SiteLink,
  useAddress,
} from '@site/ui';
import { Navigate } from 'react-router-dom';
import { ArticleBody } from '../components/ArticleBody';
import type { ItemsListContent } from '../content/types';
import { itemSlug } from './libraryPaths';
import styles from './LibraryItemPage.module.css';

const BackToList = ({ content }: { readonly content: ItemsListContent }) => (
  <p>
    <SiteLink to={content.path} className={targetClassNames.inline}>
      Back to {content.heading}
    </SiteLink>
  </p>
);

/** One case study or guide, at its own address (/case-studies/<slug>). */
export function LibraryItemPage({ content }: { readonly content: ItemsListContent }) {
  const pathname = useAddress().pathname.toLowerCase();
  const item = content.items.find((candidate) => candidate.path.toLowerCase() === pathname);
  if (!item) return <PageNotFound />;
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
          <ArticleBody html={item.html} />
          <p className={styles.cta}>
            <LabelLink label="Book a Demo" className={buttonClassName({ variant: 'primary' })} />
          </p>
          <BackToList content={content} />
        </article>
      </Section>
    </>
  );
}

/**
 * The spec's /article and /details, which named the item in the query string. The server moves a
 * known item's old address to its page (301); here, the same in the browser, else the list of items.
 */
export function LibraryLookupPage({ content }: { readonly content: ItemsListContent }) {
  const slug = itemSlug(useAddress().search);
  const item = content.items.find((candidate) => candidate.slug === slug);
  if (item) return <Navigate to={item.path} replace />;
  return (
    <>
      <PageHead
        title={`Not found: ${content.heading}`}
        description={`This item is not in ${content.heading}. It may have moved; the full list is one click away.`}
      />
      <Section heading={`We couldn’t find that in ${content.heading}`} headingLevel="h1">
        <p>The address may be incomplete, or the item may have been renamed. These are the ones we have:</p>
        <ul>
          {content.items.map((candidate) => (
            <li key={candidate.slug}>
              <SiteLink to={candidate.path} className={targetClassNames.inline}>
                {candidate.title}
              </SiteLink>
            </li>
          ))}
        </ul>
        <BackToList content={content} />
      </Section>
    </>
  );
}
