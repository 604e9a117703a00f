import { capturedLogger } from '../testSupport/captureLogs';
import { retentionCutoff, retentionNote, startRetention } from './retention';

const day = 24 * 60 * 60_000;
// A clock given, not read: these outcomes are the same on any day the suite runs.
const now = Date.parse('2026-12-01T09:00:00.000Z');

describe('retention', () => {
  it('keeps what arrived within the last retentionDays', () => {
    expect(new Date(retentionCutoff(now, 30)).toISOString()).toBe('2026-11-01T09:00:00.000Z');
    expect(retentionCutoff(now, 1)).toBe(now - day);
  });

  it('notes an export that reaches back past the cutoff, and only such an export', () => {
    const note = 'settled submissions are deleted after 30 days (RETENTION_DAYS): older ones are no longer stored';
    expect(retentionNote(now - 31 * day, now, 30)).toBe(note);
    expect(retentionNote(retentionCutoff(now, 30) - 1, now, 30)).toBe(note);
    expect(retentionNote(retentionCutoff(now, 30), now, 30)).toBeUndefined();
    expect(retentionNote(now - day, now, 30)).toBeUndefined();
    expect(retentionNote(now - 8 * day, now, 7)).toContain('deleted after 7 days');
  });

  it('purges from the cutoff at the clock it is given, at start', async () => {
    const cutoffs: number[] = [];
    const store = { purgeSettled: (before: number) => Promise.resolve(cutoffs.push(before)) };
    const { logger, lines } = capturedLogger();
    const stop = startRetention(store, 30, logger, () => now);
    try {
      await new Promise((resolve) => setImmediate(resolve));
      expect(cutoffs).toEqual([retentionCutoff(now, 30)]);
      expect(lines()).toEqual([expect.objectContaining({ msg: 'Purged settled submissions', deleted: 1, retentionDays: 30 })]);
    } finally {
      stop();
    }
  });
});
