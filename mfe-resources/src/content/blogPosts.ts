/**
 * The blog's posts as cards (spec section 3: blog post). mfe-resources owns them; the marketing
 * home page's blog slider shows them as this remote publishes them (the `LatestPosts` island).
 */
import { articles } from './articles';
import type { BlogPost } from './types';

export { blogCategories, type BlogCategory } from './blogCategories';

export type { BlogPost };

export const blogPosts: readonly BlogPost[] = articles.map((article) => article.post);
