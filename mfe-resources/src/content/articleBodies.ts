/** The articles' text, rendered at build time: only the article page loads it (see articles.ts for the rest). */
import type { MarkdownEntry } from '@site/devkit/markdown';
import type { ArticleFrontMatter } from './frontMatter';
import collection from './blog/collection.yml';

/** Checked against articleFrontMatter by the build (see blog/collection.yml). */
const entries = collection as readonly MarkdownEntry<ArticleFrontMatter>[];

export function articleBody(slug: string): Pick<MarkdownEntry<ArticleFrontMatter>, 'html' | 'headings'> | undefined {
  return entries.find((entry) => entry.slug === slug);
}
