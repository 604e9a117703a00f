/** The legal pages and the release notes page: one YAML file each in this folder (collection.yml), in their `order`; `layout` picks the template. */
import type { LegalPageContent } from '../types';
import { pagesOf } from '../pages';
import collection from './collection.yml';

export const legalPages: readonly LegalPageContent[] = pagesOf<LegalPageContent>(collection);
