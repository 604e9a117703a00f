/** The blog listing (/blogs): its copy in blog/page/blogs.yaml (spec: heading "BLOG" and its exact subheading). */
import copyFiles from './blog/page/collection.yml';
import { pageCopy } from './pageCopy';
import type { BlogPageCopy } from './schema';

const { feedTitle, ...copy } = pageCopy<BlogPageCopy>(copyFiles, 'blog/page/blogs.yaml');

export const blogListing = { path: '/blogs', ...copy };

/** The blog's RSS feed (written by the prerender, served by the shell), linked from every blog page's head. */
export const blogFeedLink = { type: 'application/rss+xml', title: feedTitle, href: '/blog/feed.xml' } as const;
