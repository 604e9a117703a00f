import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deploy, stage } from './store';
import { readState } from './releaseRoot';
import { readCanaries } from './canaryFile';
import { startCanary } from './canaryStore';
import { pricingBuild, testEnv } from './testBuilds';
import { reviewCanaries } from './canaryReview';
import { createReviewScheduler, decisionPolicyFromEnv, siteSignals } from './canaryWatch';
import { recordBeacon, type Beacon } from './signals';

const env = testEnv;

const started = new Date('2026-11-27T10:00:00Z').getTime();

async function canaryRoot(options: { autoPromote?: boolean } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'watch-root-'));
  const live = (await deploy(root, 'pricing', pricingBuild('1111111111'), { env })).version;
  const canary = (await stage(root, 'pricing', pricingBuild('2222222222'), { env })).version;
  await startCanary(root, 'pricing', canary, { percent: 50, autoPromote: options.autoPromote ?? false, now: new Date(started) });
  const views = async (release: string, count: number, overrides: Partial<Beacon> = {}) => {
    for (let view = 0; view < count; view += 1) {
      await recordBeacon(
        root,
        { v: 1, releases: [{ part: 'pricing', release }], lcp: 1200, inp: 80, cls: 0, errors: [], ...overrides },
        started + 1000 + view,
      );
    }
  };
  return { root, live, canary, views };
}

const policy = { minPageViews: 5 };

describe('reviewing the running canaries', () => {
  it('waits for enough page views on both sides, then aborts a canary whose pages fail, and says why', async () => {
    const { root, live, canary, views } = await canaryRoot();
    await views(live, 5);
    await views(canary, 4, { errors: [{ part: 'pricing', kind: 'hydrate', message: 'PricingPlans threw' }] });
    expect((await reviewCanaries(root, { policy, now: started + 60_000 }))[0]?.verdict.action).toBe('wait');
    expect(readCanaries(root).canaries).toHaveLength(1);

    await views(canary, 1, { errors: [{ part: 'pricing', kind: 'hydrate', message: 'PricingPlans threw' }] });
    const [review] = await reviewCanaries(root, { policy, now: started + 60_000 });
    expect(review?.verdict.action).toBe('abort');
    const { canaries, ended } = readCanaries(root);
    expect(canaries).toEqual([]);
    expect(ended[0]).toMatchObject({ part: 'pricing', version: canary, outcome: 'aborted' });
    expect(ended[0]?.reason).toBe('aborted by the decision: error rate 100.0% vs live 0.0% (margin 2.0 points) over 5 canary page views');
    expect(readState(root, 'pricing').current).toBe(live);
  });

  it('aborts a canary slower to answer taps, and promotes a healthy one after its time with --auto-promote', async () => {
    const slow = await canaryRoot();
    await slow.views(slow.live, 5, { inp: 100 });
    await slow.views(slow.canary, 5, { inp: 400 });
    expect((await reviewCanaries(slow.root, { policy }))[0]?.verdict.reason).toBe('p75 INP 400 ms vs live 100 ms (limit ×1.25)');
    expect(readCanaries(slow.root).canaries).toEqual([]);

    const healthy = await canaryRoot({ autoPromote: true });
    await healthy.views(healthy.live, 5);
    await healthy.views(healthy.canary, 5);
    expect((await reviewCanaries(healthy.root, { policy, now: started + 10 * 60_000, env }))[0]?.verdict.action).toBe('continue');
    expect((await reviewCanaries(healthy.root, { policy, now: started + 31 * 60_000, env }))[0]?.verdict.action).toBe('promote');
    expect(readState(healthy.root, 'pricing').current).toBe(healthy.canary);
    expect(readCanaries(healthy.root).ended[0]?.reason).toMatch(/^promoted by the decision: /);
  });

  it('lists the signals of each live release and running canary, for deploy:status and /metrics', async () => {
    const { root, live, canary, views } = await canaryRoot();
    await views(live, 3);
    await views(canary, 2, { lcp: 2000 });
    expect(await siteSignals(root)).toEqual([
      { part: 'pricing', release: live, role: 'live', pageViews: 3, errorViews: 0, lcpP75: 1200, inpP75: 80, clsP75: 0 },
      { part: 'pricing', release: canary, role: 'canary', pageViews: 2, errorViews: 0, lcpP75: 2000, inpP75: 80, clsP75: 0 },
    ]);
  });

  it('takes its settings from the environment, else the documented defaults', () => {
    expect(decisionPolicyFromEnv({})).toEqual({ minPageViews: 20, errorRateMargin: 0.02, p75Ratio: 1.25, healthyForMs: 30 * 60_000 });
    expect(decisionPolicyFromEnv({ CANARY_MIN_PAGE_VIEWS: '6', CANARY_HEALTHY_MINUTES: '1' })).toMatchObject({
      minPageViews: 6,
      healthyForMs: 60_000,
    });
    expect(() => decisionPolicyFromEnv({ CANARY_P75_RATIO: 'fast' })).toThrow('CANARY_P75_RATIO must be a number (got "fast")');
  });
});

describe('createReviewScheduler', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A review that takes `ms` (fake time) and counts its runs. */
  function countingReview(ms: number) {
    const runs: number[] = [];
    const review = () =>
      new Promise<void>((resolve) => {
        runs.push(Date.now());
        setTimeout(resolve, ms);
      });
    return { runs, review };
  }

  it('folds a burst of asks into one review, and runs at most one every interval', async () => {
    const { runs, review } = countingReview(10);
    const scheduler = createReviewScheduler(review, 2000);
    for (let beacon = 0; beacon < 500; beacon += 1) scheduler.ask();
    await jest.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1); // the first ask is reviewed at once
    for (let beacon = 0; beacon < 500; beacon += 1) scheduler.ask();
    await jest.advanceTimersByTimeAsync(1000);
    expect(runs).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(runs).toHaveLength(2); // the asks meanwhile: one review, 2 s after the first
    await jest.advanceTimersByTimeAsync(10_000);
    expect(runs).toHaveLength(2); // nothing asked since: no review
  });

  it('never runs two at once: asks during a long review bring one more once it ends', async () => {
    const { runs, review } = countingReview(5000);
    const scheduler = createReviewScheduler(review, 2000);
    scheduler.ask();
    await jest.advanceTimersByTimeAsync(0);
    scheduler.ask();
    scheduler.ask();
    await jest.advanceTimersByTimeAsync(4990);
    expect(runs).toHaveLength(1); // still under way
    await jest.advanceTimersByTimeAsync(20);
    expect(runs).toHaveLength(2); // right after it ended (already 2 s since it started)
  });

  it('goes on after a review that failed', async () => {
    let calls = 0;
    const scheduler = createReviewScheduler(() => {
      calls += 1;
      return Promise.reject(new Error('the deploy root is unreadable'));
    }, 100);
    scheduler.ask();
    await jest.advanceTimersByTimeAsync(0);
    scheduler.ask();
    await jest.advanceTimersByTimeAsync(100);
    expect(calls).toBe(2);
  });
});
