/**
 * The only script every page loads (5 KB gzip at most, no React, no Module Federation). It finds the
 * page's islands (ui/src/islands/Island.tsx) and, for each, waits for the moment it asked for: at
 * once, once the visitor is at the page and it is near the viewport, or the visitor's first
 * interaction with it. Only then does it load the shell's islands runtime (React, the federation
 * runtime, the remotes' entries: `runtime.tsx`), which hydrates the island. A page with no island
 * woken loads nothing else.
 *
 * A click, key press, submit or typing that reaches an island before it is live is held and
 * replayed once it is, so it does what the visitor meant; a click on a plain link goes ahead at
 * once (it needs no JavaScript). A form's Submit with something missing is answered from the form's
 * HTML (`answerEarlySubmit`: the same messages and marks the form shows), which the form takes over
 * when it hydrates. `data-shell-action` controls work anywhere in the page without an island of
 * their own (go Back; open the free-trial dialog, which the page holds as HTML, its form in it an
 * island of its own: on screen in the tap's frame, ready for typing, with nothing fetched).
 *
 * What is here answers a first tap on any page; the rest is a module of its own, fetched by the
 * pages or moments that need it: a form's first check when the form comes near the viewport, the
 * slider on pages with one, the top bar's hover panels where they are on screen, the scroll-to-top
 * control on the first scroll, the mailto check on such a click, and what no tap waits for (the
 * beacon's vitals, speculation on a focused link) once the visitor is settled. Load stays light:
 * only what the first paint needs runs at once; recording the visit and watching islands wait for
 * idle time, and waking an island gives the browser a turn between its steps.
 */
import {
  BEHAVIOUR_CONTROL_SELECTOR,
  afterNextPaint,
  EARLY_CHECK_FORM_ATTRIBUTE,
  installBehaviours,
  openActionDialog,
} from '@site/ui/behaviours';
import { startPageSignals } from './pageSignals';
import { recordVisitWhenIdle } from './visitRecord';
import type { EarlyFormCheck } from './earlyFormCheck';
import {
  ISLAND_STATE,
  readsQueryNow,
  RUNTIME_READY_EVENT,
  SHELL_ACTION_ATTRIBUTE,
  SHELL_ACTIONS_HANDLED_ATTRIBUTE,
  yieldToBrowser,
  whenIdle,
  isFormControl,
  type HeldEvent,
  type IslandsRuntime,
} from './protocol';

declare global {
  interface Window {
    siteIslands?: IslandsRuntime;
  }
}

/** Events that wake an interaction island; all but hovering and touching are replayed once it is live. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click', 'keydown', 'input', 'change', 'submit'] as const;
const VISIBLE_MARGIN = '200px';
/** How long after the visitor's first activity the code no tap waits for may come (whenVisitorSettled). */
const SETTLED_AFTER_ACTIVITY_MS = 3000;

// A module script has no document.currentScript: the page's loader is the script naming the runtime.
const loaderScript = typeof document === 'undefined' ? null : document.querySelector<HTMLScriptElement>('script[data-runtime]');

let runtime: Promise<IslandsRuntime> | null = null;

/** The shell's runtime's files, as the page names them: its entry, then the chunks it asks for at once. */
const runtimeFiles = (): string[] => (loaderScript?.dataset.runtime ?? '').split(/\s+/).filter(Boolean);

const preloaded = new Set<string>();

/** Fetches `hrefs` (scripts) without running them; each once. */
function preloadScripts(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'script';
    preload.href = href;
    document.head.append(preload);
  }
}

/** The shell's runtime: its entry, with the chunks it asks for at once fetched beside it (no waterfall). */
function loadRuntime(): Promise<IslandsRuntime> {
  runtime ??= new Promise<IslandsRuntime>((resolve, reject) => {
    if (window.siteIslands) {
      resolve(window.siteIslands);
      return;
    }
    const [entry, ...startupChunks] = runtimeFiles();
    if (!entry) {
      reject(new Error('no data-runtime')); // a page the server composed always names it
      return;
    }
    window.addEventListener(RUNTIME_READY_EVENT, () => resolve(window.siteIslands as IslandsRuntime), { once: true });
    preloadScripts(startupChunks);
    const script = document.createElement('script');
    script.src = entry;
    script.async = true;
    script.onerror = () => {
      runtime = null; // a later interaction tries again
      reject(new Error(`${entry} could not be loaded`));
    };
    document.head.append(script);
  });
  return runtime;
}

