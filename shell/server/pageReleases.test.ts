import { checkPageViewTicket } from '@site/releases/page-view-ticket';
import { pageViewTicketOf, partsOnPage, releasesOnPage, sampleRateFromEnv, withReleasesMeta } from './pageReleases';

const page =
  '<html><head><title>Pricing</title></head><body>' +
  '<site-island data-island="shell/Newsletter" data-hydrate="visible"></site-island>' +
  '<site-island data-island="forms/SignUpButton" data-hydrate="interaction"></site-island></body></html>';

const manifest = {
  remotes: [
    { name: 'mfe_marketing', entry: 'http://localhost:3001/releases/111111111111/mf-manifest.json' },
    { name: 'mfe_pricing', entry: 'http://localhost:3003/releases/333333333333/mf-manifest.json' },
    { name: 'mfe_forms', entry: 'http://localhost:3004/releases/444444444444/mf-manifest.json' },
    { name: 'mfe_resources', entry: 'http://localhost:3002/mf-manifest.json' }, // a plain build: no release
  ],
};

test('the parts of a page: the shell, its remote and its islands’ owners, not every remote', () => {
  expect([...partsOnPage(page, 'pricing')].sort()).toEqual(['forms', 'pricing', 'shell']);
  expect([...partsOnPage('<head></head>', null)]).toEqual(['shell']);
});

test('each part’s release: the shell’s folder, a remote’s manifest entry; a plain build is left out', () => {
  const parts = new Set(['shell', 'pricing', 'forms', 'resources']);
  expect(releasesOnPage('/deploy/shell/releases/aaaaaaaaaaaa', manifest, parts)).toEqual([
    { part: 'shell', release: 'aaaaaaaaaaaa' },
    { part: 'pricing', release: '333333333333' },
    { part: 'forms', release: '444444444444' },
  ]);
  expect(releasesOnPage('/work/shell/dist', manifest, new Set(['shell']))).toEqual([]);
});

test('the meta goes into the head with its ticket; with no release or no ticket there is none, and the page sends no beacon', () => {
  const html = withReleasesMeta(page, [{ part: 'shell', release: 'aaaaaaaaaaaa' }], 0.5, 'payload.signature');
  expect(html).toContain(
    '<meta name="site-releases" content="shell@aaaaaaaaaaaa" data-sample-rate="0.5" data-ticket="payload.signature"></head>',
  );
  expect(withReleasesMeta(page, [], 1, 'payload.signature')).toBe(page);
  expect(withReleasesMeta(page, [{ part: 'shell', release: 'aaaaaaaaaaaa' }], 1, null)).toBe(page);
});

describe('the page-view ticket', () => {
  const releases = [
    { part: 'shell', release: 'aaaaaaaaaaaa' },
    { part: 'pricing', release: '333333333333' },
  ];
  const at = Date.UTC(2030, 0, 1, 12, 0, 0);
  const ticketAt = (now: number, visitorSeed: string | null = null) =>
    pageViewTicketOf({ secret: () => 'key', releases, visitorSeed, now }, (error) => {
      throw error;
    });

  it('is shared by every page view of a window, so a page’s HTML stays the same for its compressed and cached copies', () => {
    expect(ticketAt(at + 1000)).toBe(ticketAt(at + 1000 + 9 * 60_000));
    expect(ticketAt(at + 1000)).not.toBe(ticketAt(at + 11 * 60_000));
    const ticket = ticketAt(at) ?? '';
    expect(checkPageViewTicket('key', ticket, { releases, visitorSeed: null, now: at + 1000 })).toMatchObject({ ok: true, visitor: false });
  });

  it('is a visitor’s own, new on each page view, while they have a canary seed', () => {
    const seed = 'A'.repeat(22);
    const first = ticketAt(at, seed) ?? '';
    expect(ticketAt(at, seed)).not.toBe(first);
    expect(checkPageViewTicket('key', first, { releases, visitorSeed: seed, now: at + 1000 })).toMatchObject({ ok: true, visitor: true });
  });

  it('is none when there is nothing to ticket, or no key to sign with (the page still goes out)', () => {
    const errors: unknown[] = [];
    const noKey = () => {
      throw new Error('PREVIEW_SECRET must be set');
    };
    expect(pageViewTicketOf({ secret: noKey, releases, visitorSeed: null, now: at }, (error) => errors.push(error))).toBeNull();
    expect(errors).toHaveLength(1);
    expect(pageViewTicketOf({ secret: () => 'key', releases: [], visitorSeed: null, now: at }, (error) => errors.push(error))).toBeNull();
    expect(errors).toHaveLength(1);
  });
});

test('SIGNALS_SAMPLE_RATE: 0–1, default 1, anything else refused with the reason', () => {
  expect(sampleRateFromEnv({})).toBe(1);
  expect(sampleRateFromEnv({ SIGNALS_SAMPLE_RATE: '0.1' })).toBe(0.1);
  expect(() => sampleRateFromEnv({ SIGNALS_SAMPLE_RATE: '10%' })).toThrow('SIGNALS_SAMPLE_RATE must be a number from 0 to 1 (got "10%")');
  expect(() => sampleRateFromEnv({ SIGNALS_SAMPLE_RATE: '2' })).toThrow(/from 0 to 1/);
});
