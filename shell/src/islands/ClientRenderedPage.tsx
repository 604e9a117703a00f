import { PageLoading, RemoteUnavailable, defineIsland, useAddress } from '@site/ui';
import { Frame } from '../App';
import { frameVariantOf } from '../../shared/frames';
import { remotePageAt } from './RemotePage';
import { useLiveRoutes } from './useLiveRoutes';

/**
 * The whole page rendered in the browser, for the rare request the shell's server could not compose
 * (its fallback document holds only this island): the frame, and the page's remote in its slot.
 * It also makes the frame's static styles part of the shell's build, which the server inlines in
 * every composed page.
 */
function ClientRenderedPage() {
  const { pathname } = useAddress();
  const { routes, retry } = useLiveRoutes();
  if (routes.status === 'loading') return <PageLoading />;
  if (routes.status === 'failed') {
    return (
      <main id="main" tabIndex={-1}>
        <RemoteUnavailable onRetry={retry} />
      </main>
    );
  }
  const { table, resolveLabel } = routes.live;
  const frame = frameVariantOf(pathname, table, resolveLabel, routes.unavailableRemotes.length > 0);
  const route = table.match(pathname);
  return <Frame frame={frame} backTarget={route?.parent ?? '/'} page={remotePageAt(route, table)} />;
}

export const ClientRenderedPageIsland = defineIsland({ owner: 'shell', name: 'ClientRenderedPage', hydrate: 'load' }, ClientRenderedPage);
