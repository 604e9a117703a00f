import { createRemotePagesParcel } from '@site/ui/router';
import { PricingRoutes } from '../PricingRoutes';

export default createRemotePagesParcel(PricingRoutes);
