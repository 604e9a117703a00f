/**
 * "Reading A" of the spec's blog routing, used by the home page's blog slider: card 1 opens the
 * first article, card 2 the second, any other card the third. (The blog listing uses "Reading B".)
 * Paths are the canonical spellings; the shell also accepts /blogpost….
 */
export function sliderArticlePath(id: number): string {
  if (id === 1) return '/blogPost';
  if (id === 2) return '/blogPost2';
  return '/blogPost3';
}
