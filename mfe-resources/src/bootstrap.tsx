import { renderStandalone } from '@site/devkit/standalone';
import { ResourcesRoutes } from './ResourcesRoutes';

void renderStandalone('mfe-resources', ResourcesRoutes);
