/**
 * The only script every page loads (5 KB gzip at most, no React, no Module Federation): devkit's
 * IslandsLoaderPlugin bundles it from this file, which only wires one module per job together.
 *
 * - `wakeIslands.ts` finds the page's islands and wakes each at the moment it asked for, loading the
 *   shell's islands runtime then (`loadRuntime.ts`); what the visitor did meanwhile is held
 *   (`heldEvents.ts`) and replayed once the island is live. A held click or Submit the browser has a
 *   default for (a tick, a choice, a post) gets it should the island fail, or be a second late.
 * - `submitBeforeLive.ts` answers a form's Submit with something missing from the form's HTML before
 *   its island is live; a held Submit is posted as plain HTML should the island fail or be late.
 * - `shellActionClick.ts` runs `data-shell-action` controls anywhere in the page without an island of
 *   their own (go Back; open the free-trial dialog the page holds as HTML, with nothing fetched).
 * - `@site/ui/behaviours` answers the top bar, drawer, accordions, sliders and scroll-to-top from the HTML.
 * - `beacon.ts` and `visitRecord.ts` record the page view: the beacon's errors and vitals, the
 *   visit's attribution.
 *
 * What is here answers a first tap on any page; the rest is a module of its own, fetched by the
 * pages or moments that need it: a form's first check when the form comes near the viewport, the
 * slider on pages with one, the top bar's hover panels where they are on screen, the scroll-to-top
 * control on the first scroll, the mailto check on such a click (`mailtoClick.ts`), a delayed
 * scroll where a page asks for one (`scrollIntoViewMarkers.ts`), and what no tap waits for (the
 * beacon's vitals, speculation on a focused link) once the visitor is settled (`visitorMoments.ts`).
 * Load stays light: only what the first paint needs runs at once; recording the visit and watching
 * islands wait for idle time, and waking an island gives the browser a turn between its steps.
 */
import { installBehaviours, whenLoaded } from '@site/ui/behaviours';
import { startBeacon } from './beacon';
import { installMailtoCheck } from './mailtoClick';
import { yieldToBrowser } from './protocol';
import { scrollIntoViewWhereAsked } from './scrollIntoViewMarkers';
import { installShellActions } from './shellActionClick';
import { prefetchEarlyCheckNearForms } from './submitBeforeLive';
import { recordVisitWhenIdle } from './visitRecord';
import { whenVisitorSettled } from './visitorMoments';
import { startIslands } from './wakeIslands';

declare global {
  interface Window {
    siteIslandsLoader?: boolean;
  }
}

if (typeof document !== 'undefined' && !window.siteIslandsLoader) {
  window.siteIslandsLoader = true;
  startBeacon();
  whenVisitorSettled(() => void whenLoaded(import('../navigation/focusSpeculation'), ({ speculateOnFocus }) => speculateOnFocus()));
  recordVisitWhenIdle();
  // Before the behaviours' listeners: a shell action's link in the drawer (Sign Up) is the action's, not a
  // link the drawer sees followed (it would close without knowing who opened it, for focus to go back to).
  installShellActions();
  installBehaviours(document);
  installMailtoCheck();
  const start = () => {
    // A task of its own: the loader's evaluation (above) and the page's last parsing end the task
    // this runs after, and together they made one long task at load.
    void yieldToBrowser().then(() => {
      startIslands();
      prefetchEarlyCheckNearForms();
      scrollIntoViewWhereAsked();
      // The page answers from now on: early interactions are held for their islands (tests wait for this).
      document.documentElement.dataset.shell = 'live';
    });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
