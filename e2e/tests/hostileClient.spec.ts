/**
 * A hostile client against the composed site (issue 57): each reproduction the probe found, sent as
 * `curl` sent it, to the suite's site (the services `npm start` runs, with a deploy root). Each gets
 * the 4xx that names its fault or an answer that stays on this site; none gets a 500. Point 6 (a
 * visitor choosing their canary side) needs a running canary: canary.spec.ts sends the unsigned and
 * forged seeds. Point 9 (the forms part refused) is formsPartRefused.spec.ts.
 */
import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/test';
import { deployRoot, e2eEnv, shellUrl } from '../support/environment';
import { oneMailTo } from '../support/mail';

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A request exactly as written, as curl sends it: the path is not normalised, any Host goes. */
function send(
  method: string,
  rawPath: string,
  headers: Record<string, string> = {},
  body?: Buffer | string,
  port = Number(e2eEnv.SHELL_PORT),
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: rawPath, headers, setHost: !('Host' in headers) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A form post as a page of the site sends it (the mail API refuses others). */
const fromThisSite = { Origin: shellUrl, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' };
const landsOnTheSite = (location: unknown) => typeof location === 'string' && new URL(location, `${shellUrl}/x`).origin === shellUrl;

test.describe('a hostile client', () => {
  test('1. a plain post to //evil%2Eexample is answered with a redirect on this site', async () => {
    const answer = await send('POST', '//evil%2Eexample', fromThisSite, 'form-endpoint=/api/newsletter&website=bot');
    expect(answer.status).toBe(303);
    expect(landsOnTheSite(answer.headers.location)).toBe(true);
    expect(answer.headers.location).toBe('/');
  });

  test('1. no address of a folder redirects off the site, on the shell or on a remote', async () => {
    for (const port of [e2eEnv.SHELL_PORT, e2eEnv.PRICING_PORT]) {
      for (const rawPath of ['/\\evil.example/..', '/\\evil.example/%2e%2e', '/%5Cevil.example/..', '//evil.example/..']) {
        const answer = await send('GET', rawPath, { Accept: 'text/html' }, undefined, Number(port));
        expect([port, rawPath, answer.status < 500]).toEqual([port, rawPath, true]);
        if (answer.headers.location !== undefined) expect(landsOnTheSite(answer.headers.location)).toBe(true);
      }
    }
  });

  test('2. leaving a preview goes back to a page of this site only, and only from one', async () => {
    const fromAnotherHost = await send('POST', '/__preview/exit', { Origin: shellUrl, Referer: `${shellUrl}//evil.example/x` });
    expect([fromAnotherHost.status, fromAnotherHost.headers.location]).toEqual([303, '/']);
    const crossSite = await send('POST', '/__preview/exit', { Origin: 'https://evil.example', Referer: 'https://evil.example/' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers['content-security-policy']).toContain("default-src 'none'");
    const saysNothing = await send('POST', '/__preview/exit', { Referer: `${shellUrl}//evil.example/x` });
    expect(saysNothing.status).toBe(403);
  });

  test('3. bodies the server will not read get the 4xx that names their fault', async () => {
    const cases: Array<[string, number, string, Record<string, string>, Buffer | string]> = [
      ['over 32 KB', 413, 'too large', {}, `form-endpoint=/api/requests/demo&message=${'a'.repeat(40_000)}`],
      ['a gzip bomb', 413, 'too large', { 'Content-Encoding': 'gzip' }, gzipSync(Buffer.alloc(5_000_000, 'a'))],
      ['an unknown Content-Encoding', 415, 'Content-Encoding is not supported', { 'Content-Encoding': 'zstd-x' }, 'a=b'],
    ];
    for (const [what, status, says, headers, body] of cases) {
      const answer = await send('POST', '/requestDemo', { ...fromThisSite, ...headers }, body);
      expect([what, answer.status]).toEqual([what, status]);
      expect(answer.body).toContain(says);
    }
    const signals = await send('POST', '/__signals', { 'Content-Encoding': 'zstd-x', Origin: shellUrl }, '{}');
    expect(signals.status).toBe(415);

    // Too many fields: the mail API will not read them; the visitor gets the form back, with a 4xx.
    const fields = Array.from({ length: 2_000 }, (_, index) => `f${index}=1`).join('&');
    const tooMany = await send('POST', '/requestDemo', fromThisSite, `${fields}&form-endpoint=/api/requests/demo`);
    expect(tooMany.status).toBeGreaterThanOrEqual(400);
    expect(tooMany.status).toBeLessThan(500);
  });

  test('3. JSON nested 15,000 levels deep with an Idempotency-Key gets a 400 that says so', async () => {
    const deep = `${'['.repeat(15_000)}${']'.repeat(15_000)}`;
    const answer = await send(
      'POST',
      '/api/requests/demo',
      { Origin: shellUrl, 'Content-Type': 'application/json', 'Idempotency-Key': 'a-key-of-the-clients-own-0001' },
      `{"fullName":${deep}}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('nested too deeply');
  });

  test('3. a malformed Host on robots.txt and the sitemap is answered, naming the site', async () => {
    for (const file of ['/robots.txt', '/sitemap.xml']) {
      const answer = await send('GET', file, { Host: 'x:99999' });
      expect([file, answer.status]).toEqual([file, 200]);
      expect(answer.body).toContain(shellUrl);
      expect(answer.body).not.toContain('99999');
    }
  });

  test('4. the Host header is not believed: the page and the sitemap name the configured origin', async () => {
    for (const file of ['/', '/sitemap.xml', '/pricing']) {
      const answer = await send('GET', file, { Host: 'evil.example', Accept: 'text/html' });
      expect([file, answer.status]).toEqual([file, 200]);
      expect(answer.body).not.toContain('evil.example');
    }
    const home = await send('GET', '/', { Host: 'evil.example', Accept: 'text/html' });
    expect(home.body).toContain(`<link rel="canonical" href="${shellUrl}/"`);
    expect(home.body).toContain(`<meta property="og:url" content="${shellUrl}/"`);
  });

  test('5. a beacon from another site, or for a release the site has not got, is not counted and creates nothing', async () => {
    const page = await send('GET', '/privacy-policy', { Accept: 'text/html' });
    const meta = /<meta name="site-releases" content="([^"]+)"[^>]*data-ticket="([^"]+)"/.exec(page.body);
    expect(meta).not.toBeNull();
    const [, named = '', ticket = ''] = meta ?? [];
    const releases = named.split(' ').map((pair) => ({ part: pair.split('@')[0], release: pair.split('@')[1] }));
    const beacon = (withReleases: typeof releases) =>
      JSON.stringify({ v: 1, ticket, releases: withReleases, lcp: 1, inp: 1, cls: 0, errors: [] });

    const crossSite = await send('POST', '/__signals', { Origin: 'https://evil.example', 'Content-Type': 'text/plain' }, beacon(releases));
    expect(crossSite.status).toBe(403);
    const crossSiteFetch = await send(
      'POST',
      '/__signals',
      { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'text/plain' },
      beacon(releases),
    );
    expect(crossSiteFetch.status).toBe(403);

    const unknown = [{ part: 'pricing', release: 'ffffffffffff' }];
    const noSuchRelease = await send('POST', '/__signals', { Origin: shellUrl, 'Content-Type': 'text/plain' }, beacon(unknown));
    expect(noSuchRelease.status).toBe(422);
    expect(noSuchRelease.body).toContain('pricing@ffffffffffff');
    const signalsDir = path.join(deployRoot, 'signals');
    expect(existsSync(signalsDir) ? readdirSync(signalsDir) : []).not.toContain('pricing@ffffffffffff.jsonl');
    // No ticket at all (curl's beacon): refused, whatever it says.
    const noTicket = await send(
      'POST',
      '/__signals',
      { 'Content-Type': 'text/plain' },
      JSON.stringify({ v: 1, releases, lcp: 1, inp: 1, cls: 0, errors: [] }),
    );
    expect(noTicket.status).toBe(400);
  });

  test('7. a repeated newsletter sign-up is answered exactly as a new one: nobody learns who is subscribed', async () => {
    const subscribe = (email: string) =>
      send('POST', '/api/newsletter', { ...fromThisSite, Accept: 'application/json' }, new URLSearchParams({ email }).toString());
    const address = `subscribed-${Date.now()}@example.com`;
    const first = await subscribe(address);
    const repeated = await subscribe(address);
    const stranger = await subscribe(`stranger-${Date.now()}@example.com`);
    for (const answer of [first, repeated, stranger]) {
      expect(answer.status).toBe(202);
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(repeated.body).toBe(stranger.body);
    // The subscriber got one e-mail, not two.
    await oneMailTo(address);
  });

  test('8. a confirmation repeats nothing the sender typed, and +tag variants share one limit across the forms', async () => {
    const stamp = Date.now();
    const target = `target-${stamp}@example.com`;
    const json = { ...fromThisSite, 'Content-Type': 'application/json', Accept: 'application/json' };
    const trial = (email: string, firstName: string) =>
      send(
        'POST',
        '/api/trial',
        json,
        JSON.stringify({
          firstName,
          lastName: 'Nguyen',
          email,
          phone: '0491 570 006',
          company: 'Banksia Community Care',
          abn: '98 765 432 122',
          industry: 'ndis',
          features: ['Roster & Schedule'],
          demo: 'yes',
        }),
      );
    const sent = await trial(target, 'Cheapmeds');
    expect(sent.status).toBe(202);
    const confirmation = await oneMailTo(target);
    expect(`${confirmation.parsed.subject ?? ''} ${confirmation.parsed.text ?? ''} ${String(confirmation.parsed.html)}`).not.toContain(
      'Cheapmeds',
    );

    // The mailbox has one limit (RATE_LIMIT_PER_EMAIL, 5 an hour), whatever its spelling and form.
    const mailbox = `limited-${stamp}`;
    const statuses: number[] = [];
    for (const tag of ['', '+a', '+b', '+c']) {
      statuses.push((await send('POST', '/api/newsletter', json, JSON.stringify({ email: `${mailbox}${tag}@Example.com` }))).status);
    }
    statuses.push((await trial(`${mailbox}+trial@example.com`, 'Sam')).status);
    const overLimit = await trial(`${mailbox.toUpperCase()}+again@example.com`, 'Sam');
    expect(statuses).toEqual([202, 202, 202, 202, 202]);
    expect(overLimit.status).toBe(429);
  });

  test('10. the health check shows no mail server address', async () => {
    const health = await send('GET', '/api/health', { Accept: 'application/json' });
    expect(health.status).toBe(200);
    expect(health.body).not.toMatch(/smtp:\/\/|smtps:\/\/|127\.0\.0\.1|localhost|outbox/i);
  });
});
