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
 * newer article's card opens that article. (The home page's slider uses "Reading A".)
 */
export function listingArticlePath(post: Pick<BlogPost, 'id' | 'path'>): string {
  const paths: Readonly<Record<number, string>> = { 1: '/blogPost', 2: '/blogPost2', 3: '/blogPost3', 4: '/blogPost4' };
  return paths[post.id] ?? post.path;
}
