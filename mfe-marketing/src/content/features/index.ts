/**
 * The feature pages: one YAML file each in this folder (collection.yml), checked and compiled by the
 * build. A page's route is `/<file name>`; its place in lists is its `order`.
 */
import { byOrder, type DataEntry } from '@site/devkit/markdown';
import type { FeaturePageContent, FeaturePageData } from '../types';
import collection from './collection.yml';

export const featurePages: readonly FeaturePageContent[] = byOrder(collection as readonly DataEntry<FeaturePageData>[]).map(
  ({ slug, data }) => ({ path: `/${slug}`, ...data }),
);
