/**
 * Behaviours that work from the HTML, before and without any island: what the top bar, drawer,
 * accordions, sliders and the scroll-to-top control do on the first tap. No React here: the
 * islands loader bundles this (`@site/ui/behaviours`) into the one small script every page loads;
 * a remote's standalone page and the unit tests install it the same way. Components write the
 * markup with the helpers each behaviour exports; the behaviour keeps working after an island
 * around it goes live (React never handles these controls itself, so nothing runs twice).
 */
import { DISCLOSURE_TRIGGER_SELECTOR, HOVER_TRIGGER_SELECTOR, installDisclosures } from './disclosure';
import { INVOKER_SELECTOR, installDialogs } from './dialog';
import { afterNextPaint } from './afterNextPaint';
import { SLIDER_CONTROL_SELECTOR, SLIDER_VIEWPORT_SELECTOR, SLIDERS_INSTALLED_ATTRIBUTE } from './sliderMarkup';

export {
  actionDialog,
  openActionDialog,
  SHELL_ACTION_ATTRIBUTE,
  SHELL_ACTIONS_HANDLED_ATTRIBUTE,
  shellActionsHandledByPage,
} from './shellActions';
export { disclosureItem, disclosureTrigger, revealAfterFirstFrame } from './disclosure';
/** Fetched by `installBehaviours` where the top bar's panels are on screen; a test of the top bar in jsdom installs it itself. */
export { installHoverDisclosures } from './hoverDisclosure';
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
export const BEHAVIOUR_CONTROL_SELECTOR = [DISCLOSURE_TRIGGER_SELECTOR, SLIDER_CONTROL_SELECTOR, INVOKER_SELECTOR].join(', ');
export { closeEnclosingDialog, dialogCloser, dialogInvoker, fastModal, openFastModal } from './dialog';
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
// Pure: a page's script that never reads it (the islands loader) leaves it out.
export const HANDLED_BUTTON_SELECTOR = /* @__PURE__ */ handledButtons.join(', ');

const installed = new WeakSet<Document>();

const installSliders = (doc: Document) => void import('./slider').then(({ installSliders: install }) => install(doc));

/**
 * The slider behaviour is most of these behaviours' code, and most pages have no slider: it is
 * fetched when the page's HTML holds one.
 */
function installSlidersWhenPresent(doc: Document): void {
  if (doc.querySelector(SLIDER_VIEWPORT_SELECTOR)) installSliders(doc);
}

/**
 * Where pages are rendered in the browser (the islands runtime, a remote's standalone page): the
 * slider behaviour is fetched once one is rendered. A slider in the page's HTML is not this one's:
 * `installBehaviours` (the loader) fetches its own copy for it, and a second copy would be fetched
 * for nothing.
 */
export function installSlidersWhenRendered(doc: Document = document): void {
  const win = doc.defaultView;
  if (!win || !('MutationObserver' in win) || doc.querySelector(SLIDER_VIEWPORT_SELECTOR)) return;
  const observer = new win.MutationObserver((records) => {
    if (!records.some((record) => record.addedNodes.length > 0) || !doc.querySelector(SLIDER_VIEWPORT_SELECTOR)) return;
    observer.disconnect();
    if (!doc.documentElement.hasAttribute(SLIDERS_INSTALLED_ATTRIBUTE)) installSliders(doc);
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
  // Asked for twice at most (a scroll, and a page opened part-way down): the module comes once, and installs once.
  const install = () => void import('./scrollToTop').then(({ installScrollToTop }) => installScrollToTop(doc));
  view.addEventListener('scroll', install, { once: true, passive: true });
  // Reading scrollY now would force style and layout into the loader's task; after the first frame it is free.
  afterNextPaint(() => view.scrollY > 0 && install(), view);
}

/**
 * The top bar's panels also open on hover, close on Escape and when focus or a followed link leaves
 * them: that code comes where the panels are on screen (a wide screen; checked after the first
 * frame, when layout is free). A phone's top bar shows the drawer instead, whose accordion needs the
 * click alone.
 */
function installHoverDisclosuresWhereShown(doc: Document): void {
  const view = doc.defaultView;
  if (!view) return;
  afterNextPaint(() => {
    const shown = [...doc.querySelectorAll(HOVER_TRIGGER_SELECTOR)].some((trigger) => trigger.getClientRects().length > 0);
    if (shown) void import('./hoverDisclosure').then(({ installHoverDisclosures: install }) => install(doc));
  }, view);
}

/** Installs every behaviour on `doc` once (later calls do nothing). */
export function installBehaviours(doc: Document = document): void {
  if (installed.has(doc)) return;
  installed.add(doc);
  installDisclosures(doc);
  installHoverDisclosuresWhereShown(doc);
  installSlidersWhenPresent(doc);
  installDialogs(doc);
  installScrollToTopWhenScrolled(doc);
}
