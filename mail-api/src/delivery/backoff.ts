export interface BackoffPolicy {
  /** Delay after the first failure. */
  readonly baseMs: number;
  /** Ceiling: a long outage is retried at this interval. */
  readonly maxMs: number;
}

/**
 * Delay before attempt `failures + 1`: base × 2^(failures − 1), capped, then "equal jitter" (a
 * random point in the upper half). The jitter spreads the retries of many submissions that
 * failed together (an SMTP outage) so they do not all hit the recovering server in one burst;
 * keeping the lower half means a retry never comes much sooner than the schedule says.
 */
export function retryDelayMs(failures: number, { baseMs, maxMs }: BackoffPolicy, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 40); // 2^40 × 1 ms is far past any cap
  const ceiling = Math.min(maxMs, baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
