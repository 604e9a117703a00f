import { renderStandalone } from '@site/devkit/standalone';
import { resolveLabel } from '@site/shell/label-map';
import { FormsRoutes } from './FormsRoutes';

renderStandalone('mfe-forms', FormsRoutes, resolveLabel);
