import { useMemo } from 'react';
import { createPath, useNavigate, type Navigator } from 'react-router-dom';

/**
 * The navigator handed to remotes: their <Link>s and navigate() calls go through the shell's one
 * BrowserRouter, so there is one history, no full page loads, and Back works across remotes.
 */
export function useShellNavigator(): Navigator {
  const navigate = useNavigate();
  return useMemo<Navigator>(
    () => ({
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      push: (to, state, options) => navigate(to, { ...options, state }),
      replace: (to, state, options) => navigate(to, { ...options, state, replace: true }),
      go: (delta) => navigate(delta),
    }),
    [navigate],
  );
}
