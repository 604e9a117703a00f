/**
 * Behaviours that work from the HTML, before and without any island: what the top bar, drawer,
 * accordions, sliders and the scroll-to-top control do on the first tap. No React here: the
 * islands loader bundles this (`@site/ui/behaviours`) into the one small script every page loads;
 * a remote's standalone page and the unit tests install it the same way. Components write the
 * markup with the helpers each behaviour exports; the behaviour keeps working after an island
 * around it goes live (React never handles these controls itself, so nothing runs twice).
 */
import { installDisclosures } from './disclosure';

export { SHELL_ACTION_ATTRIBUTE, SHELL_ACTIONS_HANDLED_ATTRIBUTE, shellActionDialogs, shellActionsHandledByPage } from './shellActions';
export { DISCLOSURE_TOGGLE_EVENT, disclosureItem, disclosureTrigger, isExpanded, setExpanded } from './disclosure';
export type { DisclosureTriggerOptions } from './disclosure';
export {
  answerEarlySubmit,
  clearEarlyMark,
  earlyCheckAttributes,
  readEarlyErrors,
  CHECK_MESSAGE_ATTRIBUTE,
  EARLY_CHECK_FORM_ATTRIBUTE,
} from './earlyFormCheck';

const installed = new WeakSet<Document>();

/** Installs every behaviour on `doc` once (later calls do nothing). */
export function installBehaviours(doc: Document = document): void {
  if (installed.has(doc)) return;
  installed.add(doc);
  installDisclosures(doc);
}
