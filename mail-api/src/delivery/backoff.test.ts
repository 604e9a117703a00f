import { retryDelayMs } from './backoff';

const policy = { baseMs: 1000, maxMs: 300_000 };

describe('retryDelayMs', () => {
  it('doubles from the base per failure, within the upper half of each step (jitter)', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(failures, policy, () => 0))).toEqual([500, 1000, 2000, 4000]);
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(failures, policy, () => 1))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('is capped, however long the outage', () => {
    expect(retryDelayMs(9, policy, () => 1)).toBe(256_000);
    expect(retryDelayMs(10, policy, () => 1)).toBe(300_000);
    expect(retryDelayMs(10_000, policy, () => 0)).toBe(150_000);
  });

  it('spreads retries that fail together', () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(5, policy)));
    expect(delays.size).toBeGreaterThan(40);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(8000);
  });
});
