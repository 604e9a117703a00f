import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LEAVING_WAIT_MS } from '@site/ui/behaviours';
import { ISLAND_STATE } from './protocol';
import { leavePage, showPageAgain, startPageBeacon } from './testSupport/leavingPage';
import { Choice, Counter, holdHydration, releaseHydration, Search, testRuntime, unmountIslands } from './testSupport/testIslands';
import { startIslands } from './wakeIslands';

window.siteIslands = testRuntime;

function serverIsland(hydrate: string): HTMLElement {
  document.body.innerHTML = `<site-island data-island="test/Counter" data-hydrate="${hydrate}" data-ssr="">${renderToString(<Counter />)}</site-island>`;
  return document.querySelector('site-island')!;
}

afterEach(() => {
  unmountIslands();
  document.body.innerHTML = '';
});

describe('waking islands', () => {
  it('wakes an interaction island on its first click and replays that click once it is live', async () => {
    const island = serverIsland('interaction');
    holdHydration();
    startIslands();
    expect(island.dataset.islandState).toBe(ISLAND_STATE.waiting);
    island.querySelector('button')!.click();
    expect(island.dataset.islandState).toBe(ISLAND_STATE.hydrating);
    expect(island.textContent).toBe('Clicked 0');
    releaseHydration();
    await waitFor(() => expect(island.textContent).toBe('Clicked 1'));
    expect(island.dataset.islandState).toBe(ISLAND_STATE.live);
  });

  it('replays a click that landed on an icon inside a button (an SVG element)', async () => {
    const island = serverIsland('interaction');
    holdHydration();
    startIslands();
    island.querySelector('circle')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    releaseHydration();
    await waitFor(() => expect(island.textContent).toBe('Clicked 1'));
  });

  it('keeps what was typed before the island was live: the text stays and the island state has it', async () => {
    document.body.innerHTML = `<site-island data-island="test/Search" data-hydrate="interaction" data-ssr="">${renderToString(<Search />)}</site-island>`;
    const island = document.querySelector<HTMLElement>('site-island')!;
    holdHydration();
    startIslands();
    const box = island.querySelector('input')!;
    for (const typed of ['r', 'ro', 'roster']) {
      box.value = typed;
      box.dispatchEvent(new Event('input', { bubbles: true }));
    }
    expect(island.dataset.islandState).toBe(ISLAND_STATE.hydrating);
    releaseHydration();
    await waitFor(() => expect(island.querySelector('output')).toHaveTextContent('looking for roster'));
    expect(box).toHaveValue('roster');
  });

  it('replays a choice on the same control when the island renders its markup anew', async () => {
    document.body.innerHTML = `<site-island data-island="test/Choice" data-hydrate="interaction" data-ssr="">${renderToString(<Choice />)}</site-island>`;
    const island = document.querySelector<HTMLElement>('site-island')!;
    holdHydration();
    startIslands();
    const serverSelect = island.querySelector('select')!;
    serverSelect.value = 'ict';
    serverSelect.dispatchEvent(new Event('change', { bubbles: true }));
    releaseHydration();
    await waitFor(() => expect(island.querySelector('output')).toHaveTextContent('ict'));
    expect(island.querySelector('select')).not.toBe(serverSelect);
  });

  it('lets a click on a link go ahead at once (it needs no script) while the island wakes', () => {
    document.body.innerHTML =
      '<site-island data-island="test/Nav" data-hydrate="interaction" data-ssr=""><a href="#there">There</a></site-island>';
    holdHydration();
    startIslands();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(document.querySelector('site-island')!.getAttribute('data-island-state')).toBe(ISLAND_STATE.hydrating);
  });

  it('wakes an intent island (a form, a switch) ahead of its first tap: once a visitor is there, in idle time', async () => {
    const island = serverIsland('intent');
    holdHydration();
    // Modules of their own: whether a visitor has been seen is the page's state, and other tests moved.
    let freshStartIslands: typeof startIslands = () => undefined;
    jest.isolateModules(() => {
      ({ startIslands: freshStartIslands } = jest.requireActual<typeof import('./wakeIslands')>('./wakeIslands'));
    });
    freshStartIslands();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(island.dataset.islandState).toBe(ISLAND_STATE.waiting); // a crawler or a page nobody touches: no code
    window.dispatchEvent(new Event('pointermove'));
    expect(island.dataset.islandState).toBe(ISLAND_STATE.waiting); // not in the visitor's own event
    await waitFor(() => expect(island.dataset.islandState).toBe(ISLAND_STATE.hydrating)); // jsdom: in view
    releaseHydration();
    await waitFor(() => expect(island.dataset.islandState).toBe(ISLAND_STATE.live));
  });

  it('wakes any island on a click before its moment, and replays the click', async () => {
    const island = serverIsland('intent'); // its moment comes in idle time, after the click
    holdHydration();
    startIslands();
    expect(island.dataset.islandState).toBe(ISLAND_STATE.waiting);
    island.querySelector('button')!.click();
    releaseHydration();
    await waitFor(() => expect(island.textContent).toBe('Clicked 1'));
  });

  it('never wakes an HTML-only island (`never`): no scroll, tap or click loads anything for it', async () => {
    const island = serverIsland('never');
    const hydrate = jest.spyOn(testRuntime, 'hydrate');
    startIslands();
    window.dispatchEvent(new Event('scroll'));
    island.dispatchEvent(new Event('pointerover', { bubbles: true }));
    island.querySelector('button')!.click();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(island.dataset.islandState).toBeUndefined();
    expect(hydrate).not.toHaveBeenCalled();
    hydrate.mockRestore();
  });
});

describe('an island whose start fails', () => {
  /** Makes the island's next start fail as a cancelled load does in WebKit; returns the error. */
  function startFailsOnce(): TypeError {
    const failure = new TypeError('Load failed');
    jest.spyOn(testRuntime, 'hydrate').mockRejectedValueOnce(failure);
    return failure;
  }
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('because the visitor left (a link followed) is no error: not logged, not in the beacon; back on the page, it starts', async () => {
    const beaconErrors = startPageBeacon();
    const island = serverIsland('interaction');
    startFailsOnce();
    startIslands();
    island.querySelector('button')!.click();
    await waitFor(() => expect(island.dataset.islandState).toBe(ISLAND_STATE.waiting)); // the start failed
    leavePage(); // the next page answered: the page goes
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logged).not.toHaveBeenCalled();
    expect(beaconErrors()).toEqual([]);
    showPageAgain(); // Back, from the back/forward cache
    await waitFor(() => expect(island.dataset.islandState).toBe(ISLAND_STATE.live));
    expect(island.textContent).toBe('Clicked 1'); // and what the visitor did before is done
    expect(logged).not.toHaveBeenCalled();
  });

  it('while the visitor stays is logged as an error, naming the island', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
    const island = serverIsland('interaction');
    const failure = startFailsOnce();
    startIslands();
    island.querySelector('button')!.click();
    await jest.advanceTimersByTimeAsync(0);
    expect(island.dataset.islandState).toBe(ISLAND_STATE.waiting); // the start failed
    await jest.advanceTimersByTimeAsync(LEAVING_WAIT_MS);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('[islands] could not start', 'test/Counter', failure);
  });
});
