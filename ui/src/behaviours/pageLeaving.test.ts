import { cancelledByLeaving, LEAVING_WAIT_MS, whenLoaded, whenPageShownAgain } from './pageLeaving';
/** The page left (a link followed), kept in the back/forward cache; and Back to it. */
const leavePage = () => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
const showPageAgain = () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  showPageAgain(); // each test starts on a page not left
  jest.useRealTimers();
});

describe('cancelledByLeaving', () => {
  it('is true when the page goes after the load failed (Firefox and WebKit cancel loads as a link is followed)', async () => {
    const decision = cancelledByLeaving();
    await jest.advanceTimersByTimeAsync(LEAVING_WAIT_MS - 1);
    leavePage();
    await expect(decision).resolves.toBe(true);
  });

  it('is true at once when the page has gone already', async () => {
    leavePage();
    await expect(cancelledByLeaving()).resolves.toBe(true);
  });

  it('is false when the page stays: the load failed', async () => {
    const decision = cancelledByLeaving();
    await jest.advanceTimersByTimeAsync(LEAVING_WAIT_MS);
    await expect(decision).resolves.toBe(false);
    leavePage(); // later: no longer about that load
    await expect(decision).resolves.toBe(false);
  });

  it('is false again once the page is shown again from the back/forward cache', async () => {
    leavePage();
    showPageAgain();
    const decision = cancelledByLeaving();
    await jest.advanceTimersByTimeAsync(LEAVING_WAIT_MS);
    await expect(decision).resolves.toBe(false);
  });
});

describe('whenPageShownAgain', () => {
  it('runs its task once, when the page left is shown again', () => {
    const task = jest.fn();
    leavePage();
    whenPageShownAgain(task);
    expect(task).not.toHaveBeenCalled();
    showPageAgain();
    expect(task).toHaveBeenCalledTimes(1);
    leavePage();
    showPageAgain();
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('whenLoaded', () => {
  it('uses the module once it is here', async () => {
    const used: string[] = [];
    await whenLoaded(Promise.resolve({ name: 'behaviour' }), (module) => used.push(module.name));
    expect(used).toEqual(['behaviour']);
  });

  it('a load cancelled by leaving the page is no error', async () => {
    const loaded = whenLoaded(Promise.reject(new TypeError('error loading dynamically imported module')), () => undefined);
    await jest.advanceTimersByTimeAsync(10);
    leavePage();
    await expect(loaded).resolves.toBeUndefined();
  });

  it('a load that failed while the page stays rejects, so that left unhandled the page signals count it', async () => {
    const failure = new TypeError('error loading dynamically imported module');
    const loaded = whenLoaded(Promise.reject(failure), () => undefined);
    const settled = expect(loaded).rejects.toBe(failure);
    await jest.advanceTimersByTimeAsync(LEAVING_WAIT_MS);
    await settled;
  });
});
