/**
 * The islands the shell owns (its own, and the design system's interactive primitives), by the
 * name in their `data-island` (`shell/<name>`). Each is its own chunk, loaded when one wakes.
 */
import type { IslandComponent } from '@site/ui';

type LoadIsland = () => Promise<IslandComponent<object>>;

export const shellIslands: Readonly<Record<string, LoadIsland>> = {
  SearchBox: () => import('../search/SearchBoxIsland').then((module) => module.SearchBoxIsland as IslandComponent<object>),
  SearchResults: () => import('../search/SearchPage').then((module) => module.SearchResultsIsland),
  RemotePage: () => import('./RemotePage').then((module) => module.RemotePageIsland as IslandComponent<object>),
  ClientRenderedPage: () => import('./ClientRenderedPage').then((module) => module.ClientRenderedPageIsland),
  LiveRoutePage: () => import('./LiveRoutePage').then((module) => module.LiveRoutePageIsland),
};
