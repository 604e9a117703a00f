/**
 * The blog's articles: one Markdown file each in ./blog (docs/writers.md: "Writing a blog post"), compiled
 * and checked when this remote is built. Everything else about the blog (the listing, the home
 * page's slider through the BlogPosts contract, routes, sitemap, search, the feed) reads this list.
 */
import type { MarkdownData } from '@site/devkit/markdown';
import type { ArticleFrontMatter } from './frontMatter';
import type { BlogPost, PageMeta } from './types';
// The cards' data only: the listing and the home page's slider do not carry every article's text.
import collection from './blog/collection.yml?data';

export interface Article {
  readonly slug: string;
  /** Its address: /blog/<slug>, or the old one its front matter keeps (/blogPost…). */
  readonly path: string;
  /** Addresses that move here for good: /blog/<slug> for an article that keeps an old address. */
  readonly aliases: readonly string[];
  readonly post: BlogPost;
  /** Its <title> and meta description (front matter: seoTitle, seoDescription). */
  readonly meta: PageMeta;
  /** The day the text last changed (YYYY-MM-DD). */
  readonly lastModified: string;
  readonly readingMinutes: number;
  readonly endsWithDemoLink: boolean;
}

/** Checked against articleFrontMatter by the build (see blog/collection.yml). */
const entries = collection as readonly MarkdownData<ArticleFrontMatter>[];

/** A new article's card number: after the spec's four, in order of date. */
function cardNumbers(): ReadonlyMap<string, number> {
  const numbered = new Map(entries.flatMap(({ slug, data }) => (data.id ? [[slug, data.id] as const] : [])));
  let next = Math.max(0, ...numbered.values());
  const unnumbered = entries.filter(({ slug }) => !numbered.has(slug));
  for (const { slug } of [...unnumbered].sort((a, b) => a.data.date.localeCompare(b.data.date) || a.slug.localeCompare(b.slug)))
    numbered.set(slug, ++next);
  return numbered;
}

const ids = cardNumbers();
const WORDS_PER_MINUTE = 200;

/** In card-number order: the spec's four first, then newer articles by date. */
export const articles: readonly Article[] = entries
  .map(({ slug, data, words }): Article => {
    const blogPath = `/blog/${slug}`;
    const path = data.path ?? blogPath;
    return {
      slug,
      path,
      aliases: path === blogPath ? [] : [blogPath],
      post: {
        id: ids.get(slug) ?? 0,
        path,
        title: data.title,
        description: data.description,
        image: data.image,
        date: data.date,
        author: data.author,
        authorImage: data.authorImage,
        comments: data.comments,
        categories: data.categories,
      },
      meta: { title: data.seoTitle, description: data.seoDescription },
      lastModified: data.updated ?? data.date,
      readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
      endsWithDemoLink: data.endsWithDemoLink,
    };
  })
  .sort((a, b) => a.post.id - b.post.id);

/** The article at `pathname` (any case, as the shell matches addresses). */
export function articleAt(pathname: string): Article | undefined {
  const wanted = pathname.toLowerCase();
  return articles.find((article) => article.path.toLowerCase() === wanted);
}
