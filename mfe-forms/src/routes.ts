/**
 * The pages this remote serves, published with each release in routes.json (the shell's route
 * table); its router and prerender read the same list. Found in search under "Company & contact".
 */
import type { PageRoute } from '@site/site-formats/routes';
import { demoPage, expertPage, freeTrialPage, newsletterSentPage, requestSentPage, trialSentPage } from './content/pages';

const page = ({ path, title }: { readonly path: string; readonly title: string }, indexable = true): PageRoute => ({
  path,
  title,
  kind: 'company',
  indexable,
});

export const routes: readonly PageRoute[] = [
  page(demoPage),
  page(expertPage),
  page(freeTrialPage),
  // Where a form's plain-HTML post goes once taken: nothing to find in a search.
  page(requestSentPage, false),
  page(trialSentPage, false),
  page(newsletterSentPage, false),
];
