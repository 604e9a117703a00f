import { decideCanary, DEFAULT_DECISION_POLICY, p75, type DecisionPolicy, type ReleaseSignals } from './canaryDecision';

const MINUTE = 60 * 1000;
const STARTED_AT = Date.UTC(2025, 0, 15, 10, 0, 0);

/** A healthy live release as the server aggregated it: 40 views, one error, typical p75s. */
const LIVE: ReleaseSignals = { pageViews: 40, errorViews: 1, lcpP75: 1800, inpP75: 120, clsP75: 0.02 };

/** Canary aggregates that match live unless a test says otherwise. */
function canary(overrides: Partial<ReleaseSignals> = {}): ReleaseSignals {
  return { pageViews: 40, errorViews: 1, lcpP75: 1800, inpP75: 120, clsP75: 0.02, ...overrides };
}

function decide(
  canarySignals: ReleaseSignals,
  options: { live?: ReleaseSignals; elapsedMs?: number; autoPromote?: boolean; policy?: Partial<DecisionPolicy> } = {},
) {
  return decideCanary({
    canary: canarySignals,
    live: options.live ?? LIVE,
    startedAt: STARTED_AT,
    now: STARTED_AT + (options.elapsedMs ?? 5 * MINUTE),
    autoPromote: options.autoPromote ?? false,
    ...(options.policy ? { policy: options.policy } : {}),
  });
}

describe('DEFAULT_DECISION_POLICY', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_DECISION_POLICY).toEqual({ minPageViews: 20, errorRateMargin: 0.02, p75Ratio: 1.25, healthyForMs: 30 * MINUTE });
  });
});

describe('decideCanary: waiting for evidence', () => {
  it('waits while the canary has fewer than minPageViews, however bad it looks', () => {
    const verdict = decide(canary({ pageViews: 19, errorViews: 19, inpP75: 2000 }));
    expect(verdict).toEqual({ action: 'wait', reason: 'waiting for 20 page views on each side (canary 19, live 40)' });
  });

  it('waits while live has fewer than minPageViews', () => {
    const verdict = decide(canary({ errorViews: 30 }), { live: { ...LIVE, pageViews: 19 } });
    expect(verdict).toEqual({ action: 'wait', reason: 'waiting for 20 page views on each side (canary 40, live 19)' });
  });

  it('waits on no page views at all, and decides once both sides reach exactly minPageViews', () => {
    const none: ReleaseSignals = { pageViews: 0, errorViews: 0, lcpP75: null, inpP75: null, clsP75: null };
    expect(decide(none, { live: none }).action).toBe('wait');
    expect(decide(canary({ pageViews: 20, errorViews: 0 }), { live: { ...LIVE, pageViews: 20, errorViews: 0 } }).action).toBe('continue');
  });

  it('does not promote while waiting, even long past healthyForMs', () => {
    expect(decide(canary({ pageViews: 3 }), { autoPromote: true, elapsedMs: 120 * MINUTE }).action).toBe('wait');
  });
});

describe('decideCanary: error rate', () => {
  it('aborts when the canary error rate is above live + margin, naming the numbers', () => {
    const verdict = decide(canary({ pageViews: 20, errorViews: 7 }), { live: { ...LIVE, pageViews: 20, errorViews: 0 } });
    expect(verdict).toEqual({
      action: 'abort',
      reason: 'error rate 35.0% vs live 0.0% (margin 2.0 points) over 20 canary page views',
    });
  });

  it('does not abort at exactly the margin, including where floating point lands a hair above it', () => {
    // 2/100 vs 0/100: exactly 2 points.
    expect(decide(canary({ pageViews: 100, errorViews: 2 }), { live: { ...LIVE, pageViews: 100, errorViews: 0 } }).action).toBe('continue');
    // 5/100 − 3/100 is 0.020000000000000004 in floating point; on paper it is exactly the margin.
    expect(decide(canary({ pageViews: 100, errorViews: 5 }), { live: { ...LIVE, pageViews: 100, errorViews: 3 } }).action).toBe('continue');
    // One more error is over.
    expect(decide(canary({ pageViews: 100, errorViews: 6 }), { live: { ...LIVE, pageViews: 100, errorViews: 3 } })).toEqual({
      action: 'abort',
      reason: 'error rate 6.0% vs live 3.0% (margin 2.0 points) over 100 canary page views',
    });
  });

  it('aborts on a single error at minimum views against a clean live (5 points > 2)', () => {
    const verdict = decide(canary({ pageViews: 20, errorViews: 1 }), { live: { ...LIVE, pageViews: 20, errorViews: 0 } });
    expect(verdict.action).toBe('abort');
  });

  it('checks the error rate before the p75 ratios', () => {
    const verdict = decide(canary({ pageViews: 20, errorViews: 7, inpP75: 480, lcpP75: 5000 }));
    expect(verdict.action).toBe('abort');
    expect(verdict.reason).toMatch(/^error rate 35\.0% vs live 2\.5%/);
  });
});

