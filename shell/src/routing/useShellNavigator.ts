import { useMemo } from 'react';
import { createPath, useNavigate, type Navigator } from 'react-router-dom';
import { settleNavigation } from './settleNavigation';

/**
 * The navigator handed to remotes: their <Link>s and navigate() calls go through the shell's one
 * BrowserRouter, so there is one history, no full page loads, and Back works across remotes.
 */
export function useShellNavigator(): Navigator {
  const navigate = useNavigate();
  return useMemo<Navigator>(
    () => ({
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      // A remote's history state is its own business: passed on as it came.
      push: (to, state: unknown, options) => settleNavigation(navigate(to, { ...options, state })),
      replace: (to, state: unknown, options) => settleNavigation(navigate(to, { ...options, state, replace: true })),
      go: (delta) => settleNavigation(navigate(delta)),
    }),
    [navigate],
  );
}
