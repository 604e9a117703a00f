/**
 * Intent preloading: when a visitor points at or focuses a link, the shell starts loading the
 * remote that owns its page (its entry and pages module), so the click usually finds it ready.
 */
import { forgetRemoteModule, loadRemoteModule, PAGES_MODULE } from '../federation/remoteRegistry';
import { currentRoutes } from './routeTableStore';

export function prepareRoute(to: string): void {
  const route = currentRoutes().table.match(new URL(to, 'http://site.invalid').pathname);
  if (!route || route.owner === 'shell') return;
  const { owner } = route;
  // Loaded once and cached; a failed preload is forgotten so the real navigation tries afresh.
  loadRemoteModule(owner, PAGES_MODULE).catch(() => forgetRemoteModule(owner, PAGES_MODULE));
}
