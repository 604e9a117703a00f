/**
 * Build-time rendering of this remote's routes (devkit's prerender runs it on Node); the shell's
 * server puts the result into the page it sends, so every marketing page arrives as real HTML.
 */
import { prerenderRemotePages } from '@site/devkit/prerender/render';
import { faqPageData } from '@site/devkit/prerender/structured-data';
import { labelResolverFor } from '@site/devkit/routes/labels';
import { findByPath } from './content/findByPath';
import { featurePages } from './content/features';
import { home } from './content/home';
import { MarketingRoutes } from './MarketingRoutes';
import { routes } from './routes';

function structuredData(path: string): readonly object[] {
  if (path === home.path) return [faqPageData(home.faq.items)];
  const feature = findByPath(featurePages, path);
  return feature ? [faqPageData(feature.faq.items)] : [];
}

export default prerenderRemotePages({
  remote: 'marketing',
  PageRoutes: MarketingRoutes,
  routes,
  resolveLabel: labelResolverFor(routes),
  structuredData,
});
