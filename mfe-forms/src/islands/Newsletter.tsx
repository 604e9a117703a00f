import { defineIsland } from '@site/ui';
import { NewsletterBox } from '../widgets/NewsletterBox';

/** The footer's newsletter box (the shell's frame), published as HTML; ready once the visitor is at the page and near it (intent). */
export default defineIsland({ owner: 'forms', name: 'Newsletter', hydrate: 'intent' }, NewsletterBox);
