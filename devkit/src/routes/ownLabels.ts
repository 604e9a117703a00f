/**
 * How a remote resolves labels where the shell is not there to do it (its prerender, standalone
 * mode, tests): the shell's label map, then the titles of the remote's own pages, as the shell's
 * run-time resolver would with this remote live. So a page the remote adds is reached by its title
 * in the HTML it ships, with no edit to the shell's map.
 */
import type { LabelResolver } from '@site/ui';
import { labelResolverOfTable } from '@site/ui/label-map';
import { buildRouteTable, type PageRoute } from '@site/site-formats/routes';

export function labelResolverFor(ownRoutes: readonly PageRoute[]): LabelResolver {
  return labelResolverOfTable(buildRouteTable([{ owner: 'shell', routes: ownRoutes }]).table);
}
