/**
 * Issue 57, point 9: what the browser itself does for a held click or Submit (a tick, a post) is
 * done once the island fails or is late, and is not done again when the island comes after all.
 */
import { act, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LATE_MS } from './heldEvents';
import { ISLAND_STATE } from './protocol';
import { prefetchEarlyCheck } from './submitBeforeLive';
import { Consent, consentSends, holdHydration, releaseHydration, testRuntime, unmountIslands } from './testSupport/testIslands';
import { startIslands } from './wakeIslands';

window.siteIslands = testRuntime;
const hydrate = testRuntime.hydrate.bind(testRuntime);

/** The browser's own posts: the submits nobody prevented (the test stands in for the navigation jsdom cannot make). */
let posted: Array<Record<string, FormDataEntryValue>> = [];
const recordPost = (event: Event) => {
  if (event.defaultPrevented) return;
  event.preventDefault();
  posted.push(Object.fromEntries(new FormData(event.target as HTMLFormElement)));
};
let alerts: string[] = [];

beforeAll(() => prefetchEarlyCheck()); // the forms' first check, as when a form comes near the viewport
beforeEach(() => {
  posted = [];
  alerts = [];
  consentSends.length = 0;
  window.alert = (text?: string) => void alerts.push(String(text));
  document.addEventListener('submit', recordPost);
});
afterEach(() => {
  jest.useRealTimers();
  testRuntime.hydrate = hydrate;
  document.removeEventListener('submit', recordPost);
  unmountIslands();
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

/** A form island (a privacy box, a Submit) as the server sent it, its code not here yet; the page started. */
function consentPage() {
  document.body.innerHTML = `<site-island data-island="test/Consent" data-hydrate="interaction" data-ssr="">${renderToString(<Consent />)}</site-island>`;
  const island = document.querySelector<HTMLElement>('site-island')!;
  startIslands();
  return {
    island,
    box: island.querySelector<HTMLInputElement>('input[type="checkbox"]')!,
    label: island.querySelector('label')!,
    send: island.querySelector<HTMLButtonElement>('button[type="submit"]')!,
    help: island.querySelector<HTMLButtonElement>('button[type="button"]')!,
    shown: () => island.querySelector('output')?.textContent,
  };
}

/** Timers the test moves itself (the loader's), leaving the turns React and promises take as they are. */
const fakeTimers = () => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });

/** The runtime's hydration of the next island fails, as its code or the runtime cannot be had: `fail` says when. */
function runtimeThatFails(): { fail: () => void } {
  let fail: () => void = () => undefined;
  const failure = new Promise<void>((_resolve, reject) => {
    fail = () => reject(new Error('ChunkLoadError: the islands runtime could not be had'));
  });
  failure.catch(() => undefined); // the loader takes it; not an unhandled rejection meanwhile
  testRuntime.hydrate = () => failure;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return { fail };
}

