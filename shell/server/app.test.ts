/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { fragmentFileName, PRERENDER_DIR, SITE_ORIGIN_TOKEN, type PrerenderedRoute } from '@site/site-formats/fragments';
import type { PageRoute, PublishedDocument } from '@site/site-formats/routes';
import { pageRoute as page } from '@site/site-formats/test/page-route';
import { containerName, remoteNames, type RemoteName } from '@site/site-formats/topology';
import type { TrustProxySetting } from '@site/server-kit/trust-proxy';
import type { RemotesManifest } from '../shared/contract';
import { frameName } from '../shared/frames';
import { bucketOf, signedVisitorCookie } from '@site/releases/canary-bucket';
import { signPreviewToken } from '@site/releases/preview-token';
import { createShellServer } from './app';
import { PREVIEW_BANNER_STYLE_HASH } from './preview';
import { readRemotesManifest } from './remotesManifest';
import { REST_SHOWN_CSS } from './firstScreen';

/** The site's configured origin (PUBLIC_URL) in these tests. */
const SITE_ORIGIN = 'http://localhost:3000';
const PLAIN_PAGE_POLICY = "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const distDir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(distDir, 'main.abcdef0123.js'), 'console.log(1)');

/** A shell build with a prerendered frame (its own Coming soon page): pages composed on the server. */
const framedDistDir = mkdtempSync(path.join(tmpdir(), 'shell-dist-framed-'));
writeFileSync(path.join(framedDistDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
writeFileSync(path.join(framedDistDir, 'frame.0123456789.css'), 'header{color:red}main h1{margin:0}footer{padding:1rem}');
mkdirSync(path.join(framedDistDir, PRERENDER_DIR));
const comingSoonFrame = frameName({ slot: 'coming-soon', activeItem: null, back: true });
writeFileSync(
  path.join(framedDistDir, PRERENDER_DIR, fragmentFileName(comingSoonFrame)),
  JSON.stringify({
    path: comingSoonFrame,
    html: '<header>top bar</header><main id="main"><h1>Coming soon</h1><p>More</p></main><footer id="site-footer">footer</footer>',
    head: { title: 'Coming soon | Wattlecare', description: '' },
    structuredData: [],
  } satisfies PrerenderedRoute),
);

let mailApi: Server;
let mailApiUrl = '';

/** What each remote's live release publishes in its routes.json (tests change it to "deploy"). */
const initialRoutes: Record<RemoteName, PageRoute[]> = {
  marketing: [page('/', { title: 'Home' }), page('/terms-and-Conditions', { lastModified: '2025-07-30' })],
  resources: [
    page('/blogs', { kind: 'blog' }),
    page('/blog/protecting-participant-data', { kind: 'blog', aliases: ['/blogPost'], parent: '/blogs', lastModified: '2025-02-18' }),
    page('/addBlog', { indexable: false }),
    page('/article', { indexable: false }),
  ],
  pricing: [page('/pricing', { kind: 'pricing' })],
  forms: [page('/requestDemo', { title: 'Book a Demo' })],
};
let published = structuredClone(initialRoutes);
/** The documents each remote's live release lists in its routes.json, and their files on its server. */
const feed: PublishedDocument = {
  path: '/blog/feed.xml',
  file: 'documents/blog~feed.xml',
  contentType: 'application/rss+xml; charset=utf-8',
};
const initialDocuments: Partial<Record<RemoteName, PublishedDocument[]>> = { resources: [feed] };
const initialDocumentFiles = new Map([
  [
    `resources/${feed.file}`,
    `<rss><channel><link>${SITE_ORIGIN_TOKEN}/blogs</link><atom:link href="${SITE_ORIGIN_TOKEN}/blog/feed.xml"/></channel></rss>`,
  ],
]);
let publishedDocuments = structuredClone(initialDocuments);
let documentFiles = new Map<string, string | Buffer>(initialDocumentFiles);
const down = new Set<RemoteName>();
let remotesServer: Server;
let remotesOrigin = '';
/** The four remotes, each under its own folder of one real HTTP server. */
const remotesManifest = (): Promise<RemotesManifest> =>
  Promise.resolve({
    remotes: remoteNames.map((remote) => ({ name: containerName(remote), entry: `${remotesOrigin}/${remote}/mf-manifest.json` })),
  });

beforeAll(async () => {
  // A real HTTP server standing in for the mail API: it echoes what the proxy forwarded.
  const upstream = express();
  upstream.use(express.json());
  upstream.all('/{*path}', (req, res) => {
    res.status(201).json({
      method: req.method,
      url: req.originalUrl,
      body: req.body as unknown,
      forwardedFor: req.headers['x-forwarded-for'] ?? null,
      forwarded: req.headers.forwarded ?? null,
      realIp: req.headers['x-real-ip'] ?? null,
      forwardedProto: req.headers['x-forwarded-proto'] ?? null,
    });
  });
  mailApi = await new Promise<Server>((resolve) => {
    const server = upstream.listen(0, '127.0.0.1', () => resolve(server));
  });
  mailApiUrl = `http://127.0.0.1:${(mailApi.address() as AddressInfo).port}`;

  const remotes = express();
  // A staged pricing release (previewed below): it adds a page.
  remotes.get('/pricing-next/routes.json', (_req, res) => {
    res.json({ version: 1, routes: [...published.pricing, page('/pricing/enterprise', { kind: 'pricing' })] });
  });
  remotes.get('/:remote/routes.json', (req, res) => {
    const remote = req.params.remote as RemoteName;
    const documents = publishedDocuments[remote];
    if (down.has(remote)) res.destroy();
    else res.json({ version: 1, routes: published[remote], ...(documents ? { documents } : {}) });
  });
  remotes.get('/:remote/documents/:file', (req, res) => {
    const body = documentFiles.get(`${req.params.remote}/documents/${req.params.file}`);
    if (body === undefined)
      res.destroy(); // out of reach
    else res.type(typeof body === 'string' ? 'application/rss+xml' : 'image/png').send(body);
  });
  remotesServer = await new Promise<Server>((resolve) => {
    const server = remotes.listen(0, '127.0.0.1', () => resolve(server));
  });
  remotesOrigin = `http://127.0.0.1:${(remotesServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => mailApi.close(() => resolve()));
  await new Promise<void>((resolve) => remotesServer.close(() => resolve()));
});

afterEach(() => {
  published = structuredClone(initialRoutes);
  publishedDocuments = structuredClone(initialDocuments);
  documentFiles = new Map<string, string | Buffer>(initialDocumentFiles);
  down.clear();
});

function app(url = mailApiUrl, trustProxy: TrustProxySetting = false) {
  return createShellServer({
    publicUrl: SITE_ORIGIN,
    distDirs: () => Promise.resolve([distDir]),
    mailApiUrl: url,
    remotesManifest,
    trustProxy,
  });
}

/** What the stand-in mail API saw of a request the shell forwarded. */
interface Forwarded {
  method: string;
  url: string;
  body: unknown;
  forwardedFor: string | null;
  forwarded: string | null;
  realIp: string | null;
  forwardedProto: string | null;
}

const forwardedOf = (response: request.Response) => response.body as Forwarded;
/** supertest connects over loopback; Node reports it as IPv4 or IPv4-mapped IPv6. */
const loopbackClient = /^(::ffff:)?127\.0\.0\.1$|^::1$/;

describe('shell server', () => {
  it("publishes remotes.json, never cached, pointing at each remote on the site's own host, whatever Host was sent", async () => {
    const byHost = createShellServer({
      publicUrl: SITE_ORIGIN,
      distDirs: () => Promise.resolve([distDir]),
      mailApiUrl,
      remotesManifest: () => readRemotesManifest(new URL(SITE_ORIGIN).hostname, {}),
    });
    const response = await request(byHost).get('/remotes.json').set('Host', 'evil.example');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      remotes: [
        { name: 'mfe_marketing', entry: 'http://localhost:3001/mf-manifest.json' },
        { name: 'mfe_resources', entry: 'http://localhost:3002/mf-manifest.json' },
        { name: 'mfe_pricing', entry: 'http://localhost:3003/mf-manifest.json' },
        { name: 'mfe_forms', entry: 'http://localhost:3004/mf-manifest.json' },
      ],
    });
  });

  it('answers known pages with the app and 200, unknown ones with 404, both revalidated', async () => {
    const home = await request(app()).get('/').set('Accept', 'text/html');
    expect(home.status).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    // This shell build has no prerendered frames: the browser renders the page (never a blank one).
    expect(home.text).toContain('<div id="root"><site-island data-island="shell/ClientRenderedPage" data-hydrate="load">');
    expect((await request(app()).get('/pricing').set('Accept', 'text/html')).status).toBe(200);
    const unknown = await request(app()).get('/no-such-page').set('Accept', 'text/html');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('id="root"');
  });

  it('resolves a page request once: the release folders and the remotes manifest are each asked for once', async () => {
    let folderReads = 0;
    let manifestReads = 0;
    const counting = createShellServer({
      publicUrl: SITE_ORIGIN,
      distDirs: () => {
        folderReads += 1;
        return Promise.resolve([distDir]);
      },
      mailApiUrl,
      remotesManifest: () => {
        manifestReads += 1;
        return remotesManifest();
      },
    });
    const page = await request(counting).get('/pricing').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect({ folderReads, manifestReads }).toEqual({ folderReads: 1, manifestReads: 1 });
  });

  it("serves a page's stylesheet below its first screen from its own origin, cached for good; another shell makes it again for the page that asks", async () => {
    const framed = () =>
      createShellServer({ publicUrl: SITE_ORIGIN, distDirs: () => Promise.resolve([framedDistDir]), mailApiUrl, remotesManifest });
    const site = framed();
    const page = await request(site).get('/coming-soon').set('Accept', 'text/html');
    const href = /<link rel="stylesheet" href="(\/__styles\/page\.[0-9a-f]{10}\.css)"/.exec(page.text)?.[1];
    expect(href).toBeDefined();
    const stylesheet = await request(site).get(href ?? '');
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers['content-type']).toMatch(/^text\/css/);
    expect(stylesheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(stylesheet.text).toBe(`header{color:red}main h1{margin:0}footer{padding:1rem}\n${REST_SHOWN_CSS}`);
    // A shell that has not composed the page (a replica, a restart) composes the page that names it.
    const fromPage = await request(framed())
      .get(href ?? '')
      .set('Referer', `${SITE_ORIGIN}/coming-soon`);
    expect({ status: fromPage.status, css: fromPage.text }).toEqual({ status: 200, css: stylesheet.text });
    // Nothing to go on, another site's page, or a page that does not name it: not found.
    const stranger = (referer?: string) =>
      request(framed())
        .get(href ?? '')
        .set(referer ? { Referer: referer } : {});
    expect((await stranger()).status).toBe(404);
    expect((await stranger('https://evil.example/coming-soon')).status).toBe(404);
    const unnamed = await request(framed()).get('/__styles/page.0123456789.css').set('Referer', `${SITE_ORIGIN}/coming-soon`);
    expect(unnamed.status).toBe(404);
  });

  it('redirects variant spellings to the canonical address and old addresses to the new one, keeping the query', async () => {
    const demo = await request(app()).get('/requestdemo').set('Accept', 'text/html');
    expect(demo.status).toBe(301);
    expect(demo.headers.location).toBe('/requestDemo');
    const post = await request(app()).get('/blogpost?ref=home').set('Accept', 'text/html');
    expect(post.status).toBe(301);
    expect(post.headers.location).toBe('/blog/protecting-participant-data?ref=home');
  });

  it('answers a page a remote publishes from its next deploy on, and 404 once a rollback takes it out', async () => {
    const site = app();
    const newArticle = () => request(site).get('/blog/rostering-sleepovers').set('Accept', 'text/html');
    expect((await newArticle()).status).toBe(404);
    published.resources.push(page('/blog/rostering-sleepovers', { kind: 'blog', parent: '/blogs' }));
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the cache's burst window
    expect((await newArticle()).status).toBe(200);
    expect((await request(site).get('/sitemap.xml')).text).toContain('/blog/rostering-sleepovers</loc>');
    const table = await request(site).get('/routes.json');
    // Revalidated, not refetched: the same table answers 304 to its ETag.
    expect(table.headers['cache-control']).toBe('no-cache');
    const etag = table.headers.etag;
    expect(etag).toBeTruthy();
    expect((await request(site).get('/routes.json').set('If-None-Match', String(etag))).status).toBe(304);
    expect((table.body as { routes: { path: string; owner: string }[] }).routes).toContainEqual(
      expect.objectContaining({ path: '/blog/rostering-sleepovers', owner: 'resources' }),
    );
    published = structuredClone(initialRoutes);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await newArticle()).status).toBe(404);
  });

  it('keeps the last known routes of a remote that stopped answering; without any, an unknown path is a 503', async () => {
    const site = app();
    expect((await request(site).get('/pricing').set('Accept', 'text/html')).status).toBe(200);
    down.add('pricing');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await request(site).get('/pricing').set('Accept', 'text/html')).status).toBe(200);
    // A shell that never reached pricing cannot tell whether a path is one of its pages.
    const fresh = app();
    expect((await request(fresh).get('/pricing').set('Accept', 'text/html')).status).toBe(503);
    expect((await request(fresh).get('/requestDemo').set('Accept', 'text/html')).status).toBe(200);
    // The browser's copy of the table says which remote is missing (its page then asks again).
    expect((await request(fresh).get('/routes.json')).body).toMatchObject({ unavailableRemotes: ['pricing'] });
  });

  it("serves a live remote's document at its address: its content type, the site's origin filled in, revalidated", async () => {
    for (const accept of ['application/rss+xml', 'text/html']) {
      const response = await request(app()).get('/blog/feed.xml').set('Host', 'localhost:3000').set('Accept', accept);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toBe(
        '<rss><channel><link>http://localhost:3000/blogs</link><atom:link href="http://localhost:3000/blog/feed.xml"/></channel></rss>',
      );
    }
    const production = createShellServer({
      distDirs: () => Promise.resolve([distDir]),
      mailApiUrl,
      publicUrl: 'https://www.wattlecare.example.com',
      remotesManifest,
    });
    expect((await request(production).get('/blog/feed.xml')).text).toContain('<link>https://www.wattlecare.example.com/blogs</link>');
    const head = await request(app()).head('/blog/feed.xml');
    expect([head.status, head.headers['content-type']]).toEqual([200, 'application/rss+xml; charset=utf-8']);
    // Another spelling moves to the published one, as for pages; a document is no page of the sitemap.
    const variant = await request(app()).get('/Blog/Feed.xml?utm_source=reader');
    expect([variant.status, variant.headers.location]).toEqual([301, '/blog/feed.xml?utm_source=reader']);
    expect((await request(app()).get('/sitemap.xml')).text).not.toContain('feed.xml');
    expect((await request(app()).post('/blog/feed.xml')).status).toBe(404);
  });

  it("serves a page's share card (a binary document) byte for byte, as a PNG cached for good under its content-hashed name", async () => {
    const card: PublishedDocument = {
      path: '/social/blogs.0123456789.png',
      file: 'documents/social~blogs.0123456789.png',
      contentType: 'image/png',
    };
    // A PNG's signature, then bytes that are no UTF-8: decoded as text they would not survive.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00, 0xc3, 0x28, 0x24, 0x26]);
    publishedDocuments = { resources: [feed, card] };
    documentFiles.set(`resources/${card.file}`, png);
    const response = await request(app())
      .get(card.path)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(response.body as Buffer, png)).toBe(0);
  });

  it('answers 404 for a document once the release that published it is no longer live', async () => {
    const site = app();
    expect((await request(site).get('/blog/feed.xml')).status).toBe(200);
    publishedDocuments = {}; // a rollback to a release without the feed (its file may well still be on the CDN)
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the cache's burst window
    const gone = await request(site).get('/blog/feed.xml');
    expect(gone.status).toBe(404);
    expect(gone.headers['content-type']).not.toMatch(/rss/);
  });

  it("answers 503 with a short text while a live document's file cannot be fetched", async () => {
    documentFiles.clear();
    const response = await request(app()).get('/blog/feed.xml');
    expect(response.status).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toBe('/blog/feed.xml is unavailable right now. Please try again in a minute.');
    // The rest of the site is unaffected.
    expect((await request(app()).get('/blogs').set('Accept', 'text/html')).status).toBe(200);
  });

  it('caches content-hashed assets for a year', async () => {
    const asset = await request(app()).get('/main.abcdef0123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('forwards /api/* to the mail API untouched, naming the client by its connection', async () => {
    const response = await request(app()).post('/api/newsletter').send({ email: 'reader@example.com' });
    expect(response.status).toBe(201);
    const seen = forwardedOf(response);
    expect(seen).toMatchObject({ method: 'POST', url: '/api/newsletter', body: { email: 'reader@example.com' }, forwardedProto: 'http' });
    expect(seen.forwardedFor).toMatch(loopbackClient);
  });

  it('with no proxy configured, a made-up X-Forwarded-For (or Forwarded, X-Real-IP) changes nothing', async () => {
    const forged = await request(app())
      .post('/api/newsletter')
      .set('X-Forwarded-For', '203.0.113.9, 198.51.100.23')
      .set('Forwarded', 'for=192.0.2.60;proto=https')
      .set('X-Real-IP', '192.0.2.61')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: 'reader@example.com' });
    const seen = forwardedOf(forged);
    // One address, the socket's: the visitor's own header is gone, not appended to.
    expect(seen.forwardedFor).toMatch(loopbackClient);
    expect(seen).toMatchObject({ forwarded: null, realIp: null, forwardedProto: 'http' });
  });

  it('behind a configured proxy, the client is the address that proxy saw, not what the visitor wrote before it', async () => {
    // The load balancer (here on loopback) appends the address it saw to whatever the visitor sent.
    for (const trust of [1, ['loopback']] as const) {
      const response = await request(app(mailApiUrl, trust))
        .post('/api/newsletter')
        .set('X-Forwarded-For', '203.0.113.9, 198.51.100.23')
        .set('X-Forwarded-Proto', 'https')
        .send({ email: 'reader@example.com' });
      expect(forwardedOf(response)).toMatchObject({ forwardedFor: '198.51.100.23', forwardedProto: 'https' });
    }
    // A request that reaches the shell without the proxy: only the connection counts.
    const direct = await request(app(mailApiUrl, ['10.0.0.0/8']))
      .post('/api/newsletter')
      .set('X-Forwarded-For', '203.0.113.9')
      .send({});
    expect(forwardedOf(direct).forwardedFor).toMatch(loopbackClient);
  });

  it('answers 502 with a clear message when the mail API is down', async () => {
    const response = await request(app('http://127.0.0.1:9')).post('/api/newsletter').send({ email: 'reader@example.com' });
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ error: 'The mail service is unavailable. Please try again later.' });
  });

  it('sends security headers and no x-powered-by', async () => {
    const response = await request(app()).get('/').set('Accept', 'text/html');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    // Deliberately not same-origin: an arrival from another site keeps its warm process (app.ts says why).
    expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  it("gives each page a Content-Security-Policy that allows scripts only from itself and the remotes manifest's origins", async () => {
    const pricing = await request(app()).get('/pricing').set('Accept', 'text/html');
    const policy = String(pricing.headers['content-security-policy']);
    const directive = (name: string) => policy.split(';').find((part) => part.startsWith(`${name} `)) ?? '';
    const remotes = remotesOrigin;
    expect(directive('script-src')).toBe(`script-src 'self' 'inline-speculation-rules' ${remotes}`);
    expect(directive('connect-src')).toBe(`connect-src 'self' ${remotes}`);
    // This build has no inlined stylesheets: no hash sources (composePage.test checks them).
    expect(directive('style-src')).toBe(`style-src 'self' ${remotes}`);
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('sends a page compressed once and the same bytes again, in the encoding the browser accepts', async () => {
    const server = await new Promise<Server>((resolve) => {
      const listening = app().listen(0, '127.0.0.1', () => resolve(listening));
    });
    // Raw HTTP: clients like supertest or fetch would decompress the body.
    const get = (encoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const { port } = server.address() as AddressInfo;
        httpGet({ port, host: '127.0.0.1', path: '/pricing', headers: { accept: 'text/html', 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    try {
      const first = await get('br, gzip');
      const second = await get('br, gzip');
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers.vary).toMatch(/Accept-Encoding/i);
      expect(second.body.equals(first.body)).toBe(true);
      const html = brotliDecompressSync(first.body).toString();
      expect(html).toContain('<div id="root">');
      const gzipped = await get('gzip');
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.body).toString()).toBe(html);
      const plain = await get('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(html);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('lists every indexable page in sitemap.xml on the origin the visitor used, or the public URL when set', async () => {
    const local = await request(app()).get('/sitemap.xml').set('Host', 'localhost:3000');
    expect(local.status).toBe(200);
    expect(local.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...local.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain('http://localhost:3000/');
    expect(locs).toContain('http://localhost:3000/pricing');
    expect(locs).toContain('http://localhost:3000/blog/protecting-participant-data');
    expect(locs).toContain('http://localhost:3000/terms-and-Conditions');
    expect(local.text).toContain('<loc>http://localhost:3000/terms-and-Conditions</loc><lastmod>2025-07-30</lastmod>');
    expect(locs).not.toContain('http://localhost:3000/coming-soon');
    expect(locs).not.toContain('http://localhost:3000/addBlog');
    expect(locs).not.toContain('http://localhost:3000/article');
    expect(new Set(locs).size).toBe(locs.length);
    // Each listed page is one the server answers 200 (no redirect, no 404).
    for (const loc of locs) {
      const page = await request(app()).get(new URL(loc!).pathname).set('Accept', 'text/html');
      expect([loc, page.status]).toEqual([loc, 200]);
    }

    const production = createShellServer({
      distDirs: () => Promise.resolve([distDir]),
      mailApiUrl,
      publicUrl: 'https://www.wattlecare.example.com',
      remotesManifest,
    });
    expect((await request(production).get('/sitemap.xml')).text).toContain('<loc>https://www.wattlecare.example.com/pricing</loc>');
  });

  it('names its configured origin in every absolute URL whatever Host a request names, and answers a malformed Host', async () => {
    const site = app();
    const bodies = new Set<string>();
    for (const host of ['evil.example', 'localhost:3000', 'x:99999', '[::1', 'a b']) {
      for (const url of ['/', '/pricing', '/sitemap.xml', '/robots.txt', '/blog/feed.xml']) {
        const response = await request(site)
          .get(url)
          .set('Host', host)
          .set('Accept', url.endsWith('l') ? '*/*' : 'text/html');
        expect([host, url, response.status]).toEqual([host, url, 200]);
        expect(response.text).not.toContain('evil.example');
        expect(response.text).not.toContain('99999');
        if (url === '/sitemap.xml') expect(response.text).toContain(`<loc>${SITE_ORIGIN}/pricing</loc>`);
        if (url === '/') bodies.add(response.text);
      }
    }
    // The same bytes for every Host: one entry of the compressed-page cache, whichever Host is sent.
    expect(bodies.size).toBe(1);
  });

  it('has a robots.txt that points to the sitemap and keeps crawlers off the API and tools', async () => {
    const robots = await request(app()).get('/robots.txt').set('Host', 'localhost:3000');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('User-agent: *');
    expect(robots.text).toContain('Disallow: /api/');
    expect(robots.text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots.text).not.toMatch(/^Disallow: \/$/m);
  });
});

describe('preview of staged releases', () => {
  const secret = 'a-test-key';
  const PRICING_NEXT = 'c0ffee000001';
  const SHELL_NEXT = 'c0ffee000002';
  const nextShellDir = mkdtempSync(path.join(tmpdir(), 'shell-next-'));
  writeFileSync(
    path.join(nextShellDir, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(nextShellDir, 'main.0123456789.js'), 'console.log("next")');
  const preview = {
    secret: () => secret,
    locate: {
      shellDir: (version: string) => (version === SHELL_NEXT ? nextShellDir : null),
      remoteEntry: (part: string, version: string) =>
        part === 'pricing' && version === PRICING_NEXT
          ? { name: containerName('pricing'), entry: `${remotesOrigin}/pricing-next/mf-manifest.json` }
          : null,
    },
  };
  const previewApp = () =>
    createShellServer({ publicUrl: SITE_ORIGIN, distDirs: () => Promise.resolve([distDir]), mailApiUrl, remotesManifest, preview });
  const link = (releases: Array<{ part: string; release: string }>, options: { now?: number; lifetimeMs?: number } = {}, key = secret) =>
    `/__preview?token=${signPreviewToken(key, releases, options)}`;
  const html = (agent: request.Agent, url: string) => agent.get(url).set('Accept', 'text/html');

  it('gives the browser that opened the link the site with that release in it, and no one else', async () => {
    const server = previewApp();
    const previewer = request.agent(server);
    const opened = await previewer.get(link([{ part: 'pricing', release: PRICING_NEXT }]));
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe('/');
    expect(String(opened.headers['set-cookie'])).toMatch(/^site_preview=[\w.-]+; Path=\/; Expires=.*; HttpOnly; SameSite=Lax$/);

    // The remotes manifest names the staged release, the live one as its fallback; never stored, never indexed.
    const manifest = await previewer.get('/remotes.json');
    expect(manifest.headers['cache-control']).toBe('private, no-store');
    expect(manifest.headers['x-robots-tag']).toBe('noindex');
    expect((manifest.body as RemotesManifest).remotes.find((remote) => remote.name === containerName('pricing'))).toEqual({
      name: containerName('pricing'),
      entry: `${remotesOrigin}/pricing-next/mf-manifest.json`,
      fallback: `${remotesOrigin}/pricing/mf-manifest.json`,
    });
    // Its new page is in the route table and answers; the page says it is a preview, with a way out.
    const routes = (await previewer.get('/routes.json')).body as { routes: PageRoute[] };
    expect(routes.routes.map((route) => route.path)).toContain('/pricing/enterprise');
    const newPage = await html(previewer, '/pricing/enterprise');
    expect(newPage.status).toBe(200);
    expect(newPage.headers['cache-control']).toBe('private, no-store');
    expect(newPage.text).toContain('<p role="alert">Preview: you are seeing pricing release c0ffee000001 inside the live site.');
    expect(newPage.text).toContain('<form method="post" action="/__preview/exit"><button type="submit">Exit preview</button></form>');
    expect(String(newPage.headers['content-security-policy'])).toContain(PREVIEW_BANNER_STYLE_HASH);

    // Everyone else: the live site, and the sitemap stays live for the previewer too.
    expect((await html(request.agent(server), '/pricing/enterprise')).status).toBe(404);
    const live = await request(server).get('/remotes.json');
    expect(live.headers['cache-control']).toBe('no-store');
    expect(live.headers['x-robots-tag']).toBeUndefined();
    expect(JSON.stringify(live.body)).not.toContain('pricing-next');
    expect((await html(request.agent(server), '/pricing')).text).not.toContain('site-preview-banner');
    expect((await previewer.get('/sitemap.xml')).text).not.toContain('/pricing/enterprise');
  });

  it('adds a second link to the preview already open; a previewed shell serves its own files first', async () => {
    const previewer = request.agent(previewApp());
    await previewer.get(link([{ part: 'pricing', release: PRICING_NEXT }]));
    await previewer.get(link([{ part: 'shell', release: SHELL_NEXT }]));
    const page = await html(previewer, '/pricing/enterprise');
    expect(page.status).toBe(200);
    expect(page.text).toContain('you are seeing pricing release c0ffee000001, shell release c0ffee000002 inside the live site');
    expect((await previewer.get('/main.0123456789.js')).text).toBe('console.log("next")');
    expect((await request(previewApp()).get('/main.0123456789.js')).status).toBe(404);
  });

  it('answers a damaged, forged, expired or unknown link with a page that says so, and changes nothing', async () => {
    const server = previewApp();
    const cases: Array<[string, number, string]> = [
      ['/__preview?token=not-a-token', 400, 'incomplete or damaged'],
      [link([{ part: 'pricing', release: PRICING_NEXT }], {}, 'another-key'), 403, 'not issued by this site'],
      [link([{ part: 'pricing', release: PRICING_NEXT }], { now: Date.now() - 2 * 86_400_000 }), 410, 'has expired'],
      [link([{ part: 'pricing', release: 'deadbeef0000' }]), 404, 'a release this site does not have'],
    ];
    for (const [url, status, says] of cases) {
      const agent = request.agent(server);
      const refused = await agent.get(url);
      expect(refused.status).toBe(status);
      expect(refused.text).toContain('<h1>Preview link not valid</h1>');
      expect(refused.text).toContain(says);
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect(refused.headers['cache-control']).toBe('no-store');
      // A page with nothing to run or load: whatever the link put in it could do nothing.
      expect(refused.headers['content-security-policy']).toBe(PLAIN_PAGE_POLICY);
      expect((await html(agent, '/pricing/enterprise')).status).toBe(404);
    }
  });

  it('ignores a preview cookie that is forged or expired: the live site', async () => {
    const server = previewApp();
    const forged = signPreviewToken('another-key', [{ part: 'pricing', release: PRICING_NEXT }]);
    const expired = signPreviewToken(secret, [{ part: 'pricing', release: PRICING_NEXT }], { now: Date.now() - 2 * 86_400_000 });
    for (const token of [forged, expired, 'junk']) {
      const page = await html(request.agent(server), '/pricing/enterprise').set('Cookie', `site_preview=${token}`);
      expect(page.status).toBe(404);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('"Exit preview" clears the cookie and goes back to the page it was pressed on', async () => {
    const server = previewApp();
    const previewer = request.agent(server);
    await previewer.get(link([{ part: 'pricing', release: PRICING_NEXT }]));
    const left = await previewer
      .post('/__preview/exit')
      .set('Origin', SITE_ORIGIN)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Referer', `${SITE_ORIGIN}/pricing?plan=team`);
    expect(left.status).toBe(303);
    expect(left.headers.location).toBe('/pricing?plan=team');
    expect(String(left.headers['set-cookie'])).toMatch(
      /^site_preview=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
    expect((await html(previewer, '/pricing/enterprise')).status).toBe(404);
    // A Referer on another site, or a path a browser reads as another site's address, goes home.
    for (const referer of ['https://elsewhere.example/x', `${SITE_ORIGIN}//evil.example/x`, `${SITE_ORIGIN}/\\evil.example/x`]) {
      const away = await request(server).post('/__preview/exit').set('Origin', SITE_ORIGIN).set('Referer', referer);
      expect([referer, away.status, away.headers.location]).toEqual([referer, 303, '/']);
    }
  });

  it('is left only from a page of this site: a cross-site post is refused and the preview stays', async () => {
    const previewer = request.agent(previewApp());
    await previewer.get(link([{ part: 'pricing', release: PRICING_NEXT }]));
    for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, {}]) {
      const refused = await previewer.post('/__preview/exit').set(headers);
      expect([refused.status, refused.headers['set-cookie']]).toEqual([403, undefined]);
      expect(refused.headers['content-security-policy']).toBe(PLAIN_PAGE_POLICY);
    }
    expect((await html(previewer, '/pricing/enterprise')).status).toBe(200);
  });

  it('marks the preview cookie Secure when the site is served over https, even with TLS ended by a proxy in front', async () => {
    const server = createShellServer({
      publicUrl: 'https://www.wattlecare.example.com',
      distDirs: () => Promise.resolve([distDir]),
      mailApiUrl,
      remotesManifest,
      preview,
    });
    const opened = await request(server).get(link([{ part: 'pricing', release: PRICING_NEXT }]));
    expect(String(opened.headers['set-cookie'])).toMatch(/; Secure; /);
  });
});

