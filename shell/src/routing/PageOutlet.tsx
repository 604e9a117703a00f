import { PageNotFound, type RemotePageProps, type ShellServices } from '@site/ui';
import type { Location, Navigator } from 'react-router-dom';
import { PageSlot } from '../federation/PageSlot';
import { RemoteErrorBoundary } from '../federation/RemoteParcel';
import { PAGES_MODULE } from '../federation/remoteRegistry';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { SEARCH_PATH } from '../search/searchPath';
import { SearchPage } from '../search/SearchPage';
import type { SiteRoute } from './routeTable';

export interface PageOutletProps {
  readonly route: SiteRoute | undefined;
  readonly location: Location;
  readonly navigator: Navigator;
  readonly services: ShellServices;
}

/** The main slot: the shell's own pages, or the owning remote's pages parcel. */
export function PageOutlet({ route, location, navigator, services }: PageOutletProps) {
  if (!route) return <PageNotFound />;
  if (route.owner === 'shell') return route.path === SEARCH_PATH ? <SearchPage /> : <ComingSoonPage />;
  const props: RemotePageProps = { location, navigator, ...services };
  // Keyed by remote: moving between pages of one remote updates its parcel; another remote remounts.
  return (
    <RemoteErrorBoundary key={route.owner} remote={route.owner} module={PAGES_MODULE} compact={false}>
      <PageSlot remote={route.owner} props={props} />
    </RemoteErrorBoundary>
  );
}
