import { defineIsland } from '@site/ui';
import { TrialForm } from '../trial/TrialForm';

/**
 * The free-trial sign-up on its own page (/free-trial): ready once the visitor is at the page and
 * near the form (intent), or on the first interaction, keeping whatever was typed before; a Submit
 * before that is answered from the HTML by the loader, and with no script the form posts as plain
 * HTML. Its privacy policy link opens in a new tab, so nothing typed is lost.
 */
export default defineIsland({ owner: 'forms', name: 'TrialForm', hydrate: 'intent' }, TrialForm);
