/**
 * Each collection's preview: the page as the site draws it, with the site's components and CSS.
 * A page template that takes its content as props is used as it is (a feature page, a plan card,
 * the comparison table); the resources' article and library pages read their entry by address from
 * the compiled collection, so their preview lays out the same components and CSS modules the same
 * way (mfe-resources/src/blog/ArticlePage.tsx, src/library/LibraryItemPage.tsx). A collection
 * without a page here gets every field in order, so a new collection is previewed from its first day.
 */
import type { ReactNode } from 'react';
import { Illustration, Section, type Picture } from '@site/ui';
import { FeaturePage } from '../../../../mfe-marketing/src/pages/feature/FeaturePage';
import type { FeaturePageContent } from '../../../../mfe-marketing/src/content/types';
import { ComparisonTable } from '../../../../mfe-pricing/src/components/ComparisonTable';
import { PlanCard } from '../../../../mfe-pricing/src/components/PlanCard';
import { pricingPlans } from '../../../../mfe-pricing/src/content/pricing';
import type { ComparisonGroup, PricingPlan } from '../../../../mfe-pricing/src/content/types';
import { buildComparisonTable } from '../../../../mfe-pricing/src/pricing/comparisonTable';
import { ArticleView } from '../../../../mfe-resources/src/blog/ArticlePage';
import { ArticleBody } from '../../../../mfe-resources/src/components/ArticleBody';
import { LibraryItemView } from '../../../../mfe-resources/src/library/LibraryItemPage';
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

/** A blog article as its page lays it out (mfe-resources' ArticleView). */
function ArticlePreview({ data, html }: PreviewEntry) {
  const words = html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return (
    <ArticleView
      title={text(data.title)}
      categories={(data.categories as string[] | undefined) ?? []}
      author={text(data.author)}
      {...(data.authorImage ? { authorImage: { ...picture(data.authorImage), alt: '' } } : {})}
      {...(text(data.date) ? { date: text(data.date) } : {})}
      readingMinutes={Math.max(1, Math.round(words / WORDS_PER_MINUTE))}
      {...(data.image ? { image: picture(data.image) } : {})}
      description={text(data.description)}
      html={html}
      endsWithDemoLink={data.endsWithDemoLink === true}
    />
  );
}

/** A case study or a support guide as its page lays it out (mfe-resources' LibraryItemView). */
function libraryItemPreview(listHeading: string, listPath: string): PagePreview {
  return function LibraryItemPreview({ data, html }: PreviewEntry) {
    return (
      <LibraryItemView
        list={{ heading: listHeading, path: listPath }}
        tag={text(data.tag)}
        title={text(data.title)}
        summary={text(data.summary)}
        {...(data.image ? { image: picture(data.image) } : {})}
        html={html}
      />
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
