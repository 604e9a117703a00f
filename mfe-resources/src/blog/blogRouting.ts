import type { BlogCategory, BlogPost } from '../content/blogPosts';

/** The chip that shows every post. */
export const ALL = 'All';
export type BlogFilter = typeof ALL | BlogCategory;

/** Posts a chip shows: all of them for "All", else those whose categories include the chip. */
export function filterPosts(posts: readonly BlogPost[], filter: BlogFilter): readonly BlogPost[] {
  return filter === ALL ? posts : posts.filter((post) => post.categories.includes(filter));
}

/**
 * "Reading B" of the spec's blog routing, used by the blog listing: cards 1 to 4 open their own
 * article. The spec sent any other card to the fourth, when four articles were all there was; a
 * newer article's card opens that article. (The latest posts' row, on the home page, uses "Reading A".)
 */
export function listingArticlePath(post: Pick<BlogPost, 'id' | 'path'>): string {
  const paths: Readonly<Record<number, string>> = { 1: '/blogPost', 2: '/blogPost2', 3: '/blogPost3', 4: '/blogPost4' };
  return paths[post.id] ?? post.path;
}

/**
 * "Reading A" of the spec's blog routing, used by the latest posts' row on the home page (its blog
 * slider): card 1 opens the first article, card 2 the second, cards 3 and 4 the third. The spec sent
 * any other card to the third as well, when four articles were all there was; a newer article's card
 * (5 on) opens that article, at the address the blog publishes with it.
 */
export function sliderArticlePath(post: Pick<BlogPost, 'id' | 'path'>): string {
  if (post.id === 1) return '/blogPost';
  if (post.id === 2) return '/blogPost2';
  if (post.id <= 4) return '/blogPost3';
  return post.path;
}
