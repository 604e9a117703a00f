import { createRemotePagesParcel } from '@site/ui/router';
import { MarketingRoutes } from '../MarketingRoutes';

export default createRemotePagesParcel(MarketingRoutes);
