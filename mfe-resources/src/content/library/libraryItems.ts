import type { MarkdownEntry } from '@site/devkit/markdown';
import type { LibraryItemFrontMatter } from '../frontMatter';
import { pageCopy } from '../pageCopy';
import type { ListPageCopy } from '../schema';
import type { ItemsListContent, LibraryItem } from '../types';

/**
 * A list page's items from their Markdown collection, in their front matter's order, each at
 * `<list path>/<slug>`. The build checked every file against libraryItemFrontMatter (collection.yml).
 */
function libraryItems(collection: readonly MarkdownEntry<unknown>[], listPath: string): readonly LibraryItem[] {
  return [...(collection as readonly MarkdownEntry<LibraryItemFrontMatter>[])]
    .sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug))
    .map(({ slug, data, html, headings }) => ({
      slug,
      path: `${listPath}/${slug}`,
      title: data.title,
      summary: data.summary,
      tag: data.tag,
      image: data.image,
      meta: { title: data.seoTitle, description: data.seoDescription },
      ...(data.updated ? { lastModified: data.updated } : {}),
      html,
      headings,
    }));
}

/** The list page at `path`: its copy in `<folder>/page/<path>.yaml` (`copyFiles`), its items the `.md` files of `<folder>`. */
export function listPage(
  path: string,
  folder: string,
  copyFiles: readonly unknown[],
  items: readonly MarkdownEntry<unknown>[],
): ItemsListContent {
  return { path, ...pageCopy<ListPageCopy>(copyFiles, `${folder}/page${path}.yaml`), items: libraryItems(items, path) };
}
