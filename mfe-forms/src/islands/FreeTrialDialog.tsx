import { defineIsland } from '@site/ui';
import { FreeTrialDialog } from '../widgets/FreeTrialDialog';

/**
 * The free-trial dialog, published as HTML for the shell's frame (closed, on every page). Live on
 * the visitor's first interaction with it, not when it opens: opening it fetches nothing, and what
 * is typed before it is live is kept (a Submit before then is answered from the HTML).
 */
export default defineIsland({ owner: 'forms', name: 'FreeTrialDialog', hydrate: 'interaction' }, FreeTrialDialog);
