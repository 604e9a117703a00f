import { useCallback, useEffect, useState } from 'react';
import { fetchRouteTable } from '../routing/routeTableStore';
import { type LiveRoutes } from '../../shared/liveRoutes';

export type LiveRoutesState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly live: LiveRoutes; readonly unavailableRemotes: readonly string[] };

/** The server's live route table, asked for when the island mounts and again on `retry`. */
export function useLiveRoutes(): { readonly routes: LiveRoutesState; readonly retry: () => void } {
  const [routes, setRoutes] = useState<LiveRoutesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    fetchRouteTable().then(
      ({ live, unavailableRemotes }) => current && setRoutes({ status: 'ready', live, unavailableRemotes }),
      () => current && setRoutes({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setRoutes({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { routes, retry };
}
