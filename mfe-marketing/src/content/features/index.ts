/**
 * The feature pages: one YAML file each in this folder (collection.yml), checked and compiled by the
 * build. A page's route is `/<file name>`; its place in lists is its `order`.
 */
import type { z } from 'zod';
import { pagesOf } from '../pages';
import type { FeaturePageContent } from '../types';
import collection from './collection.yml';
import type { featurePage } from './schema';

export const featurePages: readonly FeaturePageContent[] = pagesOf<z.output<typeof featurePage>>(collection);
