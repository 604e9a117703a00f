/**
 * The only pages the shell serves itself; every other route comes from the live remotes at run
 * time (their published routes.json). The shell's build publishes these the same way, so the deploy
 * guard refuses a remote that claims one of them.
 */
import type { PageRoute } from '@site/site-formats/routes';
import { COMING_SOON_PATH } from '@site/ui/label-map';
import { SEARCH_PATH } from './searchPath';

export const shellRoutes: readonly PageRoute[] = [
  { path: COMING_SOON_PATH, title: 'Coming soon', kind: 'company', indexable: false },
  { path: SEARCH_PATH, title: 'Search', kind: 'company', indexable: false },
];
