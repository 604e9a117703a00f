/**
 * Build-time rendering of this remote's routes (devkit's prerender runs it on Node); the shell's
 * server puts the result into the page it sends. Every page is here, articles, case studies and
 * support guides included, so search engines and site search read their text.
 */
import { prerenderRemotePages } from '@site/devkit/prerender/render';
import { blogPostingData, faqPageData } from '@site/devkit/prerender/structured-data';
import { labelResolverFor } from '@site/devkit/routes/labels';
import { siteConfig } from '@site/site-config';
import { blogFeed } from './blog/feed';
import { articleAt, articles } from './content/articles';
import { faqPage, faqProblems } from './content/faqPage';
import { caseStudies } from './content/library/caseStudies';
import { supportDocumentation } from './content/library/supportDocs';
import LatestPosts from './islands/LatestPosts';
import { ResourcesRoutes } from './ResourcesRoutes';
import { routes } from './routes';

// Two questions with one anchor (files that disagree) fail the build.
const problems = faqProblems();
if (problems.length > 0) throw new Error(`The FAQ files disagree:\n${problems.join('\n')}`);

function structuredData(path: string): readonly object[] {
  if (path === faqPage.path) return [faqPageData(faqPage.items)];
  const article = articleAt(path);
  return article ? [blogPostingData({ ...article.post, dateModified: article.lastModified, publisher: siteConfig.brand.name })] : [];
}

/** Each article's, case study's and guide's picture, drawn into the page's share card. */
const covers = new Map([
  ...articles.map((article) => [article.path, article.post.image] as const),
  ...[...caseStudies.items, ...supportDocumentation.items].map((item) => [item.path, item.image] as const),
]);

export default prerenderRemotePages({
  remote: 'resources',
  PageRoutes: ResourcesRoutes,
  routes,
  resolveLabel: labelResolverFor(routes),
  structuredData,
  socialCover: (path) => covers.get(path),
  documents: () => [blogFeed()],
  // The home page's blog slider: composed in by the shell from this release, so a new post is there at once.
  publishedIslands: [LatestPosts],
});
