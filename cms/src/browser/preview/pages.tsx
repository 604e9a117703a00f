/**
 * Each collection's preview: the page as the site draws it, with the site's components and CSS.
 * A page template that takes its content as props is used as it is (a feature page, a plan card,
 * the comparison table); the resources' article and library pages read their entry by address from
 * the compiled collection, so their preview lays out the same components and CSS modules the same
 * way (mfe-resources/src/blog/ArticlePage.tsx, src/library/LibraryItemPage.tsx). A collection
 * without a page here gets every field in order, so a new collection is previewed from its first day.
 */
import type { ReactNode } from 'react';
import {
  Illustration,
  LabelLink,
  Section,
  TagList,
  buttonClassName,
  formatLongDate,
  targetClassNames,
  SiteLink,
  type Picture,
} from '@site/ui';
import { FeaturePage } from '../../../../mfe-marketing/src/pages/feature/FeaturePage';
import type { FeaturePageContent } from '../../../../mfe-marketing/src/content/types';
import { ComparisonTable } from '../../../../mfe-pricing/src/components/ComparisonTable';
import { PlanCard } from '../../../../mfe-pricing/src/components/PlanCard';
import { pricingPlans } from '../../../../mfe-pricing/src/content/pricing';
import type { ComparisonGroup, PricingPlan } from '../../../../mfe-pricing/src/content/types';
import { buildComparisonTable } from '../../../../mfe-pricing/src/pricing/comparisonTable';
import articleStyles from '../../../../mfe-resources/src/blog/ArticlePage.module.css';
import { ArticleBody } from '../../../../mfe-resources/src/components/ArticleBody';
import itemStyles from '../../../../mfe-resources/src/library/LibraryItemPage.module.css';
import type { PagePreview, PreviewEntry } from './frame';

/** How a collection's entries are previewed, and at which address the site publishes them. */
export interface CollectionPreview {
  readonly page: PagePreview;
  readonly pathOf: (slug: string) => string;
}

/** The preview's pictures have no measured size: the browser lays them out from the file. */
type PreviewPicture = Partial<Picture> & { readonly src: string };

const picture = (value: unknown) => value as Picture;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const WORDS_PER_MINUTE = 200;

