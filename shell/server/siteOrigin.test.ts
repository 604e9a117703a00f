/**
 * @jest-environment node
 */
import express from 'express';
import fc from 'fast-check';
import request from 'supertest';
import { firstPartyCookie, fromThisSite, isSitePath, refererPath, setSiteOrigins, siteOriginsFrom, sitePathOr } from './siteOrigin';

const SITE = 'https://www.example.com';

/** Where a browser on a page of the site goes with this Location (the WHATWG URL parser, as browsers read it). */
const landsOn = (location: string) => new URL(location, `${SITE}/pricing/plans`).origin;

/** Characters a hostile redirect target is made of: slashes both ways, schemes, hosts, controls, encodings. */
const targetText = fc
  .array(
    fc.oneof(
      fc.constantFrom('/', '//', '\\', ':', '@', '.', '%2F', '%5C', '%2E', 'evil.example', 'https:', 'javascript:', '?', '#', 'pricing'),
      fc.constantFrom('\t', '\n', '\r', '\u0000', '\u001f', '\u007f', ' ', '\u3000', '\uff0f', '\u2215'),
      fc.string({ maxLength: 4 }),
    ),
    { maxLength: 10 },
  )
  .map((pieces) => pieces.join(''));

describe('redirect targets', () => {
  it.each(['/', '/pricing', '/pricing?plan=team', '/blog/a-post#comments', '/search?q=%2F%2Fx'])(
    'keeps a path of this site: %s',
    (path) => {
      expect(isSitePath(path)).toBe(true);
      expect(sitePathOr(path)).toBe(path);
    },
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
    '/\t/evil.example',
    'pricing',
    '',
  ])('sends anything a browser reads as another address home: %j', (target) => {
    expect(isSitePath(target)).toBe(false);
    expect(sitePathOr(target)).toBe('/');
  });

  it('property: whatever the target, a browser following the redirect stays on the site (fast-check)', () => {
    fc.assert(
      fc.property(targetText, (target) => {
        expect(landsOn(sitePathOr(target))).toBe(SITE);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('what a request says about where it came from', () => {
  const origins = siteOriginsFrom(`${SITE}/`, ['http://localhost:3000', 'http://127.0.0.1:3000']);
  const app = express();
  setSiteOrigins(app, origins);
  app.post('/probe', (req, res) => {
    res.json({ path: refererPath(req), fromThisSite: fromThisSite(req), cookie: firstPartyCookie(req) });
  });

  it('reads the site origins from configuration, the public one first, and refuses one it cannot write', () => {
    expect(origins).toEqual({ canonical: SITE, accepted: [SITE, 'http://localhost:3000', 'http://127.0.0.1:3000'] });
    for (const bad of ['www.example.com', 'ftp://example.com', 'https://example.com/shop', 'https://user@example.com', 'javascript:x']) {
      expect(() => siteOriginsFrom(bad)).toThrow(/PUBLIC_URL must be an http\(s\) origin/);
    }
  });

  it.each([
    ['a page of the site', { Referer: `${SITE}/pricing?plan=team`, Origin: SITE }, '/pricing?plan=team', true],
    ['a local name of the shell', { Referer: 'http://127.0.0.1:3000/blogs', 'Sec-Fetch-Site': 'same-origin' }, '/blogs', true],
    ['another site', { Referer: 'https://evil.example/pricing', Origin: 'https://evil.example' }, null, false],
    ['a path that is another host', { Referer: `${SITE}//evil.example/x`, Origin: SITE }, null, true],
    ['a cross-site fetch', { Referer: `${SITE}/x`, 'Sec-Fetch-Site': 'cross-site', Origin: SITE }, '/x', false],
    ['an opaque origin', { Origin: 'null' }, null, false],
    ['nothing at all', {}, null, false],
  ])('%s', async (_what, headers: Record<string, string>, path, same) => {
    const answer = await request(app).post('/probe').set(headers);
    expect(answer.body).toMatchObject({ path, fromThisSite: same });
  });

  it('marks its cookies Secure when the site is served over https, even when TLS ended before this server', async () => {
    const answer = await request(app).post('/probe');
    expect(answer.body).toMatchObject({ cookie: { httpOnly: true, sameSite: 'lax', secure: true, path: '/' } });
  });

  it('property: any Referer gives a path on the site or none, and any Origin but the site’s is refused (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          targetText.map((text) => `${SITE}${text}`),
        ),
        fc.oneof(
          fc.webUrl().map((url) => new URL(url).origin),
          fc.constant(SITE),
        ),
        async (referer, origin) => {
          // Only characters a client can send in a header (Node refuses the others before sending).
          fc.pre(/^[\t\u0020-\u007e]*$/.test(referer));
          const answer = await request(app).post('/probe').set({ Referer: referer, Origin: origin });
          const { path, fromThisSite: same } = answer.body as { path: string | null; fromThisSite: boolean };
          if (path !== null) expect(landsOn(path)).toBe(SITE);
          expect(same).toBe(origin === SITE);
        },
      ),
      { numRuns: 300 },
    );
  });
});
