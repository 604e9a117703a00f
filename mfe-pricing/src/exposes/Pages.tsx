import { createRemotePagesParcel } from '@site/ui';
import { PricingRoutes } from '../PricingRoutes';

export default createRemotePagesParcel(PricingRoutes);
