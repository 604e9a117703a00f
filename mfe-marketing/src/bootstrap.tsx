import { renderStandalone } from '@site/devkit/standalone';
import { resolveLabel } from '@site/ui/label-map';
import { MarketingRoutes } from './MarketingRoutes';

renderStandalone('mfe-marketing', MarketingRoutes, resolveLabel);
