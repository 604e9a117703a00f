/**
 * Build-time rendering of this remote's pages (devkit's prerender runs it on Node); the shell's
 * server puts the result into the page it sends, so the demo and expert pages arrive as HTML.
 */
import { prerenderRemotePages } from '@site/devkit/prerender/render';
import { labelResolverFor } from '@site/devkit/routes/labels';
import { FormsRoutes } from './FormsRoutes';
import { routes } from './routes';

export default prerenderRemotePages({ PageRoutes: FormsRoutes, routes, resolveLabel: labelResolverFor(routes) });