describe('decideCanary: p75 ratios', () => {
  it('aborts on INP above ratio × live', () => {
    expect(decide(canary({ inpP75: 480 }))).toEqual({ action: 'abort', reason: 'p75 INP 480 ms vs live 120 ms (limit ×1.25)' });
  });

  it('aborts on LCP above ratio × live', () => {
    expect(decide(canary({ lcpP75: 2400 }))).toEqual({ action: 'abort', reason: 'p75 LCP 2400 ms vs live 1800 ms (limit ×1.25)' });
  });

  it('does not abort at exactly the ratio, and does one millisecond above it', () => {
    expect(decide(canary({ inpP75: 150, lcpP75: 2250 })).action).toBe('continue');
    expect(decide(canary({ inpP75: 151 })).action).toBe('abort');
    expect(decide(canary({ lcpP75: 2251 })).action).toBe('abort');
  });

  it('does not abort at exactly a ratio that floating point multiplies to a hair below the limit', () => {
    // 1.15 × 100 is 114.99999999999999 in floating point.
    expect(decide(canary({ inpP75: 115 }), { live: { ...LIVE, inpP75: 100 }, policy: { p75Ratio: 1.15 } }).action).toBe('continue');
    expect(decide(canary({ inpP75: 116 }), { live: { ...LIVE, inpP75: 100 }, policy: { p75Ratio: 1.15 } }).reason).toBe(
      'p75 INP 116 ms vs live 100 ms (limit ×1.15)',
    );
  });

  it('names INP when both INP and LCP are over, and rounds fractional p75s for reading', () => {
    expect(decide(canary({ inpP75: 300.4, lcpP75: 4000 })).reason).toBe('p75 INP 300 ms vs live 120 ms (limit ×1.25)');
  });

  it('skips a comparison when either side has no p75 for it', () => {
    expect(decide(canary({ inpP75: null, lcpP75: 1800 })).action).toBe('continue');
    expect(decide(canary({ inpP75: 900 }), { live: { ...LIVE, inpP75: null } }).action).toBe('continue');
    expect(decide(canary({ lcpP75: 9000 }), { live: { ...LIVE, lcpP75: null } }).action).toBe('continue');
    // The other metric is still compared.
    expect(decide(canary({ inpP75: null, lcpP75: 2400 })).reason).toBe('p75 LCP 2400 ms vs live 1800 ms (limit ×1.25)');
  });

  it('does not compare CLS', () => {
    expect(decide(canary({ clsP75: 0.5 })).action).toBe('continue');
  });

  it('decides on p75s computed from recorded beacons', () => {
    const liveInp = [96, 104, 88, 120, 112, 72, 136, 80, 128, 104, 96, 112, 64, 120, 144, 88, 104, 96, 120, 112];
    const canaryInp = [152, 168, 120, 216, 184, 96, 248, 136, 200, 176, 160, 232, 112, 192, 264, 144, 176, 168, 208, 184];
    const liveSignals: ReleaseSignals = { pageViews: 20, errorViews: 0, lcpP75: 1800, inpP75: p75(liveInp), clsP75: 0 };
    expect(liveSignals.inpP75).toBe(120);
    expect(decide({ ...liveSignals, inpP75: p75(canaryInp) }, { live: liveSignals })).toEqual({
      action: 'abort',
      reason: 'p75 INP 200 ms vs live 120 ms (limit ×1.25)',
    });
  });
});

