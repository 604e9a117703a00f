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
  type Picture,
} from '@site/ui';
import { Navigate } from 'react-router-dom';
import { ArticleBody } from '../components/ArticleBody';
import type { ItemsListContent } from '../content/types';
import { itemSlug } from './libraryPaths';
import styles from './LibraryItemPage.module.css';

/** The list an item belongs to: its heading and address. */
type ItemList = Pick<ItemsListContent, 'heading' | 'path'>;

const BackToList = ({ content }: { readonly content: ItemList }) => (
  <p>
    <SiteLink to={content.path} className={targetClassNames.inline}>
      Back to {content.heading}
    </SiteLink>
  </p>
);

/** What a case study's or guide's page shows. */
export interface LibraryItemViewProps {
  readonly list: ItemList;
  readonly tag: string;
  readonly title: string;
  readonly summary: string;
  readonly image?: Picture;
  readonly html: string;
}

/** A case study or guide as its page lays it out; the editor's preview draws a draft with it too. */
export function LibraryItemView({ list, tag, title, summary, image, html }: LibraryItemViewProps) {
  return (
    <Section>
      <article className={styles.item} aria-labelledby="item-title">
        <p className={styles.tag}>
          {list.heading} · {tag}
        </p>
        <h1 id="item-title">{title}</h1>
        <p className={styles.lead}>{summary}</p>
        {image && <Illustration picture={image} priority className={styles.image} />}
        <ArticleBody html={html} />
        <p className={styles.cta}>
          <LabelLink label="Book a Demo" className={buttonClassName({ variant: 'primary' })} />
        </p>
        <BackToList content={list} />
      </article>
    </Section>
  );
}

/** One case study or guide, at its own address (/case-studies/<slug>). */
export function LibraryItemPage({ content }: { readonly content: ItemsListContent }) {
  const pathname = useAddress().pathname.toLowerCase();
  const item = content.items.find((candidate) => candidate.path.toLowerCase() === pathname);
  if (!item) return <PageNotFound />;
  return (
    <>
      <PageHead title={item.meta.title} description={item.meta.description} />
      <LibraryItemView list={content} {...item} />
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
