import { PageNotFound, type RemotePageProps, type ShellServices } from '@site/ui';
import type { Location, Navigator } from 'react-router-dom';
import { PageSlot } from '../federation/PageSlot';
import { RemoteErrorBoundary } from '../federation/RemoteParcel';
import { PAGES_MODULE } from '../federation/remoteRegistry';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { SearchPage } from '../search/SearchPage';
import type { PageSlotContent } from './frames';

export interface PageOutletProps {
  readonly slot: PageSlotContent;
  /** The live route table's pages of the remote in the slot. */
  readonly pages: RemotePageProps['pages'];
  readonly location: Location;
  readonly navigator: Navigator;
  readonly services: ShellServices;
}

/** The main slot: the shell's own pages, or the owning remote's pages parcel. */
export function PageOutlet({ slot, pages, location, navigator, services }: PageOutletProps) {
  if (slot === 'not-found') return <PageNotFound />;
  if (slot === 'search') return <SearchPage />;
  if (slot === 'coming-soon') return <ComingSoonPage />;
  const props: RemotePageProps = { location, navigator, pages, ...services };
  // Keyed by remote: moving between pages of one remote updates its parcel; another remote remounts.
  return (
    <RemoteErrorBoundary key={slot} remote={slot} module={PAGES_MODULE} compact={false}>
      <PageSlot remote={slot} props={props} />
    </RemoteErrorBoundary>
  );
}