describe('canary releases', () => {
  const PRICING_NEXT = 'c0ffee000001';
  const canary = { part: 'pricing', version: PRICING_NEXT, percent: 50 };
  const locate = {
    shellDir: () => null,
    remoteEntry: (part: string, version: string) =>
      part === 'pricing' && version === PRICING_NEXT
        ? { name: containerName('pricing'), entry: `${remotesOrigin}/pricing-next/mf-manifest.json` }
        : null,
  };
  let running: Array<typeof canary> = [canary];
  /** The key visitors' seeds are signed with (the preview key, in production). */
  const seedKey = 'canary-test-key';
  const canaryApp = () =>
    createShellServer({
      publicUrl: SITE_ORIGIN,
      distDirs: () => Promise.resolve([distDir]),
      mailApiUrl,
      remotesManifest,
      canaries: { running: () => Promise.resolve(running), locate, secret: () => seedKey },
    });
  /** Seeds shaped as the server makes them, one in the canary's half and one out of it. */
  const seeds = Array.from({ length: 50 }, (_, index) =>
    createHash('sha256').update(`seed ${index}`).digest().subarray(0, 16).toString('base64url'),
  );
  const inSeed = seeds.find((seed) => bucketOf(seed, `pricing@${PRICING_NEXT}`) < 5000) ?? '';
  const outSeed = seeds.find((seed) => bucketOf(seed, `pricing@${PRICING_NEXT}`) >= 5000) ?? '';
  /** The cookie as the server sets it: the seed and its signature. */
  const bucketCookie = (seed: string) => `site_bucket=${signedVisitorCookie(seedKey, seed)}`;
  const pricingEntry = async (agent: request.Agent) =>
    ((await agent.get('/remotes.json')).body as RemotesManifest).remotes.find((remote) => remote.name === containerName('pricing'))?.entry;

  afterEach(() => {
    running = [canary];
  });

  it('gives each visitor the release of their bucket, on every request: the manifest, the routes and the page agree', async () => {
    const server = canaryApp();
    const inside = request.agent(server).set('Cookie', bucketCookie(inSeed));
    const outside = request.agent(server).set('Cookie', bucketCookie(outSeed));
    for (let request_ = 0; request_ < 3; request_ += 1) {
      expect(await pricingEntry(inside)).toBe(`${remotesOrigin}/pricing-next/mf-manifest.json`);
      expect(await pricingEntry(outside)).toBe(`${remotesOrigin}/pricing/mf-manifest.json`);
    }
    expect((await inside.get('/pricing/enterprise').set('Accept', 'text/html')).status).toBe(200);
    expect((await outside.get('/pricing/enterprise').set('Accept', 'text/html')).status).toBe(404);
    const routes = await inside.get('/routes.json');
    expect(JSON.stringify(routes.body)).toContain('/pricing/enterprise');
    // A cache must never hand one visitor's answer to another.
    expect(routes.headers.vary).toContain('Cookie');
    expect((await inside.get('/pricing').set('Accept', 'text/html')).headers.vary).toBe('Cookie, Accept-Encoding');
  });

  it('gives a new visitor a random seed in a first-party cookie, kept 90 days, only while a canary runs', async () => {
    const first = await request(canaryApp()).get('/remotes.json');
    expect(String(first.headers['set-cookie'])).toMatch(
      /^site_bucket=[\w-]{22}\.[\w-]{22}; Max-Age=7776000; Path=\/; Expires=.*; HttpOnly; SameSite=Lax$/,
    );
    // The visitor keeps it: no new one on the next request.
    expect((await request(canaryApp()).get('/remotes.json').set('Cookie', bucketCookie(inSeed))).headers['set-cookie']).toBeUndefined();
    running = [];
    expect((await request(canaryApp()).get('/remotes.json')).headers['set-cookie']).toBeUndefined();
    expect(await pricingEntry(request.agent(canaryApp()).set('Cookie', bucketCookie(inSeed)))).toBe(
      `${remotesOrigin}/pricing/mf-manifest.json`,
    );
  });

  it('replaces a seed the site did not sign (a visitor picking their side) with a new signed one, as a malformed one', async () => {
    const forgedSignature = `${inSeed}.${'A'.repeat(22)}`;
    const otherKey = signedVisitorCookie('another-key', inSeed);
    for (const value of [inSeed, forgedSignature, otherKey, 'not-a-seed']) {
      const answer = await request(canaryApp()).get('/remotes.json').set('Cookie', `site_bucket=${value}`);
      const cookie = /^site_bucket=([^;]+);/.exec(String(answer.headers['set-cookie']))?.[1] ?? '';
      expect(cookie).toMatch(/^[\w-]{22}\.[\w-]{22}$/);
      expect(cookie.slice(0, 22)).not.toBe(inSeed);
    }
  });

  it('puts everyone on the live release when the canaries cannot be read', async () => {
    const broken = createShellServer({
      publicUrl: SITE_ORIGIN,
      distDirs: () => Promise.resolve([distDir]),
      mailApiUrl,
      remotesManifest,
      canaries: { running: () => Promise.reject(new Error('canary.json is not a canary file')), locate, secret: () => seedKey },
    });
    expect(await pricingEntry(request.agent(broken).set('Cookie', bucketCookie(inSeed)))).toBe(`${remotesOrigin}/pricing/mf-manifest.json`);
  });
});

