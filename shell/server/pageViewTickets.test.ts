/**
 * @jest-environment node
 *
 * A page's ticket and its beacon through the whole server (app.ts, issue 57): the page names its
 * releases with a ticket, and only a beacon bringing it back counts. Pages stay shared while no canary
 * runs (one ticket per window); while one runs, every visitor has a signed seed and each page view its
 * own ticket, counted once, from that visitor only.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { RunningCanary } from '@site/releases/canary-bucket';
import type { Beacon } from '@site/releases/signals';
import { createShellServer } from './app';
import { SIGNALS_PATH } from '../shared/contract';

const SITE_ORIGIN = 'http://localhost:3000';
const SHELL_RELEASE = 'aaaaaaaaaaaa';
// The shell's build as the deploy root keeps it: its folder is named after its release.
const distDir = path.join(mkdtempSync(path.join(tmpdir(), 'shell-releases-')), SHELL_RELEASE);
mkdirSync(distDir);
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>',
);

let running: RunningCanary[] = [];
const key = 'page-view-tickets-test-key';

function site() {
  const recorded: Beacon[] = [];
  const server = createShellServer({
    publicUrl: SITE_ORIGIN,
    distDirs: () => Promise.resolve([distDir]),
    mailApiUrl: 'http://127.0.0.1:9',
    remotesManifest: () => Promise.resolve({ remotes: [] }),
    canaries: { running: () => Promise.resolve(running), locate: { shellDir: () => null, remoteEntry: () => null }, secret: () => key },
    signals: {
      record: (beacon) => Promise.resolve(void recorded.push(beacon)),
      metrics: () => Promise.resolve([]),
      secret: () => key,
      unknownReleases: (releases) => releases.filter(({ part, release }) => part !== 'shell' || release !== SHELL_RELEASE),
      canaryParts: () => Promise.resolve(new Set(running.map(({ part }) => part))),
    },
  });
  return { server, recorded };
}

/** The page's ticket, from its `<meta name="site-releases">`, and the cookie it set, if any. */
async function pageOf(server: ReturnType<typeof site>['server'], cookie?: string) {
  const asking = request(server).get('/').set('Accept', 'text/html').set('Accept-Encoding', 'identity');
  const response = await (cookie ? asking.set('Cookie', cookie) : asking);
  const meta = /<meta name="site-releases" content="([^"]*)" data-sample-rate="1" data-ticket="([^"]+)">/.exec(response.text);
  const setCookie = /^(site_bucket=[^;]+);/.exec(response.get('Set-Cookie')?.join('\n') ?? '')?.[1];
  return { releases: meta?.[1], ticket: meta?.[2] ?? '', setCookie };
}

const beaconOf = (ticket: string) =>
  JSON.stringify({ v: 1, ticket, releases: [{ part: 'shell', release: SHELL_RELEASE }], lcp: 900, inp: 40, cls: 0, errors: [] });
const sendBeacon = (server: ReturnType<typeof site>['server'], ticket: string, cookie?: string) => {
  const sending = request(server).post(SIGNALS_PATH).set('Content-Type', 'text/plain;charset=UTF-8').set('Sec-Fetch-Site', 'same-origin');
  return (cookie ? sending.set('Cookie', cookie) : sending).send(beaconOf(ticket));
};

afterEach(() => {
  running = [];
  jest.restoreAllMocks();
});

it('while no canary runs, every view of a page has the same ticket (its HTML stays shared), and its beacon counts', async () => {
  // Mid-window, whenever the test runs: the next window would have the next ticket.
  jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2031, 0, 1, 12, 5));
  const { server, recorded } = site();
  const first = await pageOf(server);
  expect(first.releases).toBe(`shell@${SHELL_RELEASE}`);
  expect(first.ticket).toMatch(/^[\w-]+\.[\w-]{43}$/);
  expect((await pageOf(server)).ticket).toBe(first.ticket);
  expect(first.setCookie).toBeUndefined();
  expect((await sendBeacon(server, first.ticket)).status).toBe(204);
  expect(recorded).toHaveLength(1);
});

it('while a canary runs, each page view has the visitor’s own ticket, counted once and only with their signed cookie', async () => {
  running = [{ part: 'pricing', version: 'bbbbbbbbbbbb', percent: 50 }];
  const { server, recorded } = site();
  // A new visitor gets a signed seed with their first page, and that page's ticket is already theirs.
  const first = await pageOf(server);
  const cookie = first.setCookie ?? '';
  expect(cookie).toMatch(/^site_bucket=[\w-]{22}\.[\w-]{22}$/);
  const second = await pageOf(server, cookie);
  expect(second.setCookie).toBeUndefined();
  expect(second.ticket).not.toBe(first.ticket);

  expect((await sendBeacon(server, first.ticket)).status).toBe(403); // no cookie: not that visitor
  const other = (await pageOf(server)).setCookie ?? '';
  expect((await sendBeacon(server, first.ticket, other)).status).toBe(403);
  expect((await sendBeacon(server, first.ticket, cookie)).status).toBe(204);
  expect((await sendBeacon(server, first.ticket, cookie)).status).toBe(409);
  expect((await sendBeacon(server, second.ticket, cookie)).status).toBe(204);
  expect(recorded).toHaveLength(2);
});

it('refuses the beacon of a page whose releases the beacon does not name, and a cookie seed the visitor made up', async () => {
  running = [{ part: 'pricing', version: 'bbbbbbbbbbbb', percent: 50 }];
  const { server, recorded } = site();
  // A made-up seed (the bare 22 characters, as cookies held before they were signed) is replaced.
  const madeUp = `site_bucket=${'M'.repeat(22)}`;
  const page = await pageOf(server, madeUp);
  expect(page.setCookie).toMatch(/^site_bucket=[\w-]{22}\.[\w-]{22}$/);
  expect(page.setCookie?.slice('site_bucket='.length, 'site_bucket='.length + 22)).not.toBe('M'.repeat(22));
  expect((await sendBeacon(server, page.ticket, madeUp)).status).toBe(403);
  const otherReleases = JSON.stringify({
    ...(JSON.parse(beaconOf(page.ticket)) as object),
    releases: [{ part: 'shell', release: 'ffffffffffff' }],
  });
  const refused = await request(server)
    .post(SIGNALS_PATH)
    .set('Cookie', page.setCookie ?? '')
    .send(otherReleases);
  expect([refused.status, refused.body]).toEqual([422, { error: 'This site has no release shell@ffffffffffff.' }]);
  expect(recorded).toEqual([]);
});
