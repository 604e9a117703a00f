/**
 * The page's real-user signals (issue 31): one beacon per page view, sent with `sendBeacon` when the
 * page is hidden or left, to the shell's server (`/__signals`), which decides running canaries by them.
 * It carries the release of each part in the page (the server names them in `<meta name=site-releases>`),
 * LCP, INP and CLS, and what failed: an island that could not load (not one whose load the visitor's
 * leaving cancelled: @site/ui's pageLeaving.ts) or hydrate, and uncaught errors, each with the part its code came
 * from; and the page-view ticket the server wrote in the same meta, without which the server counts
 * nothing (it proves the beacon comes from a page the site served).
 *
 * Errors are collected from the start, in this small part of the loader. The vitals come from the
 * web-vitals library, fetched once the visitor is settled (a few seconds after their first
 * activity, in idle time): not in the page's first load. Its observers read the browser's buffered
 * entries, so the LCP, the layout shifts and any slow interaction from before it came are counted too.
 */
import { cancelledByLeaving } from '@site/ui/behaviours';
import { ISLAND_FAILED_EVENT, type IslandFailure } from './protocol';
import { RELEASES_META_NAME, SIGNALS_PATH, type PartRelease } from '../../shared/contract';

const RELEASES_META = `meta[name="${RELEASES_META_NAME}"]`;
/** What the beacon schema accepts (releases/src/signals.ts). */
const MAX_ERRORS = 20;
const MAX_MESSAGE = 300;

type Metric = 'lcp' | 'inp' | 'cls';
type ErrorKind = IslandFailure['kind'] | 'uncaught';

export interface PageSignals {
  /** Called by the vitals module with each metric's latest value. */
  readonly setMetric: (name: Metric, value: number) => void;
}

/** `shell@0123456789ab pricing@…` → the releases; anything malformed is skipped (the server checks again). */
function readReleases(content: string): PartRelease[] {
  return content
    .split(/\s+/)
    .map((pair) => pair.split('@'))
    .flatMap(([part, release]) => (part && release ? [{ part, release }] : []));
}

/**
 * The part an error's code came from: a remote's files are served under `/releases/<version>/`, the
 * shell's from this origin; null when neither is on its stack (an extension, a third party).
 */
export function partOfError(where: string, releases: readonly PartRelease[], origin: string): string | null {
  const remote = releases.find(({ part, release }) => part !== 'shell' && where.includes(`/releases/${release}/`));
  if (remote) return remote.part;
  return where.includes(origin) && releases.some(({ part }) => part === 'shell') ? 'shell' : null;
}

/**
 * Starts collecting for this page view, when the page names its releases with a ticket and falls in the sample;
 * `loadVitals` is called when the visitor is at the page, and reports through the returned handle.
 */
export function startPageSignals(loadVitals: (signals: PageSignals) => void, random: () => number = Math.random): PageSignals | null {
  const meta = document.querySelector<HTMLMetaElement>(RELEASES_META);
  const releases = readReleases(meta?.content ?? '');
  const sampleRate = Number(meta?.dataset.sampleRate ?? '1');
  const ticket = meta?.dataset.ticket ?? '';
  if (releases.length === 0 || ticket === '' || !(random() < sampleRate)) return null;

  const metrics: Record<Metric, number | null> = { lcp: null, inp: null, cls: null };
  const errors: Array<{ part: string | null; kind: ErrorKind; message: string }> = [];
  const addError = (part: string | null, kind: ErrorKind, message: string) => {
    if (errors.length < MAX_ERRORS) errors.push({ part, kind, message: message.slice(0, MAX_MESSAGE) });
  };
  // An uncaught error (its file, and the stack when there is one), or a promise nobody caught.
  const onUncaught = (event: ErrorEvent | PromiseRejectionEvent) => {
    const error = ('reason' in event ? event.reason : event.error) as { message?: unknown; stack?: unknown } | null;
    const where = `${'filename' in event ? event.filename : ''} ${typeof error?.stack === 'string' ? error.stack : ''}`;
    const message = 'message' in event ? event.message : typeof error?.message === 'string' ? error.message : String(event.reason);
    addError(partOfError(where, releases, window.location.origin), 'uncaught', message || 'Script error');
  };
  window.addEventListener('error', onUncaught);
  window.addEventListener('unhandledrejection', onUncaught);
  window.addEventListener(ISLAND_FAILED_EVENT, (event) => {
    const { part, kind, message } = (event as CustomEvent<IslandFailure>).detail;
    // Code whose load the visitor's leaving cancelled (a link followed) did not fail: counted only if the
    // page stays, decided as everywhere else a load fails (pageLeaving.ts).
    if (kind === 'load') void cancelledByLeaving().then((leaving) => leaving || addError(part, kind, message));
    else addError(part, kind, message);
  });

  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    navigator.sendBeacon(SIGNALS_PATH, JSON.stringify({ v: 1, ticket, releases, ...metrics, errors }));
  };
  // One beacon per page view, when it ends: the tab hidden (a phone may never fire pagehide) or left.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
  window.addEventListener('pagehide', send);

  const signals: PageSignals = {
    setMetric: (name, value) => {
      metrics[name] = name === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);
    },
  };
  loadVitals(signals);
  return signals;
}
