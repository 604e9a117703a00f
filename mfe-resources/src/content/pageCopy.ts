import type { DataEntry } from '@site/devkit/markdown';

/**
 * A page's own copy: the file `file` (from this folder) of its one-file collection, checked by the
 * build against the schema whose output is `Data`.
 */
export function pageCopy<Data>(collection: readonly unknown[], file: string): DataEntry<Data>['data'] {
  const slug = file.replace(/^.*\//, '').replace(/\.yaml$/, '');
  const entry = (collection as readonly DataEntry<Data>[]).find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`mfe-resources/src/content/${file} is missing: it holds that page’s copy`);
  return entry.data;
}