const heldEvents = new WeakMap<Element, HeldEvent[]>();

function pathIn(island: Element, node: Element): number[] {
  const path: number[] = [];
  for (let current = node; current !== island && current.parentElement; current = current.parentElement) {
    path.unshift([...current.parentElement.children].indexOf(current));
  }
  return path;
}

function hold(island: Element, event: Event): void {
  const target = event.target as Element;
  const held = heldEvents.get(island) ?? [];
  // Only the latest hover or focus matters, and a control's latest typing (its value holds all of it).
  const replaces = ({ event: earlier }: HeldEvent) =>
    earlier.type === event.type &&
    (event.type === 'pointerover' || event.type === 'focusin' || (event.type === 'input' && earlier.target === event.target));
  const value = (event.type === 'input' || event.type === 'change') && isFormControl(target) ? target.value : undefined;
  heldEvents.set(island, [...held.filter((earlier) => !replaces(earlier)), { event, path: pathIn(island, target), value }]);
}

/** The form a click on this element would submit, if it is a submit button. */
function formSubmittedBy(target: Element): HTMLFormElement | null {
  const button = target.closest('button, input[type="submit"]');
  if (button instanceof HTMLButtonElement && button.type === 'submit') return button.form;
  if (button instanceof HTMLInputElement) return button.form;
  return null;
}

const EARLY_CHECK_FORM = `form[${EARLY_CHECK_FORM_ATTRIBUTE}]`;
let earlyCheck: EarlyFormCheck | undefined;
let earlyCheckComing: Promise<EarlyFormCheck> | undefined;

/** The forms' first check: fetched once a form that has one is near the viewport or touched (startIslands). */
function loadEarlyCheck(): Promise<EarlyFormCheck> {
  earlyCheckComing ??= import('./earlyFormCheck').then(
    ({ earlyFormCheck }) => (earlyCheck = earlyFormCheck),
    (error: unknown) => {
      earlyCheckComing = undefined; // the next Submit or touch tries again
      throw error;
    },
  );
  return earlyCheckComing;
}

/**
 * A Submit (or a click on Submit) before the island is live: answered from the form's HTML when
 * something is missing (nothing may be sent), else held for the live form to judge and send. Should
 * the check's code still be on its way, the Submit is held meanwhile and answered when it comes.
 */
function answerOrHold(island: HTMLElement, event: Event, target: Element): void {
  const form = event.type === 'submit' ? (target instanceof HTMLFormElement ? target : null) : formSubmittedBy(target);
  if (!form?.matches(EARLY_CHECK_FORM)) {
    hold(island, event);
  } else if (earlyCheck) {
    if (!earlyCheck.answerEarlySubmit(form)) hold(island, event);
  } else {
    hold(island, event);
    loadEarlyCheck()
      .then(({ answerEarlySubmit }) => {
        // Live first: the live form has judged the Submit itself.
        if (island.dataset.islandState === ISLAND_STATE.live || !answerEarlySubmit(form)) return;
        heldEvents.set(
          island,
          (heldEvents.get(island) ?? []).filter((held) => held.event !== event),
        );
      })
      .catch(() => undefined); // held: the live form answers it
  }
}

/** Controls whose Enter or Space the browser turns into a click (which is held instead). */
const CLICK_ON_KEY = 'button, a[href], summary, [role="button"], input:is([type="checkbox"], [type="radio"], [type="submit"])';

function onEarlyInteraction(event: Event): void {
  const island = event.currentTarget as HTMLElement;
  const target = event.target instanceof Element ? event.target : null;
  if (!target || island.dataset.islandState === ISLAND_STATE.live) return;
  // The document's listeners run those, whatever the island's state (the behaviours' controls too).
  if (target.closest(`[${SHELL_ACTION_ATTRIBUTE}], ${BEHAVIOUR_CONTROL_SELECTOR}`)) return;
  switch (event.type) {
    case 'click':
      // A link needs no JavaScript to be followed: it goes ahead, and the island wakes meanwhile.
      if (!target.closest('a[href]')) {
        event.preventDefault();
        event.stopPropagation();
        answerOrHold(island, event, target);
      }
      break;
    case 'submit':
      event.preventDefault();
      event.stopPropagation();
      answerOrHold(island, event, target);
      break;
    case 'keydown':
      if (!target.closest(CLICK_ON_KEY)) hold(island, event);
      break;
    case 'input':
    case 'change':
      earlyCheck?.clearEarlyMark(target); // as the live form does: the message was about the old value
      hold(island, event);
      break;
    case 'focusin':
    case 'pointerdown':
      // A form the visitor is about to fill: its first check comes now, before its Submit.
      if (target.closest(EARLY_CHECK_FORM)) void loadEarlyCheck().catch(() => undefined);
      if (event.type === 'focusin') hold(island, event);
      break;
    case 'pointerover':
      hold(island, event);
      break;
    default:
      break;
  }
  wake(island);
}

