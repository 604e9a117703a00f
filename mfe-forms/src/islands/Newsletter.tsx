import { defineIsland } from '@site/ui';
import { NewsletterBox } from '../widgets/NewsletterBox';

/** The footer's newsletter box (the shell's frame), published as HTML; live on the first interaction. */
export default defineIsland({ owner: 'forms', name: 'Newsletter', hydrate: 'interaction' }, NewsletterBox);
