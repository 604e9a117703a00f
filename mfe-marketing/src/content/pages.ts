/** A YAML collection's entries (`collection.yml`) in their `order`, and its pages at `/<file name>`. */
import { entriesInOrder } from '@site/devkit/markdown';

/** The collection's pages in their `order`, each at `/<file name>` unless its file gives a `path`. */
export function pagesOf<Data extends { readonly order: number }>(collection: readonly unknown[]) {
  return entriesInOrder<Data>(collection).map(({ slug, data }) => ({ path: `/${slug}`, ...data }));
}