describe('/metrics', () => {
  const withToken = () =>
    createShellServer({
      publicUrl: SITE_ORIGIN,
      distDirs: () => Promise.resolve([distDir]),
      mailApiUrl,
      remotesManifest,
      metrics: { token: 'operators-token' },
    });

  it('answers loopback with requests by route kind and the remote cache per remote', async () => {
    const shell = withToken();
    down.add('resources'); // its routes.json cannot be fetched
    await request(shell).get('/pricing').set('Accept', 'text/html');
    await request(shell).get('/main.abcdef0123.js');
    await request(shell).get('/blogs').set('Accept', 'text/html');
    const response = await request(shell).get('/metrics');
    expect(response.status).toBe(200);
    expect(response.text).toContain('http_requests_total{route_kind="page",method="GET",status="200",service="shell"} 1');
    // The blog's remote never answered: its page may be one of its routes (503, not 404).
    expect(response.text).toContain('http_requests_total{route_kind="page",method="GET",status="503",service="shell"} 1');
    expect(response.text).toContain('http_requests_total{route_kind="asset_immutable",method="GET",status="200",service="shell"} 1');
    expect(response.text).toContain('http_request_duration_seconds_count{service="shell",route_kind="page"} 2');
    expect(response.text).toMatch(/shell_remote_cache_requests_total\{remote="pricing",result="miss",service="shell"\} [1-9]/);
    expect(response.text).toMatch(/shell_remote_cache_requests_total\{remote="pricing",result="hit",service="shell"\} [1-9]/);
    expect(response.text).toMatch(/shell_remote_fetch_failures_total\{remote="resources",service="shell"\} [1-9]/);
    expect(response.text).toContain('shell_remote_fetch_failures_total{remote="pricing",service="shell"} 0');
  });

  it('refuses a request forwarded from elsewhere without the token, and answers it with the token', async () => {
    const behindProxy = createShellServer({
      publicUrl: SITE_ORIGIN,
      distDirs: () => Promise.resolve([distDir]),
      mailApiUrl,
      remotesManifest,
      trustProxy: ['loopback'],
      metrics: { token: 'operators-token' },
    });
    expect((await request(behindProxy).get('/metrics').set('X-Forwarded-For', '203.0.113.9')).status).toBe(404);
    expect((await request(withToken()).get('/metrics').set('X-Forwarded-For', '203.0.113.9')).status).toBe(404);
    const answered = await request(behindProxy)
      .get('/metrics')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('Authorization', 'Bearer operators-token');
    expect(answered.status).toBe(200);
    expect(answered.text).toContain('shell_remote_cache_requests_total');
  });
});
