import { defineIsland } from '@site/ui';
import { SearchBox } from './SearchBox';

function SearchBoxInFrame({ variant }: { readonly variant: 'bar' | 'drawer' }) {
  return <SearchBox variant={variant} />;
}

/**
 * The search box of the top bar and of the drawer: the one part of the frame with state (the query,
 * the suggestions), so an island, woken when the visitor first points at, touches or tabs into it
 * (what they type meanwhile is replayed). The bar and the drawer around it are server HTML.
 */
export const SearchBoxIsland = defineIsland({ owner: 'shell', name: 'SearchBox', hydrate: 'interaction' }, SearchBoxInFrame);
