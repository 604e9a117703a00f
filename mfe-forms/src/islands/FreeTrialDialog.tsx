import { defineIsland } from '@site/ui';
import { FreeTrialDialog } from '../widgets/FreeTrialDialog';

/** The free-trial dialog: rendered by the shell in the browser only, when a Sign Up asks for it (props: FreeTrialDialogProps). */
export default defineIsland({ owner: 'forms', name: 'FreeTrialDialog', hydrate: 'load' }, FreeTrialDialog);
