import { createParcel } from '@site/ui';
import { FreeTrialDialog } from '../widgets/FreeTrialDialog';

export default createParcel(FreeTrialDialog, { compact: true });
