/**
 * Build-time rendering of this remote's routes (devkit's prerender runs it on Node); the shell's
 * server puts the result into the page it sends, so every marketing page arrives as real HTML.
 */
import { prerenderRemotePages } from '@site/devkit/prerender/render';
import { faqPageData } from '@site/devkit/prerender/structured-data';
import type { SearchKind } from '@site/devkit/search';
import { resolveLabel } from '@site/ui/label-map';
import { featurePages } from './content/features';
import { home } from './content/home';
import { MarketingRoutes } from './MarketingRoutes';
import { findByPath, pagePaths, type PageFamily } from './pagePaths';

function structuredData(path: string): readonly object[] {
  if (path === '/') return [faqPageData(home.faq.items)];
  const feature = findByPath(featurePages, path);
  return feature ? [faqPageData(feature.faqSection.faqData)] : [];
}

/** The site search's result group of each page family. */
const searchKinds: Record<PageFamily, SearchKind> = {
  home: 'product',
  product: 'product',
  role: 'role',
  industry: 'industry',
  feature: 'feature',
  about: 'company',
  legal: 'company',
};

function searchKind(path: string): SearchKind | null {
  const family = (Object.keys(pagePaths) as PageFamily[]).find((name) => (pagePaths[name] as readonly string[]).includes(path));
  return family ? searchKinds[family] : null;
}

export default prerenderRemotePages({
  PageRoutes: MarketingRoutes,
  paths: Object.values(pagePaths).flat(),
  resolveLabel,
  structuredData,
  searchKind,
});
