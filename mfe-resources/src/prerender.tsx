/**
 * Build-time rendering of this remote's routes (devkit's prerender runs it on Node); the shell's
 * server puts the result into the page it sends. Pages addressed by a query string (a case study,
 * a support guide) are rendered in the browser; their list pages are here.
 */
import { prerenderRemotePages } from '@site/devkit/prerender/render';
import { blogPostingData, faqPageData } from '@site/devkit/prerender/structured-data';
import { resolveLabel } from '@site/shell/label-map';
import { siteConfig } from '@site/ui';
import { listingArticlePath } from './blog/blogRouting';
import { blogPosts } from './content/blogPosts';
import { faqPage } from './content/faqPage';
import { articlePaths, ResourcesRoutes } from './ResourcesRoutes';

function structuredData(path: string): readonly object[] {
  if (path === '/faq') {
    const items = faqPage.sections.flatMap((section) => [...(section.faq ?? []), ...(section.groups ?? []).flatMap((group) => group.faq)]);
    return [faqPageData(items)];
  }
  const post = blogPosts.find((candidate) => listingArticlePath(candidate.id) === path);
  return post ? [blogPostingData({ ...post, publisher: siteConfig.brand.name })] : [];
}

export default prerenderRemotePages({
  PageRoutes: ResourcesRoutes,
  paths: ['/blogs', ...articlePaths, '/addBlog', '/case-studies', '/support-documentation', '/whitepapers', '/faq'],
  resolveLabel,
  structuredData,
});
