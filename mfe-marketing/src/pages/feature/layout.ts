/**
 * Layout rules of the feature page template (spec section 2). Pure functions, so the one template
 * needs no per-page branches and the rules are tested on their own.
 */

/** Pages whose hero image sits above the text; on every other feature page it sits below. */
const HERO_IMAGE_ABOVE_PAGES: readonly string[] = ['HR Operations', 'Role Based Dashboard', 'Forms', 'Accounting'];

export type HeroImagePlacement = 'above' | 'below';

export function heroImagePlacement(page: string): HeroImagePlacement {
  return HERO_IMAGE_ABOVE_PAGES.includes(page) ? 'above' : 'below';
}

export type BlockLayout = 'image-end' | 'image-start';

/** section3 blocks alternate: the first has its image after the text, the next before, and so on. */
export function blockLayout(index: number): BlockLayout {
  return index % 2 === 0 ? 'image-end' : 'image-start';
}