const stopWatching = new WeakMap<Element, () => void>();

/** Hydrates the island now (once), then replays what the visitor did meanwhile. */
function wake(island: HTMLElement): void {
  if (island.dataset.islandState !== ISLAND_STATE.waiting) return;
  island.dataset.islandState = ISLAND_STATE.hydrating;
  stopWatching.get(island)?.();
  loadRuntime()
    // The runtime's script has just run (a long task on a slow phone): a turn for input and paint first.
    .then(async (live) => {
      await yieldToBrowser();
      await live.hydrate(island);
      // The runtime marks the island live (or unavailable); interaction listeners stay for the held events only.
      for (const type of INTERACTIONS) island.removeEventListener(type, onEarlyInteraction, true);
      const held = heldEvents.get(island) ?? [];
      heldEvents.delete(island);
      live.replay(island, held);
    })
    .catch((error: unknown) => {
      island.dataset.islandState = ISLAND_STATE.waiting; // the next interaction tries again
      console.error('[islands] could not start', error);
      // The form cannot go live: a Submit held for it posts as plain HTML, which the server answers
      // (issue 46). submit(), not requestSubmit(): this loader's own listener would hold it again. (An
      // island whose own code fails goes live as "unavailable": its held Submit is replayed and posts.)
      for (const { event } of heldEvents.get(island) ?? []) {
        const form = event.type === 'submit' ? event.target : formSubmittedBy(event.target as Element);
        if (form instanceof HTMLFormElement) {
          heldEvents.delete(island);
          form.submit();
          return;
        }
      }
    });
}

/** A content-less island (`display: contents`) has no box of its own: its first element child stands in. */
function boxOf(island: HTMLElement): Element {
  return island.firstElementChild ?? island.parentElement ?? island;
}

/** Runs `run` once any of `elements` comes near the viewport (at once without IntersectionObserver); returns how to stop watching. */
function whenNearViewport(elements: readonly Element[], run: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    run();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}

/** Signs that a visitor is at the page (not a crawler, a prerender or a tab in the background). */
const ACTIVITY = ['pointermove', 'pointerdown', 'wheel', 'scroll', 'keydown', 'touchstart'] as const;
let visitorActive = false;
const onVisitorActive: Array<() => void> = [];

function whenVisitorActive(run: () => void): void {
  if (visitorActive) {
    run();
    return;
  }
  if (onVisitorActive.length === 0) {
    const activate = () => {
      visitorActive = true;
      for (const type of ACTIVITY) window.removeEventListener(type, activate, true);
      // The first activity is often a tap: its answer is drawn first.
      afterNextPaint(() => {
        for (const pending of onVisitorActive.splice(0)) pending();
      });
    };
    for (const type of ACTIVITY) window.addEventListener(type, activate, { capture: true, passive: true });
  }
  onVisitorActive.push(run);
}

/**
 * Runs `task` once the visitor is at the page and settled: a few seconds after their first activity,
 * in idle time. For what no first tap or scroll waits for (the beacon's vitals, speculation on a
 * focused link): never fetched beside the islands that activity wakes, nor in the page's first load.
 */
function whenVisitorSettled(task: () => void): void {
  whenVisitorActive(() => window.setTimeout(() => whenIdle(task), SETTLED_AFTER_ACTIVITY_MS));
}

function watch(island: HTMLElement): void {
  // HTML only (a published island another deployable's page shows): nothing to wake or to hold.
  if (island.dataset.hydrate === 'never') return;
  island.dataset.islandState = ISLAND_STATE.waiting;
  // Whatever its moment, what the visitor does to an island before it is live wakes it and is held.
  for (const type of INTERACTIONS) island.addEventListener(type, onEarlyInteraction, { capture: true });
  const moment = readsQueryNow(island) ? 'load' : island.dataset.hydrate;
  if (moment === 'interaction') return;
  if (moment === 'intent') {
    // Ready before the first tap: once the visitor is at the page, in idle time, when near the viewport.
    whenVisitorActive(() =>
      whenIdle(() => {
        if (island.dataset.islandState === ISLAND_STATE.waiting)
          stopWatching.set(
            island,
            whenNearViewport([boxOf(island)], () => wake(island)),
          );
      }),
    );
    return;
  }
  wake(island); // load
}

