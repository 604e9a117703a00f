import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeSignals, MAX_BEACON_BYTES, parseBeacon, recordBeacon, signalsOf } from './signals';
import { testBeacon } from './testBuilds';

const beacon = testBeacon;

describe('beacons', () => {
  it('are read from their JSON text, and anything else is refused with the reason', () => {
    expect(parseBeacon(JSON.stringify(beacon()))).toEqual({ ok: true, beacon: beacon() });
    expect(parseBeacon('not json')).toEqual({ ok: false, error: 'A beacon is one JSON object.' });
    const refused = [
      { ...beacon(), v: 2 },
      { ...beacon(), releases: [] },
      {
        ...beacon(),
        releases: [
          { part: 'pricing', release: 'bbbbbbbbbbbb' },
          { part: 'pricing', release: 'cccccccccccc' },
        ],
      },
      { ...beacon(), releases: [{ part: 'Pricing!', release: 'bbbbbbbbbbbb' }] },
      { ...beacon(), lcp: -1 },
      { ...beacon(), inp: 'fast' },
      { ...beacon(), errors: [{ part: null, kind: 'crash', message: 'x' }] },
      { ...beacon(), errors: [{ part: null, kind: 'uncaught', message: 'x'.repeat(301) }] },
      { ...beacon(), visitor: 'someone@example.com' },
    ];
    for (const body of refused) {
      const parsed = parseBeacon(JSON.stringify(body));
      expect(parsed.ok).toBe(false);
      expect(parsed.ok ? '' : parsed.error).toMatch(/^Not a beacon: /);
    }
    // The largest possible beacon still fits the limit the server reads bodies with.
    const largest = beacon({
      releases: ['shell', 'marketing', 'resources', 'pricing', 'forms'].map((part) => ({ part, release: 'abcdefabcdef' })),
      errors: Array.from({ length: 20 }, () => ({ part: 'resources', kind: 'uncaught' as const, message: 'é'.repeat(40) })),
    });
    expect(parseBeacon(JSON.stringify(largest)).ok).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeLessThan(MAX_BEACON_BYTES);
  });
});

describe('the record of a release', () => {
  it('counts each page view once per release on the page; an error counts against its own part only', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'signals-'));
    await recordBeacon(root, beacon({ lcp: 1000, inp: 40, cls: 0 }), 1000);
    await recordBeacon(
      root,
      beacon({ lcp: 2000, inp: null, cls: 0.2, errors: [{ part: 'pricing', kind: 'hydrate', message: 'boom' }] }),
      2000,
    );
    await recordBeacon(root, beacon({ lcp: 3000, inp: 200, cls: 0.1, errors: [{ part: null, kind: 'uncaught', message: '?' }] }), 3000);
    await recordBeacon(root, beacon({ lcp: 4000, inp: 120, cls: 0 }), 4000);

    expect(await signalsOf(root, 'pricing', 'bbbbbbbbbbbb')).toEqual({
      pageViews: 4,
      errorViews: 1,
      lcpP75: 3000,
      // 40, 120 and 200 (a view left before any tap has none): nearest rank.
      inpP75: 200,
      clsP75: 0.1,
    });
    expect(await signalsOf(root, 'shell', 'aaaaaaaaaaaa')).toMatchObject({ pageViews: 4, errorViews: 0 });
    // Since a moment: the views from then on only.
    expect(await signalsOf(root, 'pricing', 'bbbbbbbbbbbb', 2500)).toEqual({
      pageViews: 2,
      errorViews: 0,
      lcpP75: 4000,
      inpP75: 200,
      clsP75: 0.1,
    });
    expect(await signalsOf(root, 'pricing', 'cccccccccccc')).toEqual({
      pageViews: 0,
      errorViews: 0,
      lcpP75: null,
      inpP75: null,
      clsP75: null,
    });
    // One JSON line per page view, holding nothing about the visitor.
    const lines = readFileSync(path.join(root, 'signals', 'pricing@bbbbbbbbbbbb.jsonl'), 'utf8')
      .trim()
      .split('\n');
    expect(JSON.parse(lines[1] ?? '')).toEqual({ t: 2000, lcp: 2000, inp: null, cls: 0.2, error: true });
  });

  it('says its aggregate in one line', () => {
    expect(describeSignals({ pageViews: 40, errorViews: 1, lcpP75: 1320.4, inpP75: 96, clsP75: 0.014 })).toBe(
      '40 page views, errors 2.5%, p75 LCP 1320 ms, INP 96 ms, CLS 0.01',
    );
    expect(describeSignals({ pageViews: 0, errorViews: 0, lcpP75: null, inpP75: null, clsP75: null })).toBe('no page views yet');
  });
});
