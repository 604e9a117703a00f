/**
 * The pages this remote serves, published with each release in routes.json (the shell's route
 * table); its router and prerender read the same list.
 */
import type { PageRoute } from '@site/site-formats/routes';
import { pricingPage } from './content/pricingPage';

export const pricingRoute: PageRoute = { path: pricingPage.path, title: pricingPage.meta.title, kind: 'pricing', indexable: true };

export const routes: readonly PageRoute[] = [pricingRoute];
