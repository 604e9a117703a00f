import { renderStandalone } from '@site/devkit/standalone';
import { resolveLabel } from '@site/shell/label-map';
import { PricingRoutes } from './PricingRoutes';

renderStandalone('mfe-pricing', PricingRoutes, resolveLabel);
