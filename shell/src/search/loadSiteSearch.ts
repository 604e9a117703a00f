/**
 * One site search per page load, made on first use (a search box's focus), shared by the top
 * bar, the drawer and the results page. When a remote's index was missing it is tried again on a
 * later focus, so a remote that comes back is searchable without a reload.
 */
import { useCallback, useState } from 'react';
import { remotesManifest } from '../federation/remoteRegistry';
import { createSiteSearch, loadIndexParts, loadSearchEngine, mergeIndexes, type SiteSearch } from './siteSearch';

const RETRY_MISSING_AFTER_MS = 15_000;

let loading: Promise<SiteSearch> | null = null;
let loadedAt = 0;

function loadSiteSearch(): Promise<SiteSearch> {
  if (loading === null) {
    loadedAt = Date.now();
    void loadSearchEngine();
    loading = remotesManifest()
      .then(loadIndexParts)
      .then(({ parts, unavailable }) => createSiteSearch(mergeIndexes(parts), unavailable));
    loading.catch(() => (loading = null)); // the manifest itself failed: the next focus tries again
  } else {
    void loading.then((search) => {
      if (search.unavailable.length > 0 && Date.now() - loadedAt > RETRY_MISSING_AFTER_MS) loading = null;
    });
  }
  return loading;
}

export type SearchState = { readonly status: 'idle' | 'loading' | 'failed' } | { readonly status: 'ready'; readonly search: SiteSearch };

/** The site search for a component: `prepare()` on focus starts loading; `state` follows. */
export function useSiteSearch(load: () => Promise<SiteSearch> = loadSiteSearch): { state: SearchState; prepare: () => void } {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const prepare = useCallback(() => {
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    load().then(
      (search) => setState((current) => (current.status === 'ready' && current.search === search ? current : { status: 'ready', search })),
      () => setState({ status: 'failed' }),
    );
  }, [load]);
  return { state, prepare };
}
