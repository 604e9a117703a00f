import type { MarkdownEntry } from '@site/devkit/markdown';
import type { LibraryItemFrontMatter } from '../frontMatter';
import type { LibraryItem } from '../types';

/** A list page's items from their Markdown files, in their front matter's order, each at `<list path>/<slug>`. */
export function libraryItems(entries: readonly MarkdownEntry<LibraryItemFrontMatter>[], listPath: string): readonly LibraryItem[] {
  return [...entries]
    .sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug))
    .map(({ slug, data, html, headings }) => ({
      slug,
      path: `${listPath}/${slug}`,
      title: data.title,
      summary: data.summary,
      tag: data.tag,
      image: data.image,
      seoTitle: data.seoTitle,
      seoDescription: data.seoDescription,
      ...(data.updated ? { lastModified: data.updated } : {}),
      html,
      headings,
    }));
}