describe('decideCanary: promote or continue', () => {
  it('continues a healthy canary when auto-promote is off, however long it runs', () => {
    expect(decide(canary(), { elapsedMs: 240 * MINUTE, autoPromote: false })).toEqual({
      action: 'continue',
      reason: 'healthy: error rate 2.5% vs live 2.5% over 40 canary and 40 live page views; auto-promote is off',
    });
  });

  it('continues a healthy auto-promote canary until healthyForMs, then promotes', () => {
    expect(decide(canary(), { elapsedMs: 30 * MINUTE - 1, autoPromote: true })).toEqual({
      action: 'continue',
      reason: 'healthy: error rate 2.5% vs live 2.5% over 40 canary and 40 live page views; auto-promote after 30 min (30 min so far)',
    });
    expect(decide(canary(), { elapsedMs: 12 * MINUTE, autoPromote: true }).reason).toMatch(/auto-promote after 30 min \(12 min so far\)$/);
    expect(decide(canary(), { elapsedMs: 30 * MINUTE, autoPromote: true })).toEqual({
      action: 'promote',
      reason: 'healthy: error rate 2.5% vs live 2.5% over 40 canary and 40 live page views for 30 min (auto-promote after 30 min)',
    });
    expect(decide(canary(), { elapsedMs: 45 * MINUTE, autoPromote: true }).action).toBe('promote');
  });

  it('aborts rather than promotes an unhealthy canary past healthyForMs', () => {
    expect(decide(canary({ lcpP75: 3000 }), { elapsedMs: 120 * MINUTE, autoPromote: true }).action).toBe('abort');
  });

  it('treats a clock before startedAt as no time elapsed', () => {
    expect(decide(canary(), { elapsedMs: -5 * MINUTE, autoPromote: true })).toMatchObject({ action: 'continue' });
  });
});

describe('decideCanary: policy overrides', () => {
  it('applies each override and keeps the defaults for the rest', () => {
    // minPageViews: 5 views are enough to decide.
    expect(
      decide(canary({ pageViews: 5, errorViews: 0 }), { live: { ...LIVE, pageViews: 5, errorViews: 0 }, policy: { minPageViews: 5 } })
        .action,
    ).toBe('continue');
    // errorRateMargin: 35% vs 0% is within a 50-point margin.
    const clean = { ...LIVE, pageViews: 20, errorViews: 0 };
    expect(decide(canary({ pageViews: 20, errorViews: 7 }), { live: clean, policy: { errorRateMargin: 0.5 } }).action).toBe('continue');
    expect(decide(canary({ pageViews: 20, errorViews: 7 }), { live: clean, policy: { errorRateMargin: 0.3 } }).reason).toBe(
      'error rate 35.0% vs live 0.0% (margin 30.0 points) over 20 canary page views',
    );
    // p75Ratio: 480 vs 120 is within ×4; the reason names the ratio in force.
    expect(decide(canary({ inpP75: 480 }), { policy: { p75Ratio: 4 } }).action).toBe('continue');
    expect(decide(canary({ inpP75: 480 }), { policy: { p75Ratio: 3.5 } }).reason).toBe('p75 INP 480 ms vs live 120 ms (limit ×3.5)');
    // healthyForMs: a short e2e run promotes after 5 s.
    expect(decide(canary(), { elapsedMs: 5_000, autoPromote: true, policy: { healthyForMs: 5_000 } })).toEqual({
      action: 'promote',
      reason: 'healthy: error rate 2.5% vs live 2.5% over 40 canary and 40 live page views for 5 s (auto-promote after 5 s)',
    });
    expect(decide(canary(), { elapsedMs: 4_999, autoPromote: true, policy: { healthyForMs: 5_000 } }).action).toBe('continue');
  });

  it('keeps the default for an override given as undefined', () => {
    expect(decide(canary({ pageViews: 19 }), { policy: { minPageViews: undefined } }).action).toBe('wait');
  });
});

