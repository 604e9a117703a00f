/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import fc from 'fast-check';
import request from 'supertest';
import { signedVisitorCookie } from '@site/releases/canary-bucket';
import { issuePageViewTicket, PAGE_VIEW_TICKET_LIFETIME_MS, type PageRelease } from '@site/releases/page-view-ticket';
import { releaseDir } from '@site/releases/release-root';
import type { Beacon } from '@site/releases/signals';
import { fileSignalsRecord } from '@site/releases/signals-record';
import { deployRootLocator, unknownReleases } from '@site/releases/site-preview';
import { metricsHandler } from './metrics';
import { SIGNALS_PATH } from '../shared/contract';
import { signalsRoutes, type SignalsOptions } from './signals';
import { setSiteOrigins, siteOriginsFrom } from './siteOrigin';

const SITE = 'https://www.example.test';
const SECRET = 'the-sites-preview-key';
const NOW = Date.UTC(2031, 2, 3, 12, 0, 0);
const releases: PageRelease[] = [
  { part: 'shell', release: 'aaaaaaaaaaaa' },
  { part: 'pricing', release: 'bbbbbbbbbbbb' },
];
const SEED = 'S'.repeat(22);
const OTHER_SEED = 'T'.repeat(22);
const visitorCookie = (seed = SEED) => `site_bucket=${signedVisitorCookie(SECRET, seed)}`;

const metrics = { lcp: 1200, inp: 80, cls: 0, errors: [] };
const beacon: Beacon = { v: 1, releases, ...metrics };
const sharedTicket = (overrides: { releases?: PageRelease[]; now?: number; secret?: string } = {}) =>
  issuePageViewTicket(overrides.secret ?? SECRET, {
    releases: overrides.releases ?? releases,
    visitorSeed: null,
    now: overrides.now ?? NOW,
  });
const visitorTicket = (seed = SEED, now = NOW) => issuePageViewTicket(SECRET, { releases, visitorSeed: seed, now });
/** The body sendBeacon posts: the beacon and its page's ticket. */
const body = (ticket: string, sent: Beacon = beacon) => JSON.stringify({ ...sent, ticket });

function signalsApp({ trustProxy = false, ...options }: Partial<SignalsOptions> & { trustProxy?: boolean } = {}) {
  const recorded: Beacon[] = [];
  const known = new Set(releases.map(({ part, release }) => `${part}@${release}`));
  const app = express();
  // As the shell runs behind its edge on this host (TRUST_PROXY=loopback): the client's address from X-Forwarded-For.
  app.set('trust proxy', trustProxy ? 'loopback' : false);
  setSiteOrigins(app, siteOriginsFrom(SITE, ['http://localhost:3000']));
  app.use(
    signalsRoutes({
      record: (received) => Promise.resolve(void recorded.push(received)),
      secret: () => SECRET,
      unknownReleases: (named) => named.filter(({ part, release }) => !known.has(`${part}@${release}`)),
      now: () => NOW + 1000,
      ...options,
    }),
  );
  return { app, recorded };
}

const post = (app: express.Express, text: string) =>
  request(app).post(SIGNALS_PATH).set('Content-Type', 'text/plain;charset=UTF-8').send(text);

