/** The company pages: one YAML file each in this folder (collection.yml), in their `order`; `layout` picks the template. */
import type { AboutPageContent } from '../types';
import { pagesOf } from '../pages';
import collection from './collection.yml';

export const aboutPages: readonly AboutPageContent[] = pagesOf<AboutPageContent>(collection);