describe('decideCanary: invalid input', () => {
  it.each<[string, Partial<ReleaseSignals>]>([
    ['negative page views', { pageViews: -1 }],
    ['negative error views', { errorViews: -1 }],
    ['more error views than page views', { pageViews: 20, errorViews: 21 }],
    ['NaN page views', { pageViews: Number.NaN }],
    ['NaN error views', { errorViews: Number.NaN }],
    ['fractional page views', { pageViews: 20.5 }],
    ['infinite page views', { pageViews: Number.POSITIVE_INFINITY }],
    ['NaN INP', { inpP75: Number.NaN }],
    ['NaN LCP', { lcpP75: Number.NaN }],
    ['NaN CLS', { clsP75: Number.NaN }],
    ['negative LCP', { lcpP75: -1 }],
  ])('throws a RangeError on %s, on either side', (_name, bad) => {
    expect(() => decide(canary(bad))).toThrow(RangeError);
    expect(() => decide(canary(), { live: { ...LIVE, ...bad } })).toThrow(RangeError);
  });

  it('names the side and field at fault', () => {
    expect(() => decide(canary({ pageViews: 20, errorViews: 21 }))).toThrow('canary.errorViews (21) exceeds canary.pageViews (20)');
    expect(() => decide(canary(), { live: { ...LIVE, pageViews: -3 } })).toThrow(
      'live.pageViews must be a whole number of at least 0, got -3',
    );
  });

  it('throws a RangeError on a non-finite clock', () => {
    expect(() => decideCanary({ canary: canary(), live: LIVE, startedAt: Number.NaN, now: STARTED_AT, autoPromote: true })).toThrow(
      RangeError,
    );
    expect(() => decideCanary({ canary: canary(), live: LIVE, startedAt: STARTED_AT, now: Number.NaN, autoPromote: true })).toThrow(
      RangeError,
    );
  });

  it.each<[string, Partial<DecisionPolicy>]>([
    ['minPageViews 0', { minPageViews: 0 }],
    ['fractional minPageViews', { minPageViews: 2.5 }],
    ['negative errorRateMargin', { errorRateMargin: -0.01 }],
    ['NaN errorRateMargin', { errorRateMargin: Number.NaN }],
    ['p75Ratio below 1', { p75Ratio: 0.9 }],
    ['NaN p75Ratio', { p75Ratio: Number.NaN }],
    ['negative healthyForMs', { healthyForMs: -1 }],
  ])('throws a RangeError on a policy with %s', (_name, policy) => {
    expect(() => decide(canary(), { policy })).toThrow(RangeError);
  });
});

describe('p75', () => {
  it('takes the nearest rank of a sorted copy', () => {
    expect(p75(Array.from({ length: 100 }, (_, i) => i + 1))).toBe(75);
    expect(p75([5])).toBe(5);
    expect(p75([1, 2, 3, 4])).toBe(3);
    expect(p75([1, 2, 3])).toBe(3);
    expect(p75([1, 2, 3, 4, 5])).toBe(4);
  });

  it('returns null for no samples', () => {
    expect(p75([])).toBeNull();
    expect(p75([Number.NaN, Number.POSITIVE_INFINITY])).toBeNull();
  });

  it('sorts numerically without changing the input', () => {
    const samples = [2400, 900, 1800, 10000, 1200];
    expect(p75(samples)).toBe(2400);
    expect(samples).toEqual([2400, 900, 1800, 10000, 1200]);
  });

  it('ignores non-finite values', () => {
    expect(p75([Number.NaN, 4, 1, Number.NEGATIVE_INFINITY, 3, 2, Number.POSITIVE_INFINITY])).toBe(3);
  });
});
