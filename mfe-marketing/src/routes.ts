/**
 * Every page this remote serves, one entry per page of its content: published with each release
 * as routes.json (the shell's route table), rendered by its prerender and indexed for search. The
 * browser bundle does not import this list (it would carry all the copy): the shell hands the
 * published pages back to the remote's router (MarketingRoutes), which picks a template for each.
 */
import type { PageRoute } from '@site/devkit/routes';
import type { SearchKind } from '@site/devkit/search';
import { careers } from './content/about/careers';
import { contactUs } from './content/about/contactUs';
import { missionAndVision } from './content/about/missionAndVision';
import { ourStory } from './content/about/ourStory';
import { team } from './content/about/team';
import { featurePages } from './content/features';
import { home } from './content/home';
import { industryPages } from './content/industries';
import { accessibilityStatement } from './content/legal/accessibilityStatement';
import { privacyPolicy } from './content/legal/privacyPolicy';
import { termsAndConditions } from './content/legal/terms';
import { productOverviews } from './content/products';
import { releaseNotes } from './content/releaseNotes';
import { rolePages } from './content/roles';

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

export const routes: readonly PageRoute[] = [
  page('home', 'product', home.path, 'Home'),
  ...productOverviews.map((content) => page('product', 'product', content.path, content.section1.eyebrow)),
  ...rolePages.map((content) => page('role', 'role', content.path, content.hero.title)),
  ...industryPages.map((content) => page('industry', 'industry', content.path, content.hero.title)),
  ...featurePages.map((content) => page('feature', 'feature', content.path, content.name)),
  ...[ourStory, missionAndVision, team, careers, contactUs].map((content) => page('about', 'company', content.path, content.meta.title)),
  ...[privacyPolicy, termsAndConditions].map((document) =>
    page('legal', 'company', document.path, document.meta.title, document.effectiveDate),
  ),
  page('legal', 'company', accessibilityStatement.path, accessibilityStatement.meta.title, accessibilityStatement.preparedDate),
  page('legal', 'company', releaseNotes.path, releaseNotes.meta.title, releaseNotes.releases[0]?.date),
];
