/**
 * Behaviours that work from the HTML, before and without any island: what the top bar, drawer,
 * accordions, sliders and the scroll-to-top control do on the first tap (a slider's until Swiper,
 * fetched as it nears the viewport, takes over). No React here: the
 * islands loader bundles this (`@site/ui/behaviours`) into the one small script every page loads;
 * a remote's standalone page and the unit tests install it the same way. Components write the
 * markup with the helpers each behaviour exports; the behaviour keeps working after an island
 * around it goes live (React never handles these controls itself, so nothing runs twice).
 */
import { DISCLOSURE_TRIGGER_SELECTOR, HOVER_TRIGGER_SELECTOR, installDisclosures } from './disclosure';
import { INVOKER_SELECTOR, installDialogs } from './dialog';
import { afterNextPaint } from './afterNextPaint';
import { SLIDER_CONTROL_SELECTOR, SLIDER_SELECTOR } from './swiperMarkup';
import { whenNearViewport, whenVisitorActive } from './visitorActivity';
import { whenLoaded } from './pageLeaving';

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
  earlyFieldErrors,
  readEarlyErrors,
  CHECK_MESSAGE_ATTRIBUTE,
  EARLY_CHECK_FORM_ATTRIBUTE,
} from './earlyFormCheck';
export { SLIDER_CONTROL_SELECTOR, SLIDER_PAUSED_ATTRIBUTE, sliderControl, sliderSlide, sliderViewport } from './swiperMarkup';
export type { SliderAction, SliderControlOptions, SliderSettings, SliderViewportOptions } from './swiperMarkup';

/**
 * The controls these behaviours run, wherever they are (an island's too): the islands loader lets
 * their clicks through at once instead of holding them for the island, which must not run them.
 */
export const BEHAVIOUR_CONTROL_SELECTOR = [DISCLOSURE_TRIGGER_SELECTOR, SLIDER_CONTROL_SELECTOR, INVOKER_SELECTOR].join(', ');
export { closeEnclosingDialog, dialogCloser, dialogInvoker, fastModal, openFastModal } from './dialog';
export { cancelledByLeaving, LEAVING_WAIT_MS, whenLoaded, whenPageShownAgain } from './pageLeaving';
export { afterNextPaint, whenNearViewport, whenVisitorActive };
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

/** The sliders' first answers, which fetch Swiper when due (swiperWake.ts). */
const sliderAnswers = () => import('./swiperWake');

/**
 * Where pages are rendered in the browser (the islands runtime, a remote's standalone page): the
 * sliders' first answers come once one is rendered. A slider in the page's HTML is
 * `installBehaviours`' (the loader's).
 */
export function installSlidersWhenRendered(doc: Document = document): void {
  const win = doc.defaultView;
  if (!win || !('MutationObserver' in win) || doc.querySelector(SLIDER_SELECTOR)) return;
  const observer = new win.MutationObserver((records) => {
    if (!records.some((record) => record.addedNodes.length > 0) || !doc.querySelector(SLIDER_SELECTOR)) return;
    observer.disconnect();
    void sliderAnswers().then(({ installSliders }) => installSliders(doc));
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
}

/**
 * Most pages have no slider, and a page's first load fetches no slider code: the sliders' first
 * answers come once the visitor is at the page (the loader's moment) and a slider is near the
 * viewport, so a tap on a menu at the top of the page fetches nothing. A press on a slider's
 * control before they arrive is answered when they do.
 */
function installSlidersOnActivity(doc: Document): void {
  const sliders = [...doc.querySelectorAll(SLIDER_SELECTOR)];
  if (sliders.length === 0) return;
  // The latest click until they come: they answer it if it was on a slider's control.
  let pressed: MouseEvent | undefined;
  const hold = (event: MouseEvent) => (pressed = event);
  doc.addEventListener('click', hold);
  whenVisitorActive(() =>
    whenNearViewport(
      sliders,
      () =>
        void sliderAnswers().then(({ installSliders }) => {
          doc.removeEventListener('click', hold);
          installSliders(doc, pressed);
        }),
    ),
  );
}

/**
 * The scroll-to-top control shows only after 1000 px of scrolling: its code comes with the page's
 * first scroll (or at once for a page opened part-way down: a restored position, a hash).
 */
function installScrollToTopWhenScrolled(doc: Document): void {
  const view = doc.defaultView;
  if (!view) return;
  // Asked for twice at most (a scroll, and a page opened part-way down): the module comes once, and installs once.
  const install = () => void whenLoaded(import('./scrollToTop'), ({ installScrollToTop }) => installScrollToTop(doc));
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
    if (shown) void whenLoaded(import('./hoverDisclosure'), ({ installHoverDisclosures: install }) => install(doc));
  }, view);
}

/** Installs every behaviour on `doc` once (later calls do nothing). */
export function installBehaviours(doc: Document = document): void {
  if (installed.has(doc)) return;
  installed.add(doc);
  installDisclosures(doc);
  installHoverDisclosuresWhereShown(doc);
  installSlidersOnActivity(doc);
  installDialogs(doc);
  installScrollToTopWhenScrolled(doc);
}
