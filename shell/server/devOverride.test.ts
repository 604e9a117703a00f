/**
 * @jest-environment node
 *
 * A dev override on the deployed site (issue 56, point 3): one browser gets one part from its own
 * dev server, the shell's server never fetches from that address, and everyone else gets the live site.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { DEV_OVERRIDE_COOKIE, signDevOverrideToken } from '@site/releases/dev-override-token';
import { signPreviewToken } from '@site/releases/preview-token';
import { fragmentFileName, publishedIslandFile, type PrerenderedIsland, type PrerenderedRoute } from '@site/site-formats/fragments';
import type { PageRoute } from '@site/site-formats/routes';
import { pageRoute as page } from '@site/site-formats/test/page-route';
import { containerName, remoteNames, type RemoteName } from '@site/site-formats/topology';
import { PAGE_SLOT_MARKER, REMOTES_MANIFEST_ELEMENT_ID, type RemotesManifest } from '../shared/contract';
import { allFrameVariants, frameName } from '../shared/frames';
import { createShellServer, type ShellServerOptions } from './app';
import { DEV_OVERRIDE_BANNER_STYLE_HASH } from './devOverride';
import { PREVIEW_BANNER_STYLE_HASH } from './preview';

/** The site's configured origin (PUBLIC_URL) in these tests. */
const SITE_ORIGIN = 'http://localhost:3000';

const secret = 'a-test-key';

// The shell's build: a template and a frame for every route, with a slot for pricing's island.
const distDir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>t</title><script defer src=/main.abcdef0123.js></script></head><body><div id=root></div></body></html>',
);
writeFileSync(path.join(distDir, 'main.abcdef0123.js'), 'console.log(1)');
mkdirSync(path.join(distDir, 'prerender'));
for (const variant of allFrameVariants()) {
  const name = frameName(variant);
  const frame: PrerenderedRoute = {
    path: name,
    html:
      `<header>top bar</header><main><div data-page-slot="">${PAGE_SLOT_MARKER}</div></main><footer id="site-footer">` +
      `<site-island data-island="pricing/PricingPlans" data-hydrate="visible" data-compose="">plans placeholder</site-island></footer>`,
    head: { title: '', description: '' },
    structuredData: [],
  };
  writeFileSync(path.join(distDir, 'prerender', fragmentFileName(name)), JSON.stringify(frame));
}

const published: Record<RemoteName, PageRoute[]> = {
  marketing: [page('/', { title: 'Home' })],
  resources: [page('/blogs', { kind: 'blog' })],
  pricing: [page('/pricing', { kind: 'pricing' })],
  forms: [page('/requestDemo', { title: 'Book a Demo' })],
};

/** Every request the live remotes' server got, and every connection a developer's dev server got. */
const remoteRequests: string[] = [];
const devServerHits: string[] = [];
let remotesServer: Server;
let remotesOrigin = '';
let devServer: Server;
/** A developer's dev server: the shell's server must never reach it. */
let devOrigin = '';

const remotesManifest = (): Promise<RemotesManifest> =>
  Promise.resolve({
    remotes: remoteNames.map((remote) => ({ name: containerName(remote), entry: `${remotesOrigin}/${remote}/mf-manifest.json` })),
  });

