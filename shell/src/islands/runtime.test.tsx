/**
 * The islands runtime when an island's code does not come: a part's host that refuses fails within
 * the federation runtime's retries; one that never answers (a dead CDN host) must not leave the
 * island waking for ever. (The runtime's hydration itself is tested end to end.)
 */
import { act, waitFor } from '@testing-library/react';
import type { IslandComponent } from '@site/ui';
import { loadRemoteModule } from '../federation/remoteRegistry';
import { LEAVING_WAIT_MS } from '@site/ui/behaviours';
import { ISLAND_FAILED_EVENT, ISLAND_STATE, type IslandFailure } from './protocol';
import { ISLAND_CODE_WAIT_MS, islandsRuntime } from './runtime';
import { leavePage, showPageAgain, startPageBeacon } from './testSupport/leavingPage';

jest.mock('../federation/remoteRegistry', () => ({ loadRemoteModule: jest.fn(), forgetRemoteModule: jest.fn() }));
jest.mock('../routing/routeTableStore', () => ({
  routeTableReady: () => Promise.resolve(),
  currentRoutes: () => ({ resolveLabel: () => undefined }),
}));

/** The forms remote's island, as its module exports it. */
const Greeting = Object.assign(() => null, {
  island: { owner: 'forms', name: 'Greeting', hydrate: 'interaction' },
  Component: () => <p>Hello from the island</p>,
}) as unknown as IslandComponent<object>;

/** The island's code: asked for, and coming only when the test says (or never). */
function codeOnItsWay(): { arrive: () => void } {
  let arrive: () => void = () => undefined;
  const coming = new Promise<{ default: IslandComponent<object> }>((resolve) => (arrive = () => resolve({ default: Greeting })));
  jest.mocked(loadRemoteModule).mockReturnValue(coming);
  return { arrive };
}

let failures: IslandFailure[] = [];
const recordFailure = (event: Event) => failures.push((event as CustomEvent<IslandFailure>).detail);

beforeEach(() => {
  failures = [];
  window.addEventListener(ISLAND_FAILED_EVENT, recordFailure);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  window.removeEventListener(ISLAND_FAILED_EVENT, recordFailure);
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

function remoteIsland(): HTMLElement {
  document.body.innerHTML =
    '<site-island data-island="forms/Greeting" data-hydrate="interaction" data-island-state="hydrating"></site-island>';
  return document.querySelector('site-island')!;
}

describe("an island whose code never comes (its part's host does not answer)", () => {
  it(`is given up on after ${String(ISLAND_CODE_WAIT_MS / 1000)} s: unavailable with Try again, its failure reported, hydrate resolved`, async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
    codeOnItsWay();
    const island = remoteIsland();
    let settled = false;
    void islandsRuntime.hydrate(island).then(() => (settled = true));
    await act(() => jest.advanceTimersByTimeAsync(ISLAND_CODE_WAIT_MS - 1));
    expect(settled).toBe(false);
    expect(island.dataset.islandState).toBe(ISLAND_STATE.hydrating);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(settled).toBe(true); // the loader learns it: what it held gets the browser's defaults
    expect(island.dataset.islandState).toBe(ISLAND_STATE.unavailable);
    expect(failures).toEqual([{ part: 'forms', kind: 'load', message: expect.stringContaining('forms/Greeting') as string }]);
    jest.useRealTimers();
    await waitFor(() => expect(document.querySelector('[data-island-notice="forms/Greeting"] button')).toBeInTheDocument());
  });

  it('goes live when its code comes after all', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
    const { arrive } = codeOnItsWay();
    const island = remoteIsland();
    const given = islandsRuntime.hydrate(island);
    await act(() => jest.advanceTimersByTimeAsync(ISLAND_CODE_WAIT_MS));
    await given;
    expect(island.dataset.islandState).toBe(ISLAND_STATE.unavailable);
    jest.useRealTimers();
    await act(async () => {
      arrive();
      await Promise.resolve();
    });
    await waitFor(() => expect(island.dataset.islandState).toBe(ISLAND_STATE.live));
    expect(island).toHaveTextContent('Hello from the island');
    expect(document.querySelector('[data-island-notice]')).toBeNull();
  });

  it('is not given up on while its code comes in time', async () => {
    const { arrive } = codeOnItsWay();
    const island = remoteIsland();
    const given = islandsRuntime.hydrate(island);
    arrive();
    await waitFor(() => expect(island.dataset.islandState).toBe(ISLAND_STATE.live));
    await given;
    expect(failures).toEqual([]);
  });
});

describe('an island whose code fails to load', () => {
  /** The island's code failing once, as a script load the navigation cancelled does (webpack, Module Federation). */
  function codeFailsOnce(): Error {
    const failure = Object.assign(new Error('Loading chunk 512 failed. (error: http://localhost:3004/512.js)'), {
      name: 'ChunkLoadError',
      type: 'error',
    });
    jest.mocked(loadRemoteModule).mockRejectedValueOnce(failure).mockResolvedValue({ default: Greeting });
    return failure;
  }
  const loadErrorsLogged = () => jest.mocked(console.error).mock.calls.filter(([first]) => String(first).includes('could not be loaded'));
  afterEach(() => {
    showPageAgain(); // each test starts on a page not left
    document.head.innerHTML = '';
  });

  it('because the visitor left (a link followed) is no error: not logged, not counted by the beacon; back on the page, it goes live', async () => {
    const beaconErrors = startPageBeacon();
    codeFailsOnce();
    const island = remoteIsland();
    await islandsRuntime.hydrate(island);
    expect(island.dataset.islandState).toBe(ISLAND_STATE.unavailable);
    leavePage(); // the next page answered: the page goes
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(loadErrorsLogged()).toEqual([]);
    expect(beaconErrors()).toEqual([]);
    await act(async () => {
      showPageAgain(); // Back, from the back/forward cache
      await Promise.resolve();
    });
    await waitFor(() => expect(island.dataset.islandState).toBe(ISLAND_STATE.live));
    expect(island).toHaveTextContent('Hello from the island');
    expect(document.querySelector('[data-island-notice]')).toBeNull();
  });

  it('while the visitor stays is logged, and counted by the beacon', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
    const beaconErrors = startPageBeacon();
    const failure = codeFailsOnce();
    const island = remoteIsland();
    await act(() => islandsRuntime.hydrate(island));
    await act(() => jest.advanceTimersByTimeAsync(LEAVING_WAIT_MS));
    expect(loadErrorsLogged()).toEqual([['[shell] island forms/Greeting could not be loaded:', failure]]);
    leavePage();
    expect(beaconErrors()).toEqual([{ part: 'forms', kind: 'load', message: `forms/Greeting: ${failure.message}` }]);
  });
});
