/**
 * The blog's posts as cards (spec section 3: blog post). mfe-resources owns them; the marketing
 * home page's blog slider shows them as this remote publishes them (the `LatestPosts` island).
 */
import type { Picture } from '@site/ui';
import { articles } from './articles';
import type { BlogCategory } from './blogCategories';

export { blogCategories, type BlogCategory } from './blogCategories';

export interface BlogPost {
  /** The card's number: 1 to 4 for the spec's articles (their links follow its two readings), then one per newer article. */
  readonly id: number;
  /** The article's address: a card for a newer article opens it. */
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly image: Picture;
  /** ISO date, e.g. "2025-02-18". */
  readonly date: string;
  readonly author: string;
  readonly authorImage: Picture;
  readonly comments: number;
  readonly categories: readonly BlogCategory[];
}

export const blogPosts: readonly BlogPost[] = articles.map((article) => article.post);