/** Whether this tab has a page of this site to go back to (the Navigation API knows; else the referrer tells). */
function canGoBack(): boolean {
  const entry = (window as { navigation?: { currentEntry?: { index: number } | null } }).navigation?.currentEntry;
  if (entry) return entry.index > 0;
  return document.referrer.startsWith(`${window.location.origin}/`) && window.history.length > 1;
}

/** `data-shell-action` controls: each works as soon as the page shows, island or not. */
function onActionClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const control = event.target instanceof Element ? event.target.closest(`[${SHELL_ACTION_ATTRIBUTE}]`) : null;
  const action = control?.getAttribute(SHELL_ACTION_ATTRIBUTE);
  if (!control || !action) return;
  if (action === 'back') {
    // Back to the previous page of the visit; on a deep link the link's own address (the listing).
    if (canGoBack()) {
      event.preventDefault();
      window.history.back();
    }
    return;
  }
  // The page's own dialog for it opens at once (the drawer's Sign Up closes the drawer first); a link
  // the page holds no dialog for goes where it leads (the action's page: the free-trial sign-up's own).
  if (openActionDialog(action, control)) event.preventDefault();
}

/**
 * `MailtoLink` (ui): when the page still has focus a moment after a mailto: link was followed, no
 * mail app opened, and the address is given. That check runs a second on: its code comes meanwhile.
 */
function onMailtoClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-mailto-check]') : null;
  if (link) void import('./mailtoCheck').then(({ checkMailClient }) => checkMailClient(link, event.timeStamp));
}

export function startIslands(root: ParentNode = document): void {
  for (const island of root.querySelectorAll<HTMLElement>('site-island[data-island]')) {
    if (!island.dataset.islandState) watch(island);
  }
  // A form's first check comes once the form is near the viewport (the footer's is far below on most pages).
  const forms = [...root.querySelectorAll(EARLY_CHECK_FORM)];
  if (forms.length > 0) whenNearViewport(forms, () => void loadEarlyCheck().catch(() => undefined));
  const scrollLater = [...root.querySelectorAll<HTMLElement>('[data-scroll-into-view-after]')];
  // Few pages ask for it: its code comes only to those.
  if (scrollLater.length > 0)
    void import('./scrollIntoViewLater').then(({ scrollIntoViewLater }) => {
      for (const element of scrollLater) scrollIntoViewLater(element);
    });
}

if (typeof document !== 'undefined' && !window.siteIslandsLoader) {
  window.siteIslandsLoader = true;
  // The beacon's error listeners start now; its vitals code comes once the visitor is settled. Its
  // observers read the browser's buffered entries, so nothing from before is lost.
  startPageSignals((signals) =>
    whenVisitorSettled(() => {
      import('./vitals').then(({ watchVitals }) => watchVitals(signals)).catch(() => undefined); // no vitals, still a beacon
    }),
  );
  whenVisitorSettled(() => void import('../navigation/focusSpeculation').then(({ speculateOnFocus }) => speculateOnFocus()));
  recordVisitWhenIdle();
  // Before the behaviours' listeners: a shell action's link in the drawer (Sign Up) is the action's, not a
  // link the drawer sees followed (it would close without knowing who opened it, for focus to go back to).
  document.documentElement.setAttribute(SHELL_ACTIONS_HANDLED_ATTRIBUTE, '');
  document.addEventListener('click', onActionClick);
  // The top bar's panels and drawer, accordions, sliders, scroll-to-top: they answer from the HTML.
  installBehaviours(document);
  document.addEventListener('click', onMailtoClick);
  const start = () => {
    // A task of its own: the loader's evaluation (above) and the page's last parsing end the task
    // this runs after, and together they made one long task at load.
    void yieldToBrowser().then(() => {
      startIslands();
      // The page answers from now on: early interactions are held for their islands (tests wait for this).
      document.documentElement.dataset.shell = 'live';
    });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

declare global {
  interface Window {
    siteIslandsLoader?: boolean;
  }
}
