import { renderStandalone } from '@site/devkit/standalone';
import { MarketingRoutes } from './MarketingRoutes';

void renderStandalone('mfe-marketing', MarketingRoutes);
