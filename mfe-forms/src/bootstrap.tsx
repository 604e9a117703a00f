import { renderStandalone } from '@site/devkit/standalone';
import { resolveLabel } from '@site/ui/label-map';
import { FormsRoutes } from './FormsRoutes';

renderStandalone('mfe-forms', FormsRoutes, resolveLabel);
