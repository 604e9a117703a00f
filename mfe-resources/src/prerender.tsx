/**
 * Build-time rendering of this remote's routes (devkit's prerender runs it on Node); the shell's
 * server puts the result into the page it sends. Every page is here, articles, case studies and
 * support guides included, so search engines and site search read their text.
 */
import { prerenderRemotePages } from '@site/devkit/prerender/render';
import { blogPostingData, faqPageData } from '@site/devkit/prerender/structured-data';
import { labelResolverFor } from '@site/devkit/routes/labels';
import { siteConfig } from '@site/ui';
import { blogFeed } from './blog/feed';
import { articleAt } from './content/articles';
import { faqPage } from './content/faqPage';
import LatestPosts from './islands/LatestPosts';
import { ResourcesRoutes } from './ResourcesRoutes';
import { routes } from './routes';

function structuredData(path: string): readonly object[] {
  if (path === faqPage.path) {
    const items = faqPage.sections.flatMap((section) => [...(section.faq ?? []), ...(section.groups ?? []).flatMap((group) => group.faq)]);
    return [faqPageData(items)];
  }
  const article = articleAt(path);
  return article ? [blogPostingData({ ...article.post, dateModified: article.lastModified, publisher: siteConfig.brand.name })] : [];
}

export default prerenderRemotePages({
  remote: 'resources',
  PageRoutes: ResourcesRoutes,
  routes,
  resolveLabel: labelResolverFor(routes),
  structuredData,
  documents: () => [blogFeed()],
  // The home page's blog slider: composed in by the shell from this release, so a new post is there at once.
  publishedIslands: [LatestPosts],
});