beforeAll(async () => {
  const remotes = express();
  remotes.use((req, _res, next) => {
    remoteRequests.push(req.path);
    next();
  });
  remotes.get('/marketing-next/routes.json', (_req, res) => {
    res.json({ version: 1, routes: [...published.marketing, page('/about-next')] });
  });
  remotes.get('/:remote/routes.json', (req, res) => {
    res.json({ version: 1, routes: published[req.params.remote as RemoteName] });
  });
  remotes.get('/pricing/mf-manifest.json', (_req, res) => {
    res.json({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { path: './Pages', assets: { css: { sync: [], async: [] } } },
        { path: './islands/PricingPlans', assets: { css: { sync: [], async: [] } } },
      ],
    });
  });
  remotes.get(`/pricing/prerender/${fragmentFileName('/pricing')}`, (_req, res) => {
    res.json({
      path: '/pricing',
      html: '<section><h1>LIVE PRICING</h1></section>',
      head: { title: 'Pricing | Wattlecare', description: 'Plans' },
      structuredData: [],
      styles: [],
    } satisfies PrerenderedRoute);
  });
  remotes.get(`/pricing/${publishedIslandFile('PricingPlans')}`, (_req, res) => {
    res.json({
      name: 'PricingPlans',
      html: '<site-island data-island="pricing/PricingPlans">LIVE PLANS</site-island>',
    } satisfies PrerenderedIsland);
  });
  remotesServer = await new Promise<Server>((resolve) => {
    const server = remotes.listen(0, '127.0.0.1', () => resolve(server));
  });
  remotesOrigin = `http://127.0.0.1:${(remotesServer.address() as AddressInfo).port}`;

  const dev = express();
  dev.use((req, res) => {
    devServerHits.push(`request ${req.method} ${req.url}`);
    res.json({});
  });
  devServer = await new Promise<Server>((resolve) => {
    const server = dev.listen(0, '127.0.0.1', () => resolve(server));
  });
  devServer.on('connection', () => devServerHits.push('connection'));
  devOrigin = `http://127.0.0.1:${(devServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => remotesServer.close(() => resolve()));
  await new Promise<void>((resolve) => devServer.close(() => resolve()));
});

beforeEach(() => {
  remoteRequests.length = 0;
  devServerHits.length = 0;
});

const overrideApp = (extra: Partial<ShellServerOptions> = {}) =>
  createShellServer({
    distDirs: () => Promise.resolve([distDir]),
    mailApiUrl: 'http://127.0.0.1:9',
    remotesManifest,
    publicUrl: SITE_ORIGIN,
    devOverride: { secret: () => secret },
    ...extra,
  });
const link = (override: { part: string; origin: string }, options: { now?: number; lifetimeMs?: number } = {}, key = secret) =>
  `/__dev-override?token=${signDevOverrideToken(key, override, options)}`;
const html = (agent: request.Agent | ReturnType<typeof request>, url: string) => agent.get(url).set('Accept', 'text/html');
const cookieFor = (override: { part: string; origin: string }, options: { now?: number; lifetimeMs?: number } = {}, key = secret) =>
  `${DEV_OVERRIDE_COOKIE}=${signDevOverrideToken(key, override, options)}`;

/** The page's remotes manifest data block, as the browser reads it. */
function manifestInPage(text: string): RemotesManifest {
  const match = new RegExp(`<script type="application/json" id="${REMOTES_MANIFEST_ELEMENT_ID}">(.*?)</script>`).exec(text);
  if (!match?.[1]) throw new Error('the page has no remotes manifest');
  return JSON.parse(match[1]) as RemotesManifest;
}

/** One directive's sources of the page's Content-Security-Policy. */
function cspSources(response: request.Response, directive: string): string[] {
  const policy = String(response.headers['content-security-policy']);
  const found = policy.split(';').find((part) => part.trim().startsWith(`${directive} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

describe('dev override of one part, for one browser', () => {
  it('opens from a signed link: an HttpOnly cookie until the link expires, then the home page', async () => {
    const before = Date.now();
    const opened = await request(overrideApp()).get(link({ part: 'pricing', origin: devOrigin }, { lifetimeMs: 3_600_000 }));
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe('/');
    expect(opened.headers['cache-control']).toBe('no-store');
    const setCookie = String(opened.headers['set-cookie']);
    expect(setCookie).toMatch(/^site_dev_override=[\w.-]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(setCookie)?.[1] ?? '');
    expect(expires).toBeGreaterThanOrEqual(Math.floor((before + 3_600_000) / 1000) * 1000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 3_600_000);
  });

  it('gives that browser the part from its dev server: never stored, a banner, the dev client, the CSP for it, and the server never reaches it', async () => {
    const developer = request.agent(overrideApp());
    await developer.get(link({ part: 'pricing', origin: devOrigin }));

    const pricing = await html(developer, '/pricing');
    expect(pricing.status).toBe(200);
    expect(pricing.headers['cache-control']).toBe('private, no-store');
    expect(pricing.headers['x-robots-tag']).toBe('noindex');
    // The server sends none of the part's HTML: the browser renders the page from the dev server.
    expect(pricing.headers['x-composed-remote']).toBe('none');
    expect(pricing.text).not.toContain('LIVE PRICING');
    expect(pricing.text).toContain('data-island="shell/RemotePage"');
    // Its published island elsewhere in the page is left for the browser too.
    expect(pricing.text).toContain('plans placeholder');
    expect(pricing.text).not.toContain('LIVE PLANS');

    // The remotes manifest in the page: the part's entry is the dev server's, for the browser only, with no fallback.
    const inPage = manifestInPage(pricing.text);
    expect(inPage.remotes.find((remote) => remote.name === containerName('pricing'))).toEqual({
      name: containerName('pricing'),
      entry: `${devOrigin}/mf-manifest.json`,
      dev: 'browser',
    });
    expect(inPage.remotes.find((remote) => remote.name === containerName('forms'))?.entry).toBe(`${remotesOrigin}/forms/mf-manifest.json`);

    // The dev client first in the head; its origin may serve scripts and its socket may connect.
    expect(pricing.text).toMatch(new RegExp(`<head><script src="${devOrigin}/__dev/client\\.js"></script>`));
    expect(cspSources(pricing, 'script-src')).toContain(devOrigin);
    expect(cspSources(pricing, 'connect-src')).toContain(devOrigin.replace(/^http:/, 'ws:'));
    expect(cspSources(pricing, 'style-src')).toContain(DEV_OVERRIDE_BANNER_STYLE_HASH);

    // The banner: which part comes from where, announced, with a way out.
    expect(pricing.text).toContain('<div class="site-dev-override-banner" role="region" aria-label="Dev override">');
    expect(pricing.text).toContain(`<p role="alert">Dev override: pricing comes from ${devOrigin} in this browser only.</p>`);
    expect(pricing.text).toContain(
      '<form method="post" action="/__dev-override/exit"><button type="submit">Exit dev override</button></form>',
    );

    // Every page says so; /remotes.json gives the same manifest; the route table stays the live one.
    const home = await html(developer, '/');
    expect(home.text).toContain('Dev override: pricing comes from');
    expect(home.headers['cache-control']).toBe('private, no-store');
    const manifest = await developer.get('/remotes.json');
    expect(manifest.headers['cache-control']).toBe('private, no-store');
    expect((manifest.body as RemotesManifest).remotes).toEqual(inPage.remotes);
    const routes = (await developer.get('/routes.json')).body as { routes: PageRoute[] };
    expect(routes.routes.map((route) => route.path).sort()).toEqual(['/', '/blogs', '/coming-soon', '/pricing', '/requestDemo', '/search']);
    // A static file of the shell, a missing page: no response to this browser is stored.
    expect((await developer.get('/main.abcdef0123.js')).headers['cache-control']).toBe('private, no-store');
    expect((await html(developer, '/nowhere')).headers['cache-control']).toBe('private, no-store');

    // The dev server was never asked for anything (the browser asks it, the server does not),
    // while the live remotes' routes were read as ever.
    expect(devServerHits).toEqual([]);
    expect(remoteRequests).toContain('/pricing/routes.json');
  });

  it('loads the dev client of a localhost dev server and allows its socket', async () => {
    const page = await html(request(overrideApp()), '/pricing').set(
      'Cookie',
      cookieFor({ part: 'pricing', origin: 'http://localhost:3003' }),
    );
    expect(page.text).toContain('<script src="http://localhost:3003/__dev/client.js"></script>');
    expect(cspSources(page, 'script-src')).toContain('http://localhost:3003');
    expect(cspSources(page, 'connect-src')).toContain('ws://localhost:3003');
    expect(manifestInPage(page.text).remotes).toContainEqual({
      name: 'mfe_pricing',
      entry: 'http://localhost:3003/mf-manifest.json',
      dev: 'browser',
    });
  });

  it('leaves everyone else on the live site', async () => {
    const server = overrideApp();
    await request.agent(server).get(link({ part: 'pricing', origin: devOrigin }));
    const live = await html(request(server), '/pricing');
    expect(live.status).toBe(200);
    expect(live.headers['cache-control']).toBe('no-cache');
    expect(live.headers['x-robots-tag']).toBeUndefined();
    expect(live.headers['x-composed-remote']).toBe('pricing');
    expect(live.text).toContain('LIVE PRICING');
    expect(live.text).toContain('LIVE PLANS');
    expect(live.text).not.toContain('site-dev-override-banner');
    expect(live.text).not.toContain('__dev/client.js');
    expect(String(live.headers['content-security-policy'])).not.toContain(devOrigin);
    expect(String(live.headers['content-security-policy'])).not.toContain('ws:');
    expect(manifestInPage(live.text).remotes.find((remote) => remote.name === 'mfe_pricing')).toEqual({
      name: 'mfe_pricing',
      entry: `${remotesOrigin}/pricing/mf-manifest.json`,
    });
  });

  it('answers a damaged, forged or expired link with a page that says so, and changes nothing', async () => {
    const server = overrideApp();
    const override = { part: 'pricing', origin: devOrigin };
    const preview = signPreviewToken(secret, [{ part: 'pricing', release: 'c0ffee000001' }]);
    const cases: Array<[string, number, string]> = [
      ['/__dev-override?token=not-a-token', 400, 'incomplete or damaged'],
      ['/__dev-override', 400, 'incomplete or damaged'],
      [link(override, {}, 'another-key'), 403, 'not issued by this site'],
      // A preview link's token is no dev override, though the same key signed it.
      [`/__dev-override?token=${preview}`, 403, 'not issued by this site'],
      [link(override, { now: Date.now() - 13 * 3_600_000 }), 410, 'has expired'],
    ];
    for (const [url, status, says] of cases) {
      const agent = request.agent(server);
      const refused = await agent.get(url);
      expect(refused.status).toBe(status);
      expect(refused.text).toContain('<h1>Dev override link not valid</h1>');
      expect(refused.text).toContain(says);
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect(refused.headers['cache-control']).toBe('no-store');
      const page = await html(agent, '/pricing');
      expect(page.text).toContain('LIVE PRICING');
      expect(page.text).not.toContain('site-dev-override-banner');
    }
  });

  it('ignores a dev override cookie that is forged, expired, a preview token or junk: the live site', async () => {
    const server = overrideApp();
    const override = { part: 'pricing', origin: devOrigin };
    const preview = signPreviewToken(secret, [{ part: 'pricing', release: 'c0ffee000001' }]);
    for (const cookie of [
      cookieFor(override, {}, 'another-key'),
      cookieFor(override, { now: Date.now() - 13 * 3_600_000 }),
      `${DEV_OVERRIDE_COOKIE}=${preview}`,
      `${DEV_OVERRIDE_COOKIE}=junk`,
    ]) {
      const page = await html(request(server), '/pricing').set('Cookie', cookie);
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.text).toContain('LIVE PRICING');
      expect(page.text).not.toContain('site-dev-override-banner');
    }
  });

  it('is not served where no dev override is set up: the cookie means nothing there', async () => {
    const page = await html(
      request(
        createShellServer({
          publicUrl: SITE_ORIGIN,
          distDirs: () => Promise.resolve([distDir]),
          mailApiUrl: 'http://127.0.0.1:9',
          remotesManifest,
        }),
      ),
      '/pricing',
    ).set('Cookie', cookieFor({ part: 'pricing', origin: devOrigin }));
    expect(page.text).toContain('LIVE PRICING');
    expect(page.text).not.toContain('site-dev-override-banner');
  });

  it('combines with a preview: both banners, the previewed release and the dev server', async () => {
    const preview = {
      secret: () => secret,
      locate: {
        shellDir: () => null,
        remoteEntry: (part: string, version: string) =>
          part === 'marketing' && version === 'c0ffee000001'
            ? { name: containerName('marketing'), entry: `${remotesOrigin}/marketing-next/mf-manifest.json` }
            : null,
      },
    };
    const developer = request.agent(overrideApp({ preview }));
    await developer.get(`/__preview?token=${signPreviewToken(secret, [{ part: 'marketing', release: 'c0ffee000001' }])}`);
    await developer.get(link({ part: 'pricing', origin: devOrigin }));

    const page = await html(developer, '/about-next');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toContain('Preview: you are seeing marketing release c0ffee000001');
    expect(page.text).toContain(`Dev override: pricing comes from ${devOrigin}`);
    expect(cspSources(page, 'style-src')).toEqual(expect.arrayContaining([PREVIEW_BANNER_STYLE_HASH, DEV_OVERRIDE_BANNER_STYLE_HASH]));
    const remotes = manifestInPage(page.text).remotes;
    expect(remotes.find((remote) => remote.name === 'mfe_marketing')).toEqual({
      name: 'mfe_marketing',
      entry: `${remotesOrigin}/marketing-next/mf-manifest.json`,
      fallback: `${remotesOrigin}/marketing/mf-manifest.json`,
    });
    expect(remotes.find((remote) => remote.name === 'mfe_pricing')).toEqual({
      name: 'mfe_pricing',
      entry: `${devOrigin}/mf-manifest.json`,
      dev: 'browser',
    });
    expect(devServerHits).toEqual([]);
  });

  it('a second link replaces the first', async () => {
    const developer = request.agent(overrideApp());
    await developer.get(link({ part: 'pricing', origin: devOrigin }));
    await developer.get(link({ part: 'forms', origin: 'http://localhost:3004' }));
    const page = await html(developer, '/requestDemo');
    expect(page.text).toContain('Dev override: forms comes from http://localhost:3004 in this browser only.');
    expect(page.text).not.toContain('pricing comes from');
    const remotes = manifestInPage(page.text).remotes;
    expect(remotes.find((remote) => remote.name === 'mfe_pricing')?.entry).toBe(`${remotesOrigin}/pricing/mf-manifest.json`);
    expect(remotes.find((remote) => remote.name === 'mfe_forms')?.dev).toBe('browser');
  });
});

