/** The industry pages: one YAML file each in this folder (collection.yml), in their `order`. */
import type { IndustryPageContent, IndustryPageData } from '../types';
import { pagesOf } from '../pages';
import collection from './collection.yml';

export const industryPages: readonly IndustryPageContent[] = pagesOf<IndustryPageData>(collection);
