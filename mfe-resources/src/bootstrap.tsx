import { renderStandalone } from '@site/devkit/standalone';
import { resolveLabel } from '@site/shell/label-map';
import { ResourcesRoutes } from './ResourcesRoutes';

renderStandalone('mfe-resources', ResourcesRoutes, resolveLabel);
