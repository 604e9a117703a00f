import type { BlogPost } from '@site/mfe-resources/contract';

/**
 * "Reading A" of the spec's blog routing, used by the home page's blog slider: card 1 opens the
 * first article, card 2 the second, cards 3 and 4 the third. The spec sent any other card to the
 * third as well, when four articles were all there was; a newer article's card (5 on) opens that
 * article, at the address the blog publishes with it. (The blog listing uses "Reading B".)
 */
export function sliderArticlePath(post: Pick<BlogPost, 'id' | 'path'>): string {
  if (post.id === 1) return '/blogPost';
  if (post.id === 2) return '/blogPost2';
  if (post.id <= 4) return '/blogPost3';
  return post.path;
}