describe('POST /__signals', () => {
  it('takes a beacon as sendBeacon posts it (text/plain, same origin, its page’s ticket) and keeps it', async () => {
    const { app, recorded } = signalsApp();
    const response = await post(app, body(sharedTicket())).set('Origin', SITE).set('Sec-Fetch-Site', 'same-origin');
    expect(response.status).toBe(204);
    expect(recorded).toEqual([beacon]);
  });

  it('answers bad input with a 400 and the reason, an oversized body with a 413, and counts neither', async () => {
    const { app, recorded } = signalsApp();
    const notJson = await post(app, '{"v":1,');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ error: 'A beacon is one JSON object.' });
    const wrong = await post(app, body(sharedTicket(), { ...beacon, lcp: 'slow' as unknown as number }));
    expect(wrong.status).toBe(400);
    expect((wrong.body as { error: string }).error).toMatch(/^Not a beacon: [\s\S]*lcp/);
    const huge = await post(app, 'x'.repeat(5000));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ error: 'A beacon is at most 4096 bytes.' });
    expect(recorded).toEqual([]);
  });

  it('refuses a compressed body, any encoding, known or not (a 415, not a 500), and a charset it cannot read', async () => {
    const { app, recorded } = signalsApp();
    for (const encoding of ['gzip', 'br', 'x-made-up']) {
      const response = await post(app, body(sharedTicket())).set('Content-Encoding', encoding);
      expect([response.status, response.body]).toEqual([415, { error: 'A beacon is sent uncompressed (no Content-Encoding).' }]);
    }
    const charset = await request(app).post(SIGNALS_PATH).set('Content-Type', 'text/plain; charset=x-unknown').send(body(sharedTicket()));
    expect([charset.status, charset.body]).toEqual([415, { error: 'A beacon is UTF-8 text.' }]);
    expect(recorded).toEqual([]);
  });

  it('refuses a beacon another site’s page sent (Sec-Fetch-Site, Origin), even with a good ticket, and does not count it', async () => {
    const { app, recorded } = signalsApp();
    const refused = { error: 'Beacons come from this site’s own pages.' };
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: SITE, 'Sec-Fetch-Site': 'cross-site' },
    ]) {
      const response = await post(app, body(sharedTicket())).set(headers);
      expect([response.status, response.body]).toEqual([403, refused]);
    }
    expect(recorded).toEqual([]);
    // Either of the site's origins; and a request that says neither goes on to its ticket.
    expect((await post(app, body(sharedTicket())).set('Origin', 'http://localhost:3000')).status).toBe(204);
    expect((await post(app, body(sharedTicket()))).status).toBe(204);
    expect(recorded).toHaveLength(2);
  });

  it('counts nothing without a ticket the site signed, under an hour old, for exactly the beacon’s releases', async () => {
    const { app, recorded } = signalsApp();
    const refusal = async (text: string) => {
      const response = await post(app, text);
      return [response.status, (response.body as { error: string }).error];
    };
    expect(await refusal(JSON.stringify(beacon))).toEqual([400, expect.stringMatching(/^Not a beacon: [\s\S]*ticket/)]);
    expect(await refusal(body('not.a-ticket'))).toEqual([403, 'The beacon’s ticket is not a page-view ticket.']);
    expect(await refusal(body(sharedTicket({ secret: 'someone-elses-key' })))).toEqual([
      403,
      'The beacon’s ticket was not signed by this site.',
    ]);
    expect(await refusal(body(sharedTicket({ now: NOW - PAGE_VIEW_TICKET_LIFETIME_MS - 60_000 })))).toEqual([
      403,
      'The beacon’s ticket has expired: a page’s beacon counts within an hour of the page.',
    ]);
    // A page served with the shell alone cannot vouch for pricing's figures.
    const shellOnly = sharedTicket({ releases: [{ part: 'shell', release: 'aaaaaaaaaaaa' }] });
    expect(await refusal(body(shellOnly))).toEqual([403, 'The beacon names other releases than its page was served with.']);
    expect(recorded).toEqual([]);
  });

  it('counts a visitor’s ticket once, and only from that visitor (their signed cookie)', async () => {
    const { app, recorded } = signalsApp();
    const ticket = visitorTicket();
    const send = (cookie?: string) => {
      const sending = post(app, body(ticket));
      return cookie === undefined ? sending : sending.set('Cookie', cookie);
    };
    const anothers = { error: 'The beacon’s ticket is another visitor’s.' };
    for (const cookie of [undefined, visitorCookie(OTHER_SEED), `site_bucket=${SEED}`, `site_bucket=${SEED}.${'A'.repeat(22)}`]) {
      const response = await send(cookie);
      expect([response.status, response.body]).toEqual([403, anothers]);
    }
    expect(recorded).toEqual([]);
    expect((await send(visitorCookie())).status).toBe(204);
    const again = await send(visitorCookie());
    expect([again.status, again.body]).toEqual([409, { error: 'This page view’s beacon was counted already.' }]);
    expect(recorded).toHaveLength(1);
    // The visitor's next page view has a ticket of its own.
    expect((await post(app, body(visitorTicket())).set('Cookie', visitorCookie())).status).toBe(204);
    expect(recorded).toHaveLength(2);
  });

  it('while a part’s canary runs, counts a shared ticket once per client (it could be sent again and again into the canary’s figures)', async () => {
    let canaryParts = new Set<string>();
    const { app, recorded } = signalsApp({ canaryParts: () => Promise.resolve(canaryParts), trustProxy: true });
    const from = (address: string) => post(app, body(sharedTicket())).set('X-Forwarded-For', address);
    // No canary: a shared ticket is any page view of its window.
    expect([(await from('203.0.113.1')).status, (await from('203.0.113.1')).status]).toEqual([204, 204]);
    canaryParts = new Set(['pricing']);
    expect((await from('203.0.113.1')).status).toBe(204);
    const again = await from('203.0.113.1');
    expect([again.status, again.body]).toEqual([409, { error: 'This page view’s beacon was counted already.' }]);
    expect((await from('203.0.113.2')).status).toBe(204);
    // A part without a canary is not held to it.
    const shellOnly = [{ part: 'shell', release: 'aaaaaaaaaaaa' }];
    const shellBeacon = body(sharedTicket({ releases: shellOnly }), { ...beacon, releases: shellOnly });
    expect([(await post(app, shellBeacon)).status, (await post(app, shellBeacon)).status]).toEqual([204, 204]);
    expect(recorded).toHaveLength(6);
  });

  it('refuses a release the site has not got, naming it, and keeps no file of it, whatever the ticket', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'signals-route-'));
    for (const { part, release } of releases) mkdirSync(releaseDir(root, part as 'shell' | 'pricing', release), { recursive: true });
    const locate = deployRootLocator(root, {});
    const record = fileSignalsRecord(root);
    const { app } = signalsApp({
      record: (received) => record.record(received),
      unknownReleases: (named) => unknownReleases(named, locate),
    });
    const madeUp = [
      { part: 'shell', release: 'aaaaaaaaaaaa' },
      { part: 'pricing', release: 'ffffffffffff' },
    ];
    // Even signed with the site's key (as a page of a removed release was), and with no ticket at all.
    const signed = sharedTicket({ releases: madeUp });
    for (const text of [body(signed, { ...beacon, releases: madeUp }), body('x.y', { ...beacon, releases: madeUp })]) {
      const response = await post(app, text);
      expect([response.status, response.body]).toEqual([422, { error: 'This site has no release pricing@ffffffffffff.' }]);
    }
    expect(existsSync(path.join(root, 'signals'))).toBe(false);
    // The releases it has are kept as before.
    expect((await post(app, body(sharedTicket()))).status).toBe(204);
    expect(readdirSync(path.join(root, 'signals')).sort()).toEqual(['pricing@bbbbbbbbbbbb.jsonl', 'shell@aaaaaaaaaaaa.jsonl']);
  });

  it('lets a visitor’s beacon come again when it could not be kept (the record failed)', async () => {
    let failing = true;
    const recorded: Beacon[] = [];
    const { app } = signalsApp({
      record: (received) => (failing ? Promise.reject(new Error('disk full')) : Promise.resolve(void recorded.push(received))),
    });
    const text = body(visitorTicket());
    expect((await post(app, text).set('Cookie', visitorCookie())).status).toBe(500);
    failing = false;
    expect((await post(app, text).set('Cookie', visitorCookie())).status).toBe(204);
    expect(recorded).toHaveLength(1);
  });

  it('slows down a client that sends more than a page view could', async () => {
    const { app, recorded } = signalsApp({ perMinute: 3 });
    const statuses: number[] = [];
    for (let sent = 0; sent < 5; sent += 1) statuses.push((await post(app, body(sharedTicket()))).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect(recorded).toHaveLength(3);
  });

  it('remembers a bounded number of visitors’ tickets, forgetting the oldest first', async () => {
    const { app, recorded } = signalsApp({ maxSeenTickets: 2 });
    const tickets = [visitorTicket(), visitorTicket(), visitorTicket()];
    for (const ticket of tickets) expect((await post(app, body(ticket)).set('Cookie', visitorCookie())).status).toBe(204);
    // The newest two are still remembered; the first was forgotten to make room.
    expect((await post(app, body(tickets[2] ?? '')).set('Cookie', visitorCookie())).status).toBe(409);
    expect((await post(app, body(tickets[1] ?? '')).set('Cookie', visitorCookie())).status).toBe(409);
    expect(recorded).toHaveLength(3);
  });
});

