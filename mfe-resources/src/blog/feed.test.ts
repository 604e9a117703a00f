import { SITE_ORIGIN_TOKEN } from '@site/site-formats/fragments';
import { articles } from '../content/articles';
import { blogFeedLink } from '../content/blogListing';
import { blogFeed } from './feed';

const itemsOf = (xml: string) => [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => item ?? '');

it('is RSS 2.0 at the linked address, with every article, newest first, at its absolute address', () => {
  const { path, contentType, body } = blogFeed();
  expect(path).toBe(blogFeedLink.href);
  expect(contentType).toBe('application/rss+xml; charset=utf-8');
  expect(body).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
  const items = itemsOf(body);
  expect(items).toHaveLength(articles.length);
  const dates = items.map((item) => new Date(/<pubDate>([^<]+)<\/pubDate>/.exec(item)?.[1] ?? '').getTime());
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  for (const article of articles) {
    const item = items.find((candidate) => candidate.includes(`<link>${SITE_ORIGIN_TOKEN}${article.path}</link>`));
    expect(item).toBeDefined();
    expect(item).toContain(article.post.author);
  }
});

it('is the same whenever it is built from the same articles', () => {
  expect(blogFeed().body).toBe(blogFeed().body);
});
