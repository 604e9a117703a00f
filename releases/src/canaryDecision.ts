/**
 * The canary's decision from real visitors' signals.
 *
 * While a canary of one part (a remote or an island) runs, every page view sends a beacon with its
 * Core Web Vitals and whether something failed (a remote or island did not load or hydrate, or an
 * uncaught error). The server aggregates those per part and release into {@link ReleaseSignals} and
 * asks {@link decideCanary} what to do: keep waiting for evidence, abort because the canary is
 * clearly worse than the live release, promote it (auto-promote only) or let it continue.
 *
 * The function is pure: the caller passes the clock (`now`) and the aggregates, so the same numbers
 * always give the same verdict, which is what makes the thresholds testable on recorded numbers.
 */

/** What one release of one part has collected from page-view beacons. */
export interface ReleaseSignals {
  /** Page views that sent a beacon. */
  readonly pageViews: number;
  /** Of those, the page views where something failed (a remote/island did not load or hydrate, or an uncaught error). */
  readonly errorViews: number;
  /** 75th percentile Largest Contentful Paint in ms; null when no beacon carried one. */
  readonly lcpP75: number | null;
  /** 75th percentile Interaction to Next Paint in ms; null when no visitor interacted. */
  readonly inpP75: number | null;
  /** 75th percentile Cumulative Layout Shift (unitless); null when no sample. */
  readonly clsP75: number | null;
}

/** The thresholds {@link decideCanary} applies. */
export interface DecisionPolicy {
  /** Page views each side needs before any verdict other than 'wait'. */
  readonly minPageViews: number;
  /** How far (as a fraction, 0.02 = 2 points) the canary's error rate may exceed live's before an abort. */
  readonly errorRateMargin: number;
  /** How many times live's p75 INP or LCP the canary's may reach before an abort. */
  readonly p75Ratio: number;
  /** How long (ms) a canary must run healthy, with enough page views, before auto-promote. */
  readonly healthyForMs: number;
}

export const DEFAULT_DECISION_POLICY: DecisionPolicy = {
  // Both sides need this many page views before any verdict. Fewer, and chance decides (one error
  // in 5 views is a 20% rate); more, and a broken canary reaches more visitors before it is
  // stopped. 20 is small enough for an end-to-end test to reach by loading pages, and enough for a
  // part that fails for a large share of visitors to stand out. It is deliberately strict: at 20
  // views one error against a clean live is 5 points, above the margin, so it aborts. Aborting a
  // good canary costs a retry; keeping a bad one costs visitors. A site with real traffic should
  // raise it (from 50 views on, one extra error stays within the 2-point margin).
  minPageViews: 20,
  // Abort when the canary's error rate is more than 2 points above live's. An absolute margin, not
  // a ratio: live often has no errors at all, and any multiple of zero aborts on the first error.
  // 2 points is one extra error in 50 views: a part failing for one visitor in 20 is stopped, while
  // the odd unrelated error (an extension, a dropped connection) at real volumes is not.
  errorRateMargin: 0.02,
  // Abort when the canary's p75 INP or LCP is more than 1.25 × live's. p75 is what Core Web Vitals
  // rate a page by; 25% is beyond the noise of a p75 over a few dozen views, yet catches a slowdown
  // before it costs a "good" rating (LCP 2.1 s → 2.7 s crosses the 2.5 s limit).
  p75Ratio: 1.25,
  // Auto-promote after 30 minutes healthy: long enough for slow failures (an expiring cache, a
  // returning visitor) and a change of traffic to show, short enough that a release ships in the
  // same working session it was started in.
  healthyForMs: 30 * 60 * 1000,
};

export type CanaryVerdict =
  | { readonly action: 'wait'; readonly reason: string }
  | { readonly action: 'continue'; readonly reason: string }
  | { readonly action: 'abort'; readonly reason: string }
  | { readonly action: 'promote'; readonly reason: string };

