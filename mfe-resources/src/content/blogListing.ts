import { siteConfig } from '@site/ui';

/** Blog listing copy (spec: heading "BLOG" and this exact subheading). Posts arrive with their data file. */
export const blogListing = {
  path: '/blogs',
  title: 'Blog',
  description: 'Articles on NDIS compliance, workforce management, digital transformation and innovation in the care sector.',
  heading: 'BLOG',
  subheading: 'Insights, industry updates, and practical tips.',
  intro:
    'Practical writing for NDIS and aged-care providers: staying audit-ready under the NDIS Practice Standards, rostering a stretched workforce fairly, moving off paper and spreadsheets, and the ideas changing how care is delivered.',
} as const;

/** The blog's RSS feed (written by the prerender, served by the shell), linked from every blog page's head. */
export const blogFeedLink = {
  type: 'application/rss+xml',
  title: `${siteConfig.brand.name} blog`,
  href: '/blog/feed.xml',
} as const;
