import { createRemotePagesParcel } from '@site/ui';
import { MarketingRoutes } from '../MarketingRoutes';

export default createRemotePagesParcel(MarketingRoutes);
