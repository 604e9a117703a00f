/** The releases on /release-notes, newest first: one YAML file each in this folder (collection.yml). */
import type { DataEntry } from '@site/devkit/markdown';
import type { Release } from '../types';
import collection from './collection.yml';

export const releases: readonly Release[] = (collection as readonly DataEntry<Release>[])
  .map(({ data }) => data)
  .sort((a, b) => b.date.localeCompare(a.date) || b.version.localeCompare(a.version, 'en', { numeric: true }));
