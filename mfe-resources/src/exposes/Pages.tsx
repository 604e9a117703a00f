import { createRemotePagesParcel } from '@site/ui';
import { ResourcesRoutes } from '../ResourcesRoutes';

export default createRemotePagesParcel(ResourcesRoutes);