/** A blog article as mfe-resources' ArticlePage lays it out. */
function ArticlePreview({ data, html }: PreviewEntry) {
  const words = html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  const date = text(data.date);
  return (
    <Section>
      <article className={articleStyles.article} aria-labelledby="article-title">
        <header className={articleStyles.header}>
          <TagList tags={(data.categories as string[] | undefined) ?? []} />
          <h1 id="article-title">{text(data.title)}</h1>
          <p className={articleStyles.byline}>
            {data.authorImage ? (
              <Illustration picture={{ ...picture(data.authorImage), alt: '' }} className={articleStyles.avatar} />
            ) : null}
            <span>
              By {text(data.author)} · {date ? <time dateTime={date}>{formatLongDate(date)}</time> : 'no date yet'} ·{' '}
              {Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read
            </span>
          </p>
          {data.image ? <Illustration picture={picture(data.image)} className={articleStyles.cover} /> : null}
        </header>
        <p className={articleStyles.lead}>{text(data.description)}</p>
        <ArticleBody html={html} />
        {data.endsWithDemoLink === true && (
          <p className={articleStyles.cta}>
            <LabelLink label="Book a Demo" className={buttonClassName({ variant: 'primary' })} />
          </p>
        )}
        <p>
          <SiteLink to="/blogs" className={targetClassNames.inline}>
            More articles on the blog
          </SiteLink>
        </p>
      </article>
    </Section>
  );
}

/** A case study or a support guide as mfe-resources' LibraryItemPage lays it out. */
function libraryItemPreview(listHeading: string, listPath: string): PagePreview {
  return function LibraryItemPreview({ data, html }: PreviewEntry) {
    return (
      <Section>
        <article className={itemStyles.item} aria-labelledby="item-title">
          <p className={itemStyles.tag}>
            {listHeading} · {text(data.tag)}
          </p>
          <h1 id="item-title">{text(data.title)}</h1>
          <p className={itemStyles.lead}>{text(data.summary)}</p>
          {data.image ? <Illustration picture={picture(data.image)} className={itemStyles.image} /> : null}
          <ArticleBody html={html} />
          <p className={itemStyles.cta}>
            <LabelLink label="Book a Demo" className={buttonClassName({ variant: 'primary' })} />
          </p>
          <p>
            <SiteLink to={listPath} className={targetClassNames.inline}>
              Back to {listHeading}
            </SiteLink>
          </p>
        </article>
      </Section>
    );
  };
}

/** A plan's card, beside the other plans' as the comparison table has them. */
function PlanPreview({ slug, data }: PreviewEntry) {
  const plan = { id: slug || 'new-plan', ...data } as unknown as PricingPlan;
  return (
    <Section heading="Plan card">
      <div style={{ maxWidth: '24rem' }}>
        <PlanCard plan={plan} />
      </div>
    </Section>
  );
}

/** A group of the comparison table, with the plans' columns. */
function ComparisonPreview({ data }: PreviewEntry) {
  return (
    <Section heading="Compare plans">
      <ComparisonTable model={buildComparisonTable(pricingPlans, [data as unknown as ComparisonGroup])} />
    </Section>
  );
}

const label = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

function isPicture(value: unknown): value is PreviewPicture {
  return typeof value === 'object' && value !== null && typeof (value as { src?: unknown }).src === 'string';
}

/** Any value, laid out plainly: text as paragraphs, lists as lists, groups under their names. */
function FieldValue({ value }: { readonly value: unknown }): ReactNode {
  if (isPicture(value)) return <Illustration picture={{ ...value, alt: value.alt ?? '' } as Picture} />;
  if (Array.isArray(value))
    return (
      <ul>
        {value.map((item: unknown, index) => (
          <li key={index}>
            <FieldValue value={item} />
          </li>
        ))}
      </ul>
    );
  if (typeof value === 'object' && value !== null)
    return (
      <dl>
        {Object.entries(value as Record<string, unknown>).map(([key, item]) => (
          <div key={key}>
            <dt>
              <strong>{label(key)}</strong>
            </dt>
            <dd>
              <FieldValue value={item} />
            </dd>
          </div>
        ))}
      </dl>
    );
  return <>{String(value)}</>;
}

function FieldsPreview({ data, html }: PreviewEntry) {
  const heading = text(data.title) || text(data.heading) || text(data.name) || text(data.label);
  return (
    <Section heading={heading || 'New entry'}>
      <FieldValue value={data} />
      {html && <ArticleBody html={html} />}
    </Section>
  );
}

/** Previews by collection (its name in config.yml: `<remote>-<folder>`); any other collection lists its fields. */
const previews: Readonly<Record<string, CollectionPreview>> = {
  'marketing-features': {
    page: ({ slug, data }) => <FeaturePage content={{ path: `/${slug}`, ...data } as unknown as FeaturePageContent} />,
    pathOf: (slug) => `/${slug}`,
  },
  'resources-blog': { page: ArticlePreview, pathOf: (slug) => `/blog/${slug}` },
  'resources-case-studies': {
    page: libraryItemPreview('Case Studies', '/case-studies'),
    pathOf: (slug) => `/case-studies/${slug}`,
  },
  'resources-support-guides': {
    page: libraryItemPreview('Support Documentation', '/support-documentation'),
    pathOf: (slug) => `/support-documentation/${slug}`,
  },
  'pricing-plans': { page: PlanPreview, pathOf: () => '/pricing' },
  'pricing-comparison': { page: ComparisonPreview, pathOf: () => '/pricing' },
};

export function previewOf(collection: string): CollectionPreview {
  return previews[collection] ?? { page: FieldsPreview, pathOf: (slug) => `/${slug}` };
}
