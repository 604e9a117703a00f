/**
 * The blog's RSS 2.0 feed, written at build time (prerender.tsx) and served by the shell at
 * /blog/feed.xml. Addresses are absolute, as feed readers need: the shell puts in the site's origin.
 */
import type { DocumentSource } from '@site/devkit/prerender/render';
import { SITE_ORIGIN_TOKEN } from '@site/site-formats/fragments';
import { siteConfig } from '@site/site-config';
import { Feed } from 'feed';
import { articles } from '../content/articles';
import { blogFeedLink, blogListing } from '../content/blogListing';

/** Midnight UTC on an ISO date: the same feed from the same content, whenever it is built. */
const day = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

export function blogFeed(): DocumentSource {
  const newestFirst = [...articles].sort((a, b) => b.post.date.localeCompare(a.post.date) || a.slug.localeCompare(b.slug));
  const listing = `${SITE_ORIGIN_TOKEN}${blogListing.path}`;
  const feed = new Feed({
    title: blogFeedLink.title,
    description: blogListing.meta.description,
    id: listing,
    link: listing,
    language: 'en-AU',
    copyright: `© ${siteConfig.brand.legalName}`,
    generator: false,
    updated: day(
      articles
        .map((article) => article.lastModified)
        .sort()
        .at(-1) ?? '1970-01-01',
    ),
    feedLinks: { rss: `${SITE_ORIGIN_TOKEN}${blogFeedLink.href}` },
  });
  for (const { post, path } of newestFirst) {
    const link = `${SITE_ORIGIN_TOKEN}${path}`;
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.description,
      date: day(post.date),
      author: [{ name: post.author }],
      category: post.categories.map((name) => ({ name })),
    });
  }
  return { path: blogFeedLink.href, contentType: `${blogFeedLink.type}; charset=utf-8`, body: feed.rss2() };
}
