import { PageLoading, defineIsland, useAddress, useShellServices } from '@site/ui';
import type { RouteTable, SiteRoute } from '@site/site-formats/routes';
import { useMemo } from 'react';
import { createPath, type Location, type Navigator, type To } from 'react-router-dom';
import { RemoteParcel } from '../federation/RemoteParcel';
import { PAGES_MODULE } from '../federation/remoteRegistry';
import { navigateDocument } from './documentLocation';
import type { RemotePageProps } from '../../shared/contract';

/**
 * A remote's whole page rendered in the browser, for when the shell's server had none of its HTML
 * (the remote was down and no copy was cached): its `./Pages` parcel, with "unavailable" and
 * Try again in the page's place while it cannot be loaded.
 */
function RemotePage({ remote, pages }: RemotePageProps) {
  const services = useShellServices();
  const { pathname, search, hash } = useAddress();
  const location = useMemo<Location>(
    () => ({ pathname, search, hash, state: window.history.state as unknown, key: 'default' }),
    [pathname, search, hash],
  );
  return (
    <RemoteParcel
      remote={remote}
      module={PAGES_MODULE}
      compact={false}
      props={{ ...services, location, navigator: documentNavigator, pages }}
      placeholder={<PageLoading />}
    />
  );
}

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** The remote's router moves the document's address (its routes run in this page, loaded with it). */
const documentNavigator: Navigator = {
  createHref: href,
  push: (to, state) => navigateDocument(href(to), {}, state),
  replace: (to, state) => navigateDocument(href(to), { replace: true }, state),
  go: (delta) => window.history.go(delta),
};

/** The page at `route` rendered in the browser from its remote, or null when the shell owns it (or there is none). */
export function remotePageAt(route: SiteRoute | undefined, table: RouteTable) {
  if (!route || route.owner === 'shell') return null;
  const { owner } = route;
  return <RemotePage remote={owner} pages={table.routes.filter((candidate) => candidate.owner === owner)} />;
}

export const RemotePageIsland = defineIsland({ owner: 'shell', name: 'RemotePage', hydrate: 'load' }, RemotePage);
