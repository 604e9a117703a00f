import { renderStandalone } from '@site/devkit/standalone';
import { resolveLabel } from '@site/ui/label-map';
import { PricingRoutes } from './PricingRoutes';

renderStandalone('mfe-pricing', PricingRoutes, resolveLabel);