describe('"Exit dev override"', () => {
  const exit = (agent: request.Agent | ReturnType<typeof request>) => agent.post('/__dev-override/exit').set('Host', 'localhost:3000');

  it('clears the cookie and goes back to the page it was pressed on', async () => {
    const developer = request.agent(overrideApp());
    await developer.get(link({ part: 'pricing', origin: devOrigin }));
    const left = await exit(developer)
      .set('Origin', 'http://localhost:3000')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Referer', 'http://localhost:3000/pricing?plan=team');
    expect(left.status).toBe(303);
    expect(left.headers.location).toBe('/pricing?plan=team');
    expect(left.headers['cache-control']).toBe('private, no-store');
    expect(String(left.headers['set-cookie'])).toMatch(
      /^site_dev_override=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
    const page = await html(developer, '/pricing');
    expect(page.text).toContain('LIVE PRICING');
    expect(page.text).not.toContain('site-dev-override-banner');
  });

  it.each([
    ['another site', 'https://elsewhere.example/x'],
    ['a path that is another host', 'http://localhost:3000//evil.example/x'],
    ['a backslash path that is another host', 'http://localhost:3000/\\evil.example/x'],
    ['an encoded-looking one', 'http://localhost:3000//%2Fevil.example'],
    ['the dev override link itself', 'http://localhost:3000/__dev-override?token=abc'],
    ['not a URL', 'not a url'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('goes home from %s', async (_what, referer) => {
    const left = await exit(request(overrideApp())).set('Origin', 'http://localhost:3000').set('Referer', referer);
    expect(left.status).toBe(303);
    expect(left.headers.location).toBe('/');
  });

  it('goes home with no Referer; a same-origin Sec-Fetch-Site without an Origin will do', async () => {
    const left = await exit(request(overrideApp())).set('Sec-Fetch-Site', 'same-origin');
    expect(left.status).toBe(303);
    expect(left.headers.location).toBe('/');
  });

  it("accepts the site's public origin when a proxy changed the Host", async () => {
    const server = overrideApp({ publicUrl: 'https://www.example.com' });
    const left = await exit(request(server)).set('Origin', 'https://www.example.com').set('Referer', 'https://www.example.com/pricing');
    expect(left.status).toBe(303);
    expect(left.headers.location).toBe('/pricing');
  });

  it.each<[string, Record<string, string>]>([
    ['another site', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    ['another site, without Sec-Fetch-Site', { Origin: 'https://evil.example' }],
    ['another host of the site', { Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'same-site' }],
    ['an opaque origin', { Origin: 'null' }],
    ['the same host on another port', { Origin: 'http://localhost:4000' }],
    ['neither an Origin nor Sec-Fetch-Site', {}],
    ['a typed-in request', { 'Sec-Fetch-Site': 'none' }],
  ])('refuses a post from %s, and keeps the dev override', async (_what, headers) => {
    const developer = request.agent(overrideApp());
    await developer.get(link({ part: 'pricing', origin: devOrigin }));
    const refused = await exit(developer).set(headers).set('Referer', 'http://localhost:3000/pricing');
    expect(refused.status).toBe(403);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect(refused.text).toContain('Exit dev override');
    expect((await html(developer, '/pricing')).text).toContain('site-dev-override-banner');
  });
});
