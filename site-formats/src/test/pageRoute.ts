import type { PageRoute } from '../routes/siteRoutes';

/** A published route for tests: an indexable product page titled by its path, unless `extra` says otherwise. */
export const pageRoute = (path: string, extra: Partial<PageRoute> = {}): PageRoute => ({
  path,
  title: path,
  kind: 'product',
  indexable: true,
  ...extra,
});
