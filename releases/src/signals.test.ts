import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { issuePageViewTicket, MAX_TICKET_LENGTH } from './pageViewTicket';
import { beaconSchema, describeSignals, MAX_BEACON_BYTES, parseBeacon, recordBeacon, signalsOf } from './signals';
import { testBeacon } from './testBuilds';

const beacon = testBeacon;
/** A ticket as a page carries it (the parser only reads its shape; the server checks it). */
const ticket = 'eyJ2IjoxfQ.c2lnbmF0dXJl';
const sent = (overrides: Parameters<typeof testBeacon>[0] = {}) => ({ ...beacon(overrides), ticket });

describe('beacons', () => {
  it('are read from their JSON text with their page’s ticket, and anything else is refused with the reason', () => {
    expect(parseBeacon(JSON.stringify(sent()))).toEqual({ ok: true, beacon: beacon(), ticket });
    expect(parseBeacon('not json')).toEqual({ ok: false, error: 'A beacon is one JSON object.' });
    const refused = [
      beacon(), // no ticket: not from a page the site served
      { ...sent(), ticket: '' },
      { ...sent(), ticket: 'x'.repeat(MAX_TICKET_LENGTH + 1) },
      { ...sent(), ticket: 42 },
      { ...sent(), v: 2 },
      { ...sent(), releases: [] },
      {
        ...sent(),
        releases: [
          { part: 'pricing', release: 'bbbbbbbbbbbb' },
          { part: 'pricing', release: 'cccccccccccc' },
        ],
      },
      { ...sent(), releases: [{ part: 'Pricing!', release: 'bbbbbbbbbbbb' }] },
      { ...sent(), lcp: -1 },
      { ...sent(), inp: 'fast' },
      { ...sent(), errors: [{ part: null, kind: 'crash', message: 'x' }] },
      { ...sent(), errors: [{ part: null, kind: 'uncaught', message: 'x'.repeat(301) }] },
      { ...sent(), visitor: 'someone@example.com' },
    ];
    for (const body of refused) {
      const parsed = parseBeacon(JSON.stringify(body));
      expect(parsed.ok).toBe(false);
      expect(parsed.ok ? '' : parsed.error).toMatch(/^Not a beacon: /);
    }
    // The largest beacon a page of the site sends, with a visitor's ticket, still fits the limit the server reads bodies with.
    const parts = ['shell', 'marketing', 'resources', 'pricing', 'forms'].map((part) => ({ part, release: 'abcdefabcdef' }));
    const largest = {
      ...beacon({
        releases: parts,
        errors: Array.from({ length: 20 }, () => ({ part: 'resources', kind: 'uncaught' as const, message: 'é'.repeat(40) })),
      }),
      ticket: issuePageViewTicket('key', { releases: parts, visitorSeed: 'A'.repeat(22), now: Date.UTC(2031, 0, 1) }),
    };
    expect(parseBeacon(JSON.stringify(largest)).ok).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeLessThan(MAX_BEACON_BYTES);
  });
});

describe('parseBeacon, whatever it is given (properties)', () => {
  const partName = fc.stringMatching(/^[a-z][a-z0-9-]{0,31}$/);
  const release = fc.stringMatching(/^[0-9a-f]{12}$/);
  const metric = (max: number) => fc.option(fc.double({ min: 0, max, noNaN: true }), { nil: null });
  /** Any beacon the schema allows, with a ticket. */
  const validBeacon = fc.record({
    v: fc.constant(1 as const),
    ticket: fc.string({ minLength: 1, maxLength: 200 }),
    releases: fc.uniqueArray(fc.record({ part: partName, release }), { minLength: 1, maxLength: 8, selector: ({ part }) => part }),
    lcp: metric(120_000),
    inp: metric(60_000),
    cls: metric(100),
    errors: fc.array(
      fc.record({
        part: fc.option(partName, { nil: null }),
        kind: fc.constantFrom('load', 'hydrate', 'uncaught'),
        message: fc.string({ maxLength: 300 }),
      }),
      { maxLength: 20 },
    ),
  });

  it('never throws on any text, and reads a beacon only from a JSON object the schema allows', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 500 }), fc.json({ maxDepth: 4 })), (text) => {
        const parsed = parseBeacon(text);
        if (parsed.ok) {
          const { ticket: sentTicket, ...rest } = JSON.parse(text) as { ticket: unknown };
          expect(sentTicket).toBe(parsed.ticket);
          expect(beaconSchema.parse(rest)).toEqual(parsed.beacon);
        } else {
          expect(parsed.error).toMatch(/^(A beacon is one JSON object\.|Not a beacon: )/);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on any JSON value, even shaped like a beacon with anything in its fields', () => {
    const field = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined));
    const anyBeacon = fc.record(
      { v: field, ticket: field, releases: field, lcp: field, inp: field, cls: field, errors: field, extra: field },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), anyBeacon), (value) => {
        const parsed = parseBeacon(JSON.stringify(value));
        expect(typeof parsed.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('reads every beacon the schema allows, as it was sent (its ticket apart)', () => {
    fc.assert(
      fc.property(validBeacon, (value) => {
        const { ticket: sentTicket, ...rest } = value;
        expect(parseBeacon(JSON.stringify(value))).toEqual({
          ok: true,
          beacon: JSON.parse(JSON.stringify(rest)) as unknown,
          ticket: sentTicket,
        });
      }),
      { numRuns: 200 },
    );
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
