/**
 * Behaviours that work from the HTML, before and without any island: what the top bar, drawer,
 * accordions, sliders and the scroll-to-top control do on the first tap. No React here: the
 * islands loader bundles this (`@site/ui/behaviours`) into the one small script every page loads;
 * a remote's standalone page and the unit tests install it the same way. Components write the
 * markup with the helpers each behaviour exports; the behaviour keeps working after an island
 * around it goes live (React never handles these controls itself, so nothing runs twice).
 */
import { DISCLOSURE_TRIGGER_SELECTOR, installDisclosures } from './disclosure';
import { installDialogs } from './dialog';
import { afterNextPaint } from './afterNextPaint';
import { SLIDER_CONTROL_SELECTOR, SLIDER_VIEWPORT_SELECTOR } from './sliderMarkup';

export { SHELL_ACTION_ATTRIBUTE, SHELL_ACTIONS_HANDLED_ATTRIBUTE, shellActionDialogs, shellActionsHandledByPage } from './shellActions';
export { DISCLOSURE_TOGGLE_EVENT, disclosureItem, disclosureTrigger, isExpanded, revealAfterFirstFrame, setExpanded } from './disclosure';
export type { DisclosureTriggerOptions } from './disclosure';
export {
  answerEarlySubmit,
  clearEarlyMark,
  earlyCheckAttributes,
  readEarlyErrors,
  CHECK_MESSAGE_ATTRIBUTE,
  EARLY_CHECK_FORM_ATTRIBUTE,
} from './earlyFormCheck';
export { SLIDER_CONTROL_SELECTOR, SLIDER_PAUSED_ATTRIBUTE, sliderControl, sliderSlide, sliderViewport } from './sliderMarkup';
export type { SliderAction, SliderViewportOptions } from './sliderMarkup';

/**
 * The controls these behaviours run, wherever they are (an island's too): the islands loader lets
 * their clicks through at once instead of holding them for the island, which must not run them.
 */
export const BEHAVIOUR_CONTROL_SELECTOR = [DISCLOSURE_TRIGGER_SELECTOR, SLIDER_CONTROL_SELECTOR].join(', ');
export { closeEnclosingDialog, dialogCloser, dialogInvoker, fastModal, openFastModal, releaseFastModal } from './dialog';
export { afterNextPaint };
export { SCROLL_TAKE_OVER_EVENTS, scrollToTopControl, SHOW_AFTER_PX } from './scrollToTopMarkup';

/**
 * The buttons the behaviours and the loader handle: a `<button>` a server-composed page holds outside
 * any island must match this (or submit a form), else it does nothing before (or without) React.
 * The prerender fails the build otherwise (devkit/src/prerender/unhandledButtons.ts). A new
 * behaviour adds its trigger's selector here.
 */
const handledButtons = [
  '[data-disclosure]',
  '[commandfor][command]',
  '[data-shell-action]',
  '[data-scroll-to-top]',
  SLIDER_CONTROL_SELECTOR,
];
export const HANDLED_BUTTON_SELECTOR = handledButtons.join(', ');

const installed = new WeakSet<Document>();

/**
 * The slider behaviour is most of these behaviours' code, and most pages have no slider: it is
 * fetched when the page holds one, or once one is rendered (a page the browser renders whole).
 */
function installSlidersWhenPresent(doc: Document): void {
  const install = () => void import('./slider').then(({ installSliders }) => installSliders(doc));
  if (doc.querySelector(SLIDER_VIEWPORT_SELECTOR)) {
    install();
    return;
  }
  const win = doc.defaultView;
  if (!win || !('MutationObserver' in win)) return;
  const observer = new win.MutationObserver((records) => {
    if (!records.some((record) => record.addedNodes.length > 0) || !doc.querySelector(SLIDER_VIEWPORT_SELECTOR)) return;
    observer.disconnect();
    install();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
}

/**
 * The scroll-to-top control shows only after 1000 px of scrolling: its code comes with the page's
 * first scroll (or at once for a page opened part-way down: a restored position, a hash).
 */
function installScrollToTopWhenScrolled(doc: Document): void {
  const view = doc.defaultView;
  if (!view) return;
  let asked = false;
  const install = () => {
    if (asked) return;
    asked = true;
    view.removeEventListener('scroll', install);
    void import('./scrollToTop').then(({ installScrollToTop }) => installScrollToTop(doc));
  };
  view.addEventListener('scroll', install, { passive: true });
  // Reading scrollY now would force style and layout into the loader's task; after the first frame it is free.
  afterNextPaint(() => view.scrollY > 0 && install(), view);
}

/** Installs every behaviour on `doc` once (later calls do nothing). */
export function installBehaviours(doc: Document = document): void {
  if (installed.has(doc)) return;
  installed.add(doc);
  installDisclosures(doc);
  installSlidersWhenPresent(doc);
  installDialogs(doc);
  installScrollToTopWhenScrolled(doc);
}
