/**
 * Build-time rendering of this remote's routes (devkit's prerender runs it on Node); the shell's
 * server puts the result into the page it sends. Pages addressed by a query string (a case study,
 * a support guide) are rendered in the browser; their list pages are here.
 */
import { prerenderRemotePages } from '@site/devkit/prerender/render';
import { blogPostingData, faqPageData } from '@site/devkit/prerender/structured-data';
import { labelResolverFor } from '@site/devkit/routes/labels';
import { TEXT_LIMIT, type SearchDocument } from '@site/devkit/search';
import { siteConfig } from '@site/ui';
import { articles } from './content/articles';
import { blogPosts } from './content/blogPosts';
import { faqPage } from './content/faqPage';
import { caseStudies } from './content/library/caseStudies';
import { supportDocumentation } from './content/library/supportDocs';
import { itemPath } from './library/libraryPaths';
import { ResourcesRoutes } from './ResourcesRoutes';
import { routes } from './routes';

function structuredData(path: string): readonly object[] {
  if (path === faqPage.path) {
    const items = faqPage.sections.flatMap((section) => [...(section.faq ?? []), ...(section.groups ?? []).flatMap((group) => group.faq)]);
    return [faqPageData(items)];
  }
  const article = articles.find((candidate) => candidate.path === path);
  const post = article && blogPosts.find((candidate) => candidate.id === article.postId);
  return post ? [blogPostingData({ ...post, publisher: siteConfig.brand.name })] : [];
}

/** Case studies and support guides open by query string (rendered in the browser): indexed from their content. */
function librarySearchDocuments(): SearchDocument[] {
  const entries = [
    ...caseStudies.items.map((item) => ({ item, libraryKind: 'case-study' as const, kind: 'blog' as const })),
    ...supportDocumentation.items.map((item) => ({ item, libraryKind: 'guide' as const, kind: 'help' as const })),
  ];
  return entries.map(({ item, libraryKind, kind }) => {
    const blocks = item.body;
    return {
      url: itemPath(libraryKind, item.slug),
      kind,
      title: item.title,
      description: item.meta.description,
      headings: blocks.flatMap((block) => (block.kind === 'heading' ? [block.text] : [])),
      text: blocks
        .flatMap((block) => (block.kind === 'list' ? block.items : block.kind === 'heading' ? [] : [block.text]))
        .join(' ')
        .slice(0, TEXT_LIMIT),
    };
  });
}

export default prerenderRemotePages({
  PageRoutes: ResourcesRoutes,
  routes,
  resolveLabel: labelResolverFor(routes),
  structuredData,
  extraSearchDocuments: librarySearchDocuments,
});
