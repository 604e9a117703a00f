import { PageLoading, RemoteUnavailable, defineIsland, type RemoteName } from '@site/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Frame } from '../App';
import { frameVariantOf } from '../routing/frames';
import { loadRouteTable, type LiveRoutes } from '../routing/routeTableStore';
import { RemotePage } from './RemotePage';

type Routes = LiveRoutes | 'loading' | 'failed';

/**
 * The whole page rendered in the browser, for the rare request the shell's server could not compose
 * (its fallback document holds only this island): the frame, and the page's remote in its slot.
 * It also makes the frame's static styles part of the shell's build, which the server inlines in
 * every composed page.
 */
function ClientRenderedPage() {
  const { pathname } = useLocation();
  const [routes, setRoutes] = useState<Routes>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadRouteTable().then(
      (live) => current && setRoutes(live),
      () => current && setRoutes('failed'),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (routes === 'loading') return <PageLoading />;
  if (routes === 'failed') {
    return (
      <main id="main" tabIndex={-1}>
        <RemoteUnavailable
          onRetry={() => {
            setRoutes('loading');
            setAttempt((count) => count + 1);
          }}
        />
      </main>
    );
  }
  const frame = frameVariantOf(pathname, routes.table, routes.resolveLabel);
  const route = routes.table.match(pathname);
  const remote: RemoteName | null = route && route.owner !== 'shell' ? route.owner : null;
  const pages = remote ? routes.table.routes.filter((candidate) => candidate.owner === remote) : [];
  return <Frame frame={frame} backTarget={route?.parent ?? '/'} page={remote ? <RemotePage remote={remote} pages={pages} /> : undefined} />;
}

export const ClientRenderedPageIsland = defineIsland({ owner: 'shell', name: 'ClientRenderedPage', hydrate: 'load' }, ClientRenderedPage);
