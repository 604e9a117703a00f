/** The product overview pages: one YAML file each in this folder (collection.yml), in their `order`. */
import type { ProductPageContent, ProductPageData } from '../types';
import { pagesOf } from '../pages';
import collection from './collection.yml';

export const productOverviews: readonly ProductPageContent[] = pagesOf<ProductPageData>(collection);
