import { PageLoading, PageNotFound, RemoteUnavailable, defineIsland, useAddress } from '@site/ui';
import { remotePageAt } from './RemotePage';
import { useLiveRoutes } from './useLiveRoutes';

/**
 * The page slot when no page matched while a remote's routes could not be read (the server answered
 * 503): the browser asks for the live table, and renders the page once its remote is back ("This
 * part of the site is unavailable" and Try again meanwhile), or "Page not found" when it truly is none.
 */
function LiveRoutePage() {
  const { pathname } = useAddress();
  const { routes, retry } = useLiveRoutes();
  if (routes.status === 'loading') return <PageLoading />;
  if (routes.status === 'ready') {
    const { table } = routes.live;
    const page = remotePageAt(table.match(pathname), table);
    if (page) return page;
    if (routes.unavailableRemotes.length === 0) return <PageNotFound />;
  }
  return <RemoteUnavailable onRetry={retry} />;
}

export const LiveRoutePageIsland = defineIsland({ owner: 'shell', name: 'LiveRoutePage', hydrate: 'load' }, LiveRoutePage);
