import { renderStandalone } from '@site/devkit/standalone';
import { PricingRoutes } from './PricingRoutes';

void renderStandalone('mfe-pricing', PricingRoutes);
