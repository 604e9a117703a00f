/**
 * Each feature page's card: the module's name, one sentence and the hero picture, as the page's file
 * says (collection.yml's `list` fields). The home page's features slider loads these, not fifteen
 * pages of copy.
 */
import { byOrder } from '@site/devkit/markdown';
import type { FeatureCardContent, FeaturePageData } from '../types';
import list from './collection.yml?list';

type ListFields = Pick<FeaturePageData, 'order' | 'name' | 'summary'> & { readonly hero: Pick<FeaturePageData['hero'], 'image'> };

/** The cards in the pages' order. */
export const featureCardList: readonly FeatureCardContent[] = byOrder(
  list as readonly { readonly slug: string; readonly data: ListFields }[],
).map(({ slug, data }) => ({ path: `/${slug}`, page: data.name, summary: data.summary, image: data.hero.image }));
