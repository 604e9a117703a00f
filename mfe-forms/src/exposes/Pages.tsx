import { createRemotePagesParcel } from '@site/ui/router';
import { FormsRoutes } from '../FormsRoutes';

export default createRemotePagesParcel(FormsRoutes);
