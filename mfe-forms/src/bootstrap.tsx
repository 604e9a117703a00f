import { renderStandalone } from '@site/devkit/standalone';
import { FormsRoutes } from './FormsRoutes';

void renderStandalone('mfe-forms', FormsRoutes);