export interface CanaryDecisionInput {
  readonly canary: ReleaseSignals;
  readonly live: ReleaseSignals;
  /** When the canary started (ms since the epoch, like `Date.now()`). */
  readonly startedAt: number;
  /** The time of the decision, in the same unit as `startedAt`. */
  readonly now: number;
  /** Whether a healthy canary is promoted on its own after `healthyForMs`. */
  readonly autoPromote: boolean;
  /** Overrides for some thresholds; the rest come from {@link DEFAULT_DECISION_POLICY}. */
  readonly policy?: Partial<DecisionPolicy>;
}

/**
 * Rates and ratios come from floating-point division and multiplication, so a value that equals
 * its limit on paper can land a hair above it (0.1 + 0.02 is 0.12000000000000001). Being exactly
 * at the limit is not "clearly worse", so comparisons allow this much slack.
 */
const EPSILON = 1e-9;

/**
 * Decides what to do with a running canary:
 * 1. 'wait' until both the canary and live have `minPageViews`: no verdict from too little evidence.
 * 2. 'abort' when the canary's error rate exceeds live's by more than `errorRateMargin` (checked
 *    first: a part that fails to load matters more than one that is slow).
 * 3. 'abort' when the canary's p75 INP, then LCP, is more than `p75Ratio` × live's, each compared
 *    only when both sides have a value (a null p75 has nothing to compare).
 * 4. 'promote' when `autoPromote` is on and the canary has run for `healthyForMs`.
 * 5. 'continue' otherwise.
 *
 * CLS is not compared: it is unitless and usually 0 or close to it on live, so a ratio against it
 * would abort on the smallest shift. It is carried in {@link ReleaseSignals} for reports.
 *
 * @throws RangeError on negative or fractional counts, more error views than page views, NaN or
 *   infinite values, a negative p75, or a policy value out of range.
 */
export function decideCanary(input: CanaryDecisionInput): CanaryVerdict {
  const { canary, live, startedAt, now, autoPromote } = input;
  const policy = resolvePolicy(input.policy);
  checkSignals('canary', canary);
  checkSignals('live', live);
  checkFinite('startedAt', startedAt);
  checkFinite('now', now);

  if (canary.pageViews < policy.minPageViews || live.pageViews < policy.minPageViews) {
    return {
      action: 'wait',
      reason: `waiting for ${policy.minPageViews} page views on each side (canary ${canary.pageViews}, live ${live.pageViews})`,
    };
  }

  const canaryErrorRate = canary.errorViews / canary.pageViews;
  const liveErrorRate = live.errorViews / live.pageViews;
  if (canaryErrorRate - liveErrorRate > policy.errorRateMargin + EPSILON) {
    return {
      action: 'abort',
      reason:
        `error rate ${percent(canaryErrorRate)} vs live ${percent(liveErrorRate)} ` +
        `(margin ${(policy.errorRateMargin * 100).toFixed(1)} points) over ${canary.pageViews} canary page views`,
    };
  }

  // INP before LCP: a remote that hydrates badly shows first in interactions.
  const metrics = [
    ['INP', canary.inpP75, live.inpP75],
    ['LCP', canary.lcpP75, live.lcpP75],
  ] as const;
  for (const [name, canaryP75, liveP75] of metrics) {
    if (canaryP75 === null || liveP75 === null) continue;
    const limit = liveP75 * policy.p75Ratio;
    if (canaryP75 > limit + EPSILON * Math.max(1, limit)) {
      return {
        action: 'abort',
        reason: `p75 ${name} ${milliseconds(canaryP75)} vs live ${milliseconds(liveP75)} (limit ×${policy.p75Ratio})`,
      };
    }
  }

  const healthy =
    `healthy: error rate ${percent(canaryErrorRate)} vs live ${percent(liveErrorRate)} ` +
    `over ${canary.pageViews} canary and ${live.pageViews} live page views`;
  // A clock that went backwards (now < startedAt) counts as no time elapsed rather than an error.
  const elapsed = Math.max(0, now - startedAt);
  if (!autoPromote) return { action: 'continue', reason: `${healthy}; auto-promote is off` };
  if (elapsed >= policy.healthyForMs) {
    return { action: 'promote', reason: `${healthy} for ${duration(elapsed)} (auto-promote after ${duration(policy.healthyForMs)})` };
  }
  return { action: 'continue', reason: `${healthy}; auto-promote after ${duration(policy.healthyForMs)} (${duration(elapsed)} so far)` };
}

