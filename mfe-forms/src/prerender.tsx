/**
 * Build-time rendering of this remote's pages (devkit's prerender runs it on Node); the shell's
 * server puts the result into the page it sends, so the demo and expert pages arrive as HTML.
 */
import { prerenderRemotePages } from '@site/devkit/prerender/render';
import { resolveLabel } from '@site/ui/label-map';
import { FormsRoutes } from './FormsRoutes';

export default prerenderRemotePages({
  PageRoutes: FormsRoutes,
  paths: ['/requestDemo', '/salesPage'],
  resolveLabel,
  // Book a demo, talk to sales: found under "Company & contact".
  searchKind: () => 'company',
});
