/**
 * Every page this remote serves, one entry per page of its content: published with each release
 * as routes.json (the shell's route table), rendered by its prerender and indexed for search. The
 * browser bundle does not import this list: the shell hands the published pages back to the
 * remote's router (ResourcesRoutes), which picks a template for each.
 */
import type { PageRoute } from '@site/devkit/routes';
import { addBlog } from './content/addBlog';
import { articles } from './content/articles';
import { blogListing } from './content/blogListing';
import { blogPosts } from './content/blogPosts';
import { faqPage } from './content/faqPage';
import { caseStudies } from './content/library/caseStudies';
import { supportDocumentation } from './content/library/supportDocs';
import { whitepapers } from './content/whitepapers';
import { itemRoutes } from './library/libraryPaths';

/** The page templates of this remote (ResourcesRoutes renders each). */
export type PageTemplate =
  'blog' | 'article' | 'add-blog' | 'case-studies' | 'case-study' | 'support-docs' | 'guide' | 'whitepapers' | 'faq';

export const routes: readonly PageRoute[] = [
  { path: blogListing.path, title: 'Blog', kind: 'blog', indexable: true, template: 'blog' },
  ...articles.map((article): PageRoute => {
    const post = blogPosts.find((candidate) => candidate.id === article.postId);
    return {
      path: article.path,
      title: post?.title ?? article.meta.title,
      kind: 'blog',
      indexable: true,
      parent: blogListing.path,
      template: 'article',
      ...(post ? { lastModified: post.date } : {}),
    };
  }),
  // A form for staff writers, not something visitors look for.
  { path: addBlog.path, title: addBlog.meta.title, kind: 'company', indexable: false, template: 'add-blog' },
  { path: caseStudies.path, title: caseStudies.heading, kind: 'blog', indexable: true, template: 'case-studies' },
  // Item pages name their item in the query string; the site search indexes each item from its content.
  { path: itemRoutes['case-study'], title: 'Case study', kind: 'blog', indexable: false, parent: caseStudies.path, template: 'case-study' },
  { path: supportDocumentation.path, title: supportDocumentation.heading, kind: 'help', indexable: true, template: 'support-docs' },
  { path: itemRoutes.guide, title: 'Support guide', kind: 'help', indexable: false, parent: supportDocumentation.path, template: 'guide' },
  { path: whitepapers.path, title: whitepapers.heading, kind: 'blog', indexable: true, template: 'whitepapers' },
  { path: faqPage.path, title: 'FAQs', kind: 'help', indexable: true, template: 'faq' },
];
