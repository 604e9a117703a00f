/**
 * Every page this remote serves, one entry per page of its content: published with each release
 * as routes.json (the shell's route table), rendered by its prerender and indexed for search. The
 * browser bundle does not import this list (it would carry all the copy): the shell hands the
 * published pages back to the remote's router (MarketingRoutes), which picks a template for each.
 */
import type { PageRoute } from '@site/site-formats/routes';
import type { SearchKind } from '@site/site-formats/search';
import { aboutPages } from './content/about';
import { featurePages } from './content/features';
import { home } from './content/home';
import { industryPages } from './content/industries';
import { legalPages } from './content/legal';
import { productOverviews } from './content/products';
import { releases } from './content/releases';
import { rolePages } from './content/roles';
import type { LegalPageContent } from './content/types';

/** The page templates of this remote; each loads as one chunk on its first visit (MarketingRoutes). */
export const pageTemplates = ['home', 'product', 'role', 'industry', 'feature', 'about', 'legal'] as const;
export type PageTemplate = (typeof pageTemplates)[number];

const page = (template: PageTemplate, kind: SearchKind, path: string, title: string, lastModified?: string): PageRoute => ({
  path,
  title,
  kind,
  indexable: true,
  template,
  ...(lastModified ? { lastModified } : {}),
});

/** The day a legal page last changed: a document's effective date, the statement's, the newest release's. */
function lastChanged(content: LegalPageContent): string | undefined {
  switch (content.layout) {
    case 'document':
      return content.effectiveDate;
    case 'accessibility-statement':
      return content.prepared.date;
    case 'release-notes':
      return releases[0]?.date;
  }
}

export const routes: readonly PageRoute[] = [
  page('home', 'product', home.path, 'Home'),
  ...productOverviews.map((content) => page('product', 'product', content.path, content.name)),
  ...rolePages.map((content) => page('role', 'role', content.path, content.name)),
  ...industryPages.map((content) => page('industry', 'industry', content.path, content.name)),
  ...featurePages.map((content) => page('feature', 'feature', content.path, content.name)),
  ...aboutPages.map((content) => page('about', 'company', content.path, content.meta.title)),
  ...legalPages.map((content) => page('legal', 'company', content.path, content.meta.title, lastChanged(content))),
];
