/**
 * Every page this remote serves, one entry per page of its content: published with each release
 * as routes.json (the shell's route table), rendered by its prerender and indexed for search. The
 * browser bundle does not import this list: the shell hands the published pages back to the
 * remote's router (ResourcesRoutes), which picks a template for each.
 */
import type { PageRoute } from '@site/site-formats/routes';
import { addBlog } from './content/addBlog';
import { articles } from './content/articles';
import { blogListing } from './content/blogListing';
import { faqPage } from './content/faqPage';
import { caseStudies } from './content/library/caseStudies';
import { supportDocumentation } from './content/library/supportDocs';
import type { ItemsListContent } from './content/types';
import { whitepapers } from './content/whitepapers';
import { legacyItemAddress, lookupRoutes, type LibraryKind } from './library/libraryPaths';

/** The page templates of this remote (ResourcesRoutes renders each). */
export type PageTemplate =
  | 'blog'
  | 'article'
  | 'add-blog'
  | 'case-studies'
  | 'case-study'
  | 'case-study-lookup'
  | 'support-docs'
  | 'guide'
  | 'guide-lookup'
  | 'whitepapers'
  | 'faq';

/** A list's item pages, each also answering the spec's address of it (`/article?item=<slug>`) with a 301. */
function itemRoutes(content: ItemsListContent, kind: LibraryKind, template: PageTemplate): PageRoute[] {
  return content.items.map((item) => ({
    path: item.path,
    title: item.title,
    kind: kind === 'guide' ? 'help' : 'blog',
    indexable: true,
    parent: content.path,
    template,
    aliases: [legacyItemAddress(kind, item.slug)],
    ...(item.lastModified ? { lastModified: item.lastModified } : {}),
  }));
}

export const routes: readonly PageRoute[] = [
  { path: blogListing.path, title: 'Blog', kind: 'blog', indexable: true, template: 'blog' },
  ...articles.map((article): PageRoute => ({
    path: article.path,
    title: article.post.title,
    kind: 'blog',
    indexable: true,
    parent: blogListing.path,
    template: 'article',
    lastModified: article.lastModified,
    ...(article.aliases.length > 0 ? { aliases: article.aliases } : {}),
  })),
  // A form for staff writers, not something visitors look for.
  { path: addBlog.path, title: addBlog.meta.title, kind: 'company', indexable: false, template: 'add-blog' },
  { path: caseStudies.path, title: caseStudies.heading, kind: 'blog', indexable: true, template: 'case-studies' },
  ...itemRoutes(caseStudies, 'case-study', 'case-study'),
  // The spec's /article and /details without a known item: the list of items, kept out of search.
  {
    path: lookupRoutes['case-study'],
    title: 'Case study',
    kind: 'blog',
    indexable: false,
    parent: caseStudies.path,
    template: 'case-study-lookup',
  },
  { path: supportDocumentation.path, title: supportDocumentation.heading, kind: 'help', indexable: true, template: 'support-docs' },
  ...itemRoutes(supportDocumentation, 'guide', 'guide'),
  {
    path: lookupRoutes.guide,
    title: 'Support guide',
    kind: 'help',
    indexable: false,
    parent: supportDocumentation.path,
    template: 'guide-lookup',
  },
  { path: whitepapers.path, title: whitepapers.heading, kind: 'blog', indexable: true, template: 'whitepapers' },
  { path: faqPage.path, title: 'FAQs', kind: 'help', indexable: true, template: 'faq' },
];