describe('POST /__signals, whatever is sent (properties)', () => {
  const ORIGINS = [
    SITE,
    'http://localhost:3000',
    'https://evil.example',
    'null',
    `${SITE}/`,
    'HTTPS://WWW.EXAMPLE.TEST',
    'http://www.example.test',
  ];
  const FETCH_SITES = ['same-origin', 'same-site', 'cross-site', 'none', 'SAME-ORIGIN', 'whatever'];
  const ENCODINGS = ['identity', 'IDENTITY', 'gzip', 'deflate', 'br', 'zstd', 'x-unknown', 'gzip, identity'];
  const CONTENT_TYPES = [
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/json',
    'application/octet-stream',
    'text/plain; charset=x-unknown',
  ];
  const TAMPERINGS = ['none', 'releases', 'signature', 'other key', 'expired', 'no ticket', 'unknown release'] as const;

  /** A beacon with a real ticket, tampered with or not; or anything else a client could send. */
  const sentBody = fc.oneof(
    fc.record({
      kind: fc.constant('beacon' as const),
      ticketFor: fc.constantFrom('shared', 'visitor'),
      cookie: fc.constantFrom('own', 'other', 'unsigned', 'none'),
      tampering: fc.constantFrom(...TAMPERINGS),
      lcp: fc.option(fc.integer({ min: 0, max: 120_000 }), { nil: null }),
      errors: fc.array(
        fc.record({
          part: fc.constantFrom('pricing', null),
          kind: fc.constantFrom('load' as const, 'uncaught' as const),
          message: fc.string({ maxLength: 40 }),
        }),
        { maxLength: 3 },
      ),
    }),
    fc.record({ kind: fc.constant('text' as const), text: fc.string({ maxLength: 300 }) }),
    fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 3 }) }),
    fc.record({ kind: fc.constant('oversize' as const), size: fc.integer({ min: 4097, max: 12_000 }) }),
  );
  const sentHeaders = fc.record(
    {
      origin: fc.constantFrom(...ORIGINS),
      fetchSite: fc.constantFrom(...FETCH_SITES),
      encoding: fc.constantFrom(...ENCODINGS),
      contentType: fc.constantFrom(...CONTENT_TYPES),
      extra: fc.dictionary(fc.stringMatching(/^x-[a-z0-9-]{1,12}$/), fc.stringMatching(/^[\x21-\x7e]{0,40}$/), { maxKeys: 3 }),
    },
    { requiredKeys: [] },
  );

  /** The text sent, the cookie sent with it, and whether it is a good beacon with a good ticket for its sender. */
  function prepare(sent: typeof sentBody extends fc.Arbitrary<infer T> ? T : never): {
    text: string;
    cookie: string | null;
    good: boolean;
  } {
    if (sent.kind === 'text') return { text: sent.text, cookie: null, good: false };
    if (sent.kind === 'json') return { text: JSON.stringify(sent.value), cookie: null, good: false };
    if (sent.kind === 'oversize') return { text: body(sharedTicket()).padEnd(sent.size, ' '), cookie: null, good: false };
    const sentBeacon: Beacon = { ...beacon, lcp: sent.lcp, errors: sent.errors };
    const ticket = sent.ticketFor === 'shared' ? sharedTicket() : visitorTicket();
    const cookie = { own: visitorCookie(), other: visitorCookie(OTHER_SEED), unsigned: `site_bucket=${SEED}`, none: null }[sent.cookie];
    const fromItsVisitor = sent.ticketFor === 'shared' || sent.cookie === 'own';
    const [payload = '', signature = ''] = ticket.split('.');
    const text = {
      none: body(ticket, sentBeacon),
      releases: body(ticket, { ...sentBeacon, releases: [{ part: 'shell', release: 'aaaaaaaaaaaa' }] }),
      signature: body(`${payload}.${signature.slice(0, -2)}AA`, sentBeacon),
      'other key': body(sharedTicket({ secret: 'other-key' }), sentBeacon),
      expired: body(sharedTicket({ now: NOW - 2 * PAGE_VIEW_TICKET_LIFETIME_MS }), sentBeacon),
      'no ticket': JSON.stringify(sentBeacon),
      'unknown release': body(ticket, { ...sentBeacon, releases: [...releases, { part: 'forms', release: 'cccccccccccc' }] }),
    }[sent.tampering];
    return { text, cookie, good: sent.tampering === 'none' && fromItsVisitor && signature.slice(-2) !== 'AA' };
  }

  it('answers 2xx or 4xx with the fault named, never 5xx, and keeps a beacon only when it is good, from this site, uncompressed', async () => {
    await fc.assert(
      fc.asyncProperty(sentBody, sentHeaders, fc.boolean(), async (sent, headers, canaryRuns) => {
        const { app, recorded } = signalsApp({ canaryParts: () => Promise.resolve(new Set(canaryRuns ? ['pricing'] : [])) });
        const { text, cookie, good } = prepare(sent);
        let sending = request(app)
          .post(SIGNALS_PATH)
          .set(headers.extra ?? {});
        if (headers.contentType !== undefined) sending = sending.set('Content-Type', headers.contentType);
        if (headers.encoding !== undefined) sending = sending.set('Content-Encoding', headers.encoding);
        if (headers.origin !== undefined) sending = sending.set('Origin', headers.origin);
        if (headers.fetchSite !== undefined) sending = sending.set('Sec-Fetch-Site', headers.fetchSite);
        if (cookie !== null) sending = sending.set('Cookie', cookie);
        const response = await sending.send(text);

        const fromThisSite =
          (headers.fetchSite === undefined || headers.fetchSite.toLowerCase() === 'same-origin') &&
          (headers.origin === undefined || headers.origin === SITE || headers.origin === 'http://localhost:3000');
        const readable =
          (headers.encoding === undefined || headers.encoding.toLowerCase() === 'identity') && !headers.contentType?.includes('x-unknown');
        const counts = good && fromThisSite && readable;

        if (counts) expect(response.status).toBe(204);
        else {
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(response.body).toEqual({ error: expect.any(String) as string });
        }
        expect(recorded).toHaveLength(counts ? 1 : 0);
      }),
      { numRuns: 150 },
    );
  });

  it('counts a visitor’s page view once however often its beacon is sent, and from nobody else', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('own', 'other', 'none'), { minLength: 1, maxLength: 6 }), async (senders) => {
        const { app, recorded } = signalsApp();
        const text = body(visitorTicket());
        const statuses: number[] = [];
        for (const sender of senders) {
          const sending = post(app, text);
          const cookie = { own: visitorCookie(), other: visitorCookie(OTHER_SEED), none: null }[sender];
          statuses.push((await (cookie === null ? sending : sending.set('Cookie', cookie))).status);
        }
        const owns = senders.filter((sender) => sender === 'own').length;
        expect(recorded).toHaveLength(owns > 0 ? 1 : 0);
        expect(statuses.filter((status) => status === 204)).toHaveLength(owns > 0 ? 1 : 0);
        expect(statuses.every((status) => status === 204 || status === 403 || status === 409)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('counts a shared ticket once per client while a canary of its parts runs, however often it is sent', async () => {
    const addresses = fc.array(fc.constantFrom('203.0.113.1', '203.0.113.2', '2001:db8::7'), { minLength: 1, maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(addresses, async (senders) => {
        const { app, recorded } = signalsApp({ canaryParts: () => Promise.resolve(new Set(['pricing'])), trustProxy: true });
        const text = body(sharedTicket());
        for (const address of senders) expect([204, 409]).toContain((await post(app, text).set('X-Forwarded-For', address)).status);
        expect(recorded).toHaveLength(new Set(senders).size);
      }),
      { numRuns: 60 },
    );
  });
});

describe('/metrics', () => {
  const collect = () =>
    Promise.resolve([
      {
        part: 'pricing',
        release: 'aaaaaaaaaaaa',
        role: 'live' as const,
        pageViews: 40,
        errorViews: 1,
        lcpP75: 1300,
        inpP75: 90,
        clsP75: 0.01,
      },
      {
        part: 'pricing',
        release: 'bbbbbbbbbbbb',
        role: 'canary' as const,
        pageViews: 4,
        errorViews: 0,
        lcpP75: null,
        inpP75: null,
        clsP75: null,
      },
    ]);

  it('shows each release’s signals in the Prometheus format to loopback', async () => {
    const app = express().get('/metrics', metricsHandler({ collect }));
    const response = await request(app).get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.text).toContain('site_page_views{part="pricing",release="aaaaaaaaaaaa",role="live"} 40');
    expect(response.text).toContain('site_error_rate{part="pricing",release="aaaaaaaaaaaa",role="live"} 0.025');
    expect(response.text).toContain('site_inp_p75_ms{part="pricing",release="aaaaaaaaaaaa",role="live"} 90');
    expect(response.text).toContain('site_page_views{part="pricing",release="bbbbbbbbbbbb",role="canary"} 4');
    expect(response.text).not.toContain('site_lcp_p75_ms{part="pricing",release="bbbbbbbbbbbb"');
  });

  it('answers another address only with the token, and 404 otherwise', async () => {
    const app = express();
    // Seen from another host: as a proxy in front would make it.
    app.use((req, _res, next) => {
      Object.defineProperty(req.socket, 'remoteAddress', { value: '203.0.113.9', configurable: true });
      next();
    });
    app.get('/metrics', metricsHandler({ collect, token: 'operators-token' }));
    expect((await request(app).get('/metrics')).status).toBe(404);
    expect((await request(app).get('/metrics').set('Authorization', 'Bearer wrong')).status).toBe(404);
    expect((await request(app).get('/metrics').set('Authorization', 'Bearer operators-token')).status).toBe(200);
  });
});
