/**
 * Build-time rendering of this remote's pages (devkit's prerender runs it on Node); the shell's
 * server puts the result into the page it sends, so the demo and expert pages arrive as HTML.
 */
import { prerenderRemotePages } from '@site/devkit/prerender/render';
import { labelResolverFor } from '@site/devkit/routes/labels';
import { FormsRoutes } from './FormsRoutes';
import EnquiryForm from './islands/EnquiryForm';
import FreeTrialDialog from './islands/FreeTrialDialog';
import Newsletter from './islands/Newsletter';
import { routes } from './routes';

export default prerenderRemotePages({
  remote: 'forms',
  PageRoutes: FormsRoutes,
  routes,
  resolveLabel: labelResolverFor(routes),
  // Shown in other deployables' pages (the shell's footer and its free-trial dialog, marketing's
  // Contact Us): published as HTML.
  publishedIslands: [Newsletter, EnquiryForm, FreeTrialDialog],
});
