import { renderStandalone } from '@site/devkit/standalone';
import { resolveLabel } from '@site/ui/label-map';
import { ResourcesRoutes } from './ResourcesRoutes';

renderStandalone('mfe-resources', ResourcesRoutes, resolveLabel);