/**
 * The 75th percentile by the nearest-rank method: the smallest sample with at least 75% of the
 * samples at or below it (the ⌈0.75·n⌉-th of the sorted samples), so the result is always a value
 * a visitor really had. Non-finite values (NaN, ±Infinity, a broken beacon) are ignored; null when
 * no sample is left. The input is not modified.
 */
export function p75(samples: readonly number[]): number | null {
  const sorted = samples.filter((sample) => Number.isFinite(sample)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? null;
}

/** The defaults with the overrides given; an override that is `undefined` keeps the default. */
function resolvePolicy(overrides: Partial<DecisionPolicy> = {}): DecisionPolicy {
  const policy: DecisionPolicy = {
    minPageViews: overrides.minPageViews ?? DEFAULT_DECISION_POLICY.minPageViews,
    errorRateMargin: overrides.errorRateMargin ?? DEFAULT_DECISION_POLICY.errorRateMargin,
    p75Ratio: overrides.p75Ratio ?? DEFAULT_DECISION_POLICY.p75Ratio,
    healthyForMs: overrides.healthyForMs ?? DEFAULT_DECISION_POLICY.healthyForMs,
  };
  // At least one view each: with none, there is no rate to compare and "healthy" would mean "unseen".
  if (!Number.isSafeInteger(policy.minPageViews) || policy.minPageViews < 1) {
    throw new RangeError(`policy.minPageViews must be a whole number of at least 1, got ${policy.minPageViews}`);
  }
  if (!Number.isFinite(policy.errorRateMargin) || policy.errorRateMargin < 0 || policy.errorRateMargin > 1) {
    throw new RangeError(`policy.errorRateMargin must be a fraction between 0 and 1, got ${policy.errorRateMargin}`);
  }
  // Below 1 would abort a canary exactly as fast as live.
  if (!Number.isFinite(policy.p75Ratio) || policy.p75Ratio < 1) {
    throw new RangeError(`policy.p75Ratio must be a finite number of at least 1, got ${policy.p75Ratio}`);
  }
  if (!Number.isFinite(policy.healthyForMs) || policy.healthyForMs < 0) {
    throw new RangeError(`policy.healthyForMs must be a finite, non-negative number of ms, got ${policy.healthyForMs}`);
  }
  return policy;
}

function checkSignals(side: 'canary' | 'live', signals: ReleaseSignals): void {
  for (const key of ['pageViews', 'errorViews'] as const) {
    const count = signals[key];
    if (!Number.isSafeInteger(count) || count < 0) {
      throw new RangeError(`${side}.${key} must be a whole number of at least 0, got ${count}`);
    }
  }
  if (signals.errorViews > signals.pageViews) {
    throw new RangeError(`${side}.errorViews (${signals.errorViews}) exceeds ${side}.pageViews (${signals.pageViews})`);
  }
  for (const key of ['lcpP75', 'inpP75', 'clsP75'] as const) {
    const value = signals[key];
    if (value !== null && (!Number.isFinite(value) || value < 0)) {
      throw new RangeError(`${side}.${key} must be null or a finite number of at least 0, got ${value}`);
    }
  }
}

function checkFinite(name: string, value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${value}`);
}

/** 0.35 → "35.0%". */
function percent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

/** 480 → "480 ms"; p75s of beacon values may carry fractions no one needs to read. */
function milliseconds(value: number): string {
  return `${Math.round(value)} ms`;
}

/** 1_800_000 → "30 min", 90_000 → "1.5 min", 5_000 → "5 s", 250 → "250 ms". */
function duration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${Math.round(ms / 100) / 10} s`;
  return `${Math.round(ms / 6_000) / 10} min`;
}
