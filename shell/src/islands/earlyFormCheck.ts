/**
 * A form's first check from its HTML (`@site/ui/behaviours`' earlyFormCheck), as a module of its own:
 * the islands loader fetches it once a form that has one comes near the viewport or is touched,
 * not on the first load of a page whose only form is far below (the footer's newsletter box).
 */
import { answerEarlySubmit, clearEarlyMark } from '@site/ui/behaviours';

export const earlyFormCheck = { answerEarlySubmit, clearEarlyMark };
export type EarlyFormCheck = typeof earlyFormCheck;
