import { createRemotePagesParcel } from '@site/ui';
import { FormsRoutes } from '../FormsRoutes';

export default createRemotePagesParcel(FormsRoutes);
