import { parseBeacon } from '@site/releases/signals';
import { LEAVING_WAIT_MS } from '@site/ui/behaviours';
import { partOfError, startPageSignals, type PageSignals } from './pageSignals';
import { reportIslandFailure } from './protocol';
import { leavePage, showPageAgain } from './testSupport/leavingPage';
import { SIGNALS_PATH } from '../../shared/contract';

const SHELL = '0123456789ab';
const PRICING = 'abcdef012345';
/** The page-view ticket the server wrote into the page (its shape only: the server checks it). */
const TICKET = 'eyJ2IjoxfQ.c2lnbmVk';

/** Each test's listeners stay on window and document: one fresh set of them per test. */
let sendBeacon: jest.Mock<boolean, [string, string]>;
let removeListeners: Array<() => void> = [];

/** Records each listener `target` gets, so afterEach can remove it. */
function trackListeners(target: Window | Document): void {
  const add = target.addEventListener.bind(target);
  jest
    .spyOn(target, 'addEventListener')
    .mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      add(type, listener, options);
      removeListeners.push(() => target.removeEventListener(type, listener, options));
    });
}

beforeEach(() => {
  sendBeacon = jest.fn<boolean, [string, string]>(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  trackListeners(window);
  trackListeners(document);
});

afterEach(() => {
  for (const remove of removeListeners) remove();
  removeListeners = [];
  jest.restoreAllMocks();
  document.head.innerHTML = '';
});

function pageWithReleases(content: string, sampleRate = '1', ticket: string | null = TICKET): void {
  const ticketAttribute = ticket === null ? '' : ` data-ticket="${ticket}"`;
  document.head.innerHTML = `<meta name="site-releases" content="${content}" data-sample-rate="${sampleRate}"${ticketAttribute}>`;
}

/** The beacon sent when the page was left, as the server parses it; it carries the page's ticket back. */
function sentBeacon() {
  expect(sendBeacon).toHaveBeenCalledTimes(1);
  const [url, body] = sendBeacon.mock.calls[0]!;
  expect(url).toBe(SIGNALS_PATH);
  const parsed = parseBeacon(body);
  if (!parsed.ok) throw new Error(parsed.error);
  expect(parsed.ticket).toBe(TICKET);
  return parsed.beacon;
}

test('one beacon when the page is left: its releases, the latest vitals, and a schema-valid body', () => {
  pageWithReleases(`shell@${SHELL} pricing@${PRICING}`);
  let vitals: PageSignals | undefined;
  startPageSignals((signals) => {
    vitals = signals;
  });
  vitals?.setMetric('lcp', 1234.4);
  vitals?.setMetric('lcp', 1500.6); // a later, larger candidate
  vitals?.setMetric('inp', 88);
  vitals?.setMetric('cls', 0.01234);
  window.dispatchEvent(new Event('pagehide'));
  window.dispatchEvent(new Event('pagehide')); // one page view, one beacon
  expect(sentBeacon()).toEqual({
    v: 1,
    releases: [
      { part: 'shell', release: SHELL },
      { part: 'pricing', release: PRICING },
    ],
    lcp: 1501,
    inp: 88,
    cls: 0.012,
    errors: [],
  });
});

test('the tab going to the background sends it (a phone may never fire pagehide)', () => {
  pageWithReleases(`shell@${SHELL}`);
  startPageSignals(() => undefined);
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  expect(sentBeacon()).toMatchObject({ lcp: null, inp: null, cls: null });
});

test('an island that failed, and uncaught errors, each with the part its code came from', () => {
  pageWithReleases(`shell@${SHELL} pricing@${PRICING}`);
  startPageSignals(() => undefined);
  reportIslandFailure({ part: 'pricing', kind: 'hydrate', message: 'pricing/PlanCards: price is undefined' });
  window.dispatchEvent(
    new ErrorEvent('error', { message: 'boom', filename: `http://localhost:3003/releases/${PRICING}/__federation_expose_Pages.js` }),
  );
  window.dispatchEvent(new ErrorEvent('error', { message: 'shell broke', filename: `${window.location.origin}/main.js` }));
  window.dispatchEvent(new ErrorEvent('error', { message: 'x'.repeat(500), filename: 'chrome-extension://abc/inject.js' }));
  expect(sentBeaconAfterLeaving().errors).toEqual([
    { part: 'pricing', kind: 'hydrate', message: 'pricing/PlanCards: price is undefined' },
    { part: 'pricing', kind: 'uncaught', message: 'boom' },
    { part: 'shell', kind: 'uncaught', message: 'shell broke' },
    { part: null, kind: 'uncaught', message: 'x'.repeat(300) }, // cut to what the schema takes
  ]);
});

function sentBeaconAfterLeaving() {
  window.dispatchEvent(new Event('pagehide'));
  return sentBeacon();
}

describe('an island whose code could not be had', () => {
  const failure = { part: 'forms', kind: 'load', message: 'forms/RequestForm: Load failed' } as const;
  beforeEach(() => {
    showPageAgain(); // on the page: earlier tests left it
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is not counted when the visitor was leaving: a link followed cancels the load before the page goes', async () => {
    pageWithReleases(`shell@${SHELL}`);
    startPageSignals(() => undefined);
    reportIslandFailure(failure);
    leavePage();
    await Promise.resolve();
    expect(sentBeacon().errors).toEqual([]);
  });

  it('is counted when the visitor stays', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
    pageWithReleases(`shell@${SHELL}`);
    startPageSignals(() => undefined);
    reportIslandFailure(failure);
    await jest.advanceTimersByTimeAsync(LEAVING_WAIT_MS);
    expect(sentBeaconAfterLeaving().errors).toEqual([failure]);
  });
});

test('a page outside the sample, naming no releases, or without a ticket, sends nothing and loads no vitals', () => {
  const loadVitals = jest.fn();
  pageWithReleases(`shell@${SHELL}`, '0.25');
  expect(startPageSignals(loadVitals, () => 0.5)).toBeNull();
  document.head.innerHTML = '';
  expect(startPageSignals(loadVitals)).toBeNull();
  // The server would count nothing without one.
  pageWithReleases(`shell@${SHELL}`, '1', null);
  expect(startPageSignals(loadVitals)).toBeNull();
  window.dispatchEvent(new Event('pagehide'));
  expect(loadVitals).not.toHaveBeenCalled();
  expect(sendBeacon).not.toHaveBeenCalled();
  pageWithReleases(`shell@${SHELL}`, '0.25');
  expect(startPageSignals(loadVitals, () => 0.1)).not.toBeNull(); // in the sample
  expect(loadVitals).toHaveBeenCalledTimes(1);
});

test('partOfError: a remote by its release folder, the shell by this origin, else nobody', () => {
  const releases = [
    { part: 'shell', release: SHELL },
    { part: 'pricing', release: PRICING },
  ];
  const origin = 'https://www.example.com';
  expect(partOfError(`at render (https://pricing.example.com/releases/${PRICING}/123.js:1:2)`, releases, origin)).toBe('pricing');
  expect(partOfError('at x (https://www.example.com/main.1234567890.js:1:1)', releases, origin)).toBe('shell');
  expect(partOfError('at y (https://cdn.other.example/lib.js:1:1)', releases, origin)).toBeNull();
});