describe('an island that is late', () => {
  it(`ticks a held box ${String(LATE_MS)} ms after the click, not before; live later, the island has it ticked, once`, async () => {
    fakeTimers();
    holdHydration();
    const { island, box, shown } = consentPage();
    box.click();
    expect(box.checked).toBe(false); // held for the island
    jest.advanceTimersByTime(LATE_MS - 1);
    expect(box.checked).toBe(false);
    jest.advanceTimersByTime(1);
    expect(box.checked).toBe(true); // the browser's own tick: the visitor sees what they did
    expect(island.dataset.islandState).toBe(ISLAND_STATE.hydrating);

    jest.useRealTimers();
    releaseHydration();
    await waitFor(() => expect(island.dataset.islandState).toBe(ISLAND_STATE.live));
    // Not toggled back by a replay, and the island was told: its state is the box's.
    await waitFor(() => expect(shown()).toBe('agreed'));
    expect(box.checked).toBe(true);
    act(() => box.click()); // the live island answers the next click: one click, one change
    await waitFor(() => expect(shown()).toBe('not agreed'));
    expect(box.checked).toBe(false);
  });

  it('ticks the box a held click on its label names, as the browser would have done', () => {
    fakeTimers();
    holdHydration();
    const { box, label } = consentPage();
    label.click();
    expect(box.checked).toBe(false);
    jest.advanceTimersByTime(LATE_MS);
    expect(box.checked).toBe(true);
  });

  it("leaves a held click on a text box's label held: focus a second later would be where the visitor no longer is", () => {
    fakeTimers();
    holdHydration();
    // test/Form: no component, the test runtime leaves its HTML as it is.
    document.body.innerHTML = `<site-island data-island="test/Form" data-hydrate="interaction" data-ssr="">
      <form><label for="name">Full name</label><input id="name" name="fullName"><input id="other"></form></site-island>`;
    startIslands();
    const name = document.getElementById('name')!;
    const forwarded: Event[] = []; // what a label's click gives its control (focus, in a browser)
    name.addEventListener('click', (event) => forwarded.push(event));
    document.querySelector('label')!.click();
    document.getElementById('other')!.focus(); // the visitor moved on
    jest.advanceTimersByTime(LATE_MS * 2);
    expect(forwarded).toEqual([]);
    expect(document.activeElement).toBe(document.getElementById('other'));
  });

  it('posts a held Submit as plain HTML, with the tick before it; the island, live later, does not send it again', async () => {
    holdHydration();
    const { island, box, send } = consentPage();
    fakeTimers();
    box.click();
    send.click();
    expect(posted).toEqual([]);
    jest.advanceTimersByTime(LATE_MS);
    expect(posted).toEqual([{ privacy: 'on' }]); // the server judges and sends it (issue 46)

    jest.useRealTimers();
    releaseHydration();
    await waitFor(() => expect(island.dataset.islandState).toBe(ISLAND_STATE.live));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(consentSends).toEqual([]);
    expect(posted).toHaveLength(1);
  });

  it('leaves a click with no default of its own (a `type="button"`) held for the island, however late', async () => {
    fakeTimers();
    holdHydration();
    const { island, help } = consentPage();
    help.click();
    jest.advanceTimersByTime(LATE_MS * 3);
    expect(island.textContent).toContain('Helped 0');

    jest.useRealTimers();
    releaseHydration();
    await waitFor(() => expect(island.textContent).toContain('Helped 1'));
  });
});

describe('an island in time', () => {
  it('has a held tick replayed into it once, and no default on top of it', async () => {
    holdHydration();
    const { island, box, shown } = consentPage();
    box.click();
    releaseHydration();
    await waitFor(() => expect(island.dataset.islandState).toBe(ISLAND_STATE.live));
    await waitFor(() => expect(shown()).toBe('agreed'));
    // Past the bound: nothing is held any more, nothing is done again.
    await new Promise((resolve) => setTimeout(resolve, LATE_MS + 50));
    expect(box.checked).toBe(true);
    expect(shown()).toBe('agreed');
  });

  it('judges a Submit with the tick just before it (no "Please agree"), and the live form sends it, once', async () => {
    holdHydration();
    const { island, box, send } = consentPage();
    box.click();
    send.click();
    expect(alerts).toEqual([]);
    expect(box.checked).toBe(true); // the tick is the browser's now: the check saw it
    releaseHydration();
    await waitFor(() => expect(consentSends).toEqual([true]));
    expect(island.dataset.islandState).toBe(ISLAND_STATE.live);
    expect(posted).toEqual([]);
  });
});

describe('an island that fails', () => {
  it('ticks a held box at once when the islands runtime cannot be had', async () => {
    const { fail } = runtimeThatFails();
    const { island, box } = consentPage();
    box.click();
    expect(box.checked).toBe(false);
    fail();
    await waitFor(() => expect(box.checked).toBe(true), { timeout: LATE_MS / 4 });
    expect(island.dataset.islandState).toBe(ISLAND_STATE.waiting); // the next interaction tries again
  });

  it('posts a held Submit as plain HTML, the tick before it in what is posted (the server has the agreement)', async () => {
    const { fail } = runtimeThatFails();
    const { box, send } = consentPage();
    box.click();
    send.click();
    fail();
    await waitFor(() => expect(posted).toEqual([{ privacy: 'on' }]), { timeout: LATE_MS / 4 });
  });

  it("ticks a held box at once when the island's own code could not be had (unavailable)", async () => {
    let unavailable: () => void = () => undefined;
    const failed = new Promise<void>((resolve) => (unavailable = resolve));
    testRuntime.hydrate = async (island) => {
      await failed;
      island.dataset.islandState = ISLAND_STATE.unavailable; // as the runtime shows it, with Try again
    };
    const { box } = consentPage();
    box.click();
    unavailable();
    await waitFor(() => expect(box.checked).toBe(true), { timeout: LATE_MS / 4 });
  });
});
