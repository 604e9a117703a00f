import { createRemotePagesParcel } from '@site/ui/router';
import { ResourcesRoutes } from '../ResourcesRoutes';

export default createRemotePagesParcel(ResourcesRoutes);
