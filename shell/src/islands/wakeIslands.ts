/**
 * Finds the page's islands (ui/src/islands/Island.tsx) and, for each, waits for the moment it asked
 * for: at once, once the visitor is at the page and it is near the viewport, or the visitor's first
 * interaction with it. Only then does it load the shell's islands runtime, which hydrates the island.
 * What the visitor does to an island meanwhile wakes it and is held, then replayed once it is live;
 * a click on a plain link goes ahead at once (it needs no JavaScript). A held click or Submit whose
 * default the browser performs (a tick, a choice, a post) gets that default should the island fail,
 * at once, or be late (`LATE_MS` after it): a form works as its HTML does, whatever its code does.
 */
import { BEHAVIOUR_CONTROL_SELECTOR, whenNearViewport, whenVisitorActive } from '@site/ui/behaviours';
import { doDefaults, doingDefaults, hold, LATE_MS, takeHeld } from './heldEvents';
import { loadRuntime } from './loadRuntime';
import { cancelledByLeaving, whenPageShownAgain } from '@site/ui/behaviours';
import { ISLAND_STATE, readsQueryNow, SHELL_ACTION_ATTRIBUTE, whenIdle, yieldToBrowser } from './protocol';
import { answerOrHold, clearEarlyMark, EARLY_CHECK_FORM, prefetchEarlyCheck } from './submitBeforeLive';

/** Events that wake an interaction island; all but hovering and touching are replayed once it is live. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click', 'keydown', 'input', 'change', 'submit'] as const;

/** Controls whose Enter or Space the browser turns into a click (which is held instead). */
const CLICK_ON_KEY = 'button, a[href], summary, [role=button], input:is([type=checkbox], [type=radio], [type=submit])';

function onEarlyInteraction(event: Event): void {
  const island = event.currentTarget as HTMLElement;
  const target = event.target instanceof Element ? event.target : null;
  // Live, or the page doing a held event's default itself (`doDefaults`): the browser's and the island's.
  if (!target || doingDefaults || island.dataset.islandState === ISLAND_STATE.live) return;
  // The document's listeners run those, whatever the island's state (the behaviours' controls too).
  if (target.closest(`[${SHELL_ACTION_ATTRIBUTE}], ${BEHAVIOUR_CONTROL_SELECTOR}`)) return;
  switch (event.type) {
    case 'click':
    case 'submit':
      // A link needs no JavaScript to be followed: it goes ahead, and the island wakes meanwhile.
      if (!target.closest('a[href]')) {
        event.preventDefault();
        event.stopPropagation();
        answerOrHold(island, event, target);
        // The island late (not live yet): what is held gets the browser's own default, this too.
        setTimeout(() => doDefaults(island), LATE_MS);
      }
      break;
    case 'keydown':
      if (!target.closest(CLICK_ON_KEY)) hold(island, event);
      break;
    case 'input':
    case 'change':
      clearEarlyMark(target);
      hold(island, event);
      break;
    case 'focusin':
    case 'pointerdown':
      // A form the visitor is about to fill: its first check comes now, before its Submit.
      if (target.closest(EARLY_CHECK_FORM)) prefetchEarlyCheck();
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
      live.replay(island, takeHeld(island));
    })
    .catch((error: unknown) => {
      island.dataset.islandState = ISLAND_STATE.waiting; // the next interaction tries again
      doDefaults(island); // a tick shows, a held Submit posts as plain HTML (the server answers it: issue 46)
      // A link followed cancels the runtime's load (Firefox, WebKit): no error; it starts again on Back.
      void cancelledByLeaving().then((leaving) => {
        if (leaving) whenPageShownAgain(() => wake(island));
        else console.error('[islands] could not start', island.dataset.island, error);
      });
    });
}

/** A content-less island (`display: contents`) has no box of its own: its first element child stands in. */
function boxOf(island: HTMLElement): Element {
  return island.firstElementChild ?? island.parentElement ?? island;
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

/** Watches every island of the page not watched yet. */
export function startIslands(): void {
  for (const island of document.querySelectorAll<HTMLElement>('site-island[data-island]')) {
    if (!island.dataset.islandState) watch(island);
  }
}
