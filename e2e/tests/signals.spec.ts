/**
 * Real-user signals (issue 31): each page view's beacon, as a visitor's browser sends it and the
 * shell's server keeps it. The decision it feeds is canary.spec's.
 */
import { readState, type Deployable } from '@site/releases/release-root';
import { signalsOf } from '@site/releases/signals';
import { deployRoot } from '../support/environment';
import { deployStatus } from '../support/harness';
import { isBeaconVitals } from '../support/pageHelpers';
import { expect, test } from '../support/test';

test('a page view sends one beacon when it is left: the releases of its parts get its LCP, INP and CLS; the vitals code is not part of the first load', async ({
  page,
}) => {
  const vitalsScripts: string[] = [];
  page.on('request', (request) => {
    if (isBeaconVitals(request.url())) vitalsScripts.push(request.url());
  });
  const response = await page.goto('/privacy-policy');
  const pageRemote = (await response?.headerValue('X-Composed-Remote')) as Deployable;
  const parts: Deployable[] = ['shell', pageRemote];
  const releases = parts.map((part) => ({ part, release: readState(deployRoot, part).current ?? '' }));
  const meta = page.locator('meta[name="site-releases"]');
  const named = await meta.getAttribute('content');
  for (const { part, release } of releases) expect(named).toContain(`${part}@${release}`);
  // The page-view ticket its beacon brings back: without it nothing counts.
  const ticket = (await meta.getAttribute('data-ticket')) ?? '';
  expect(ticket).toMatch(/^[\w-]+\.[\w-]+$/);
  // Loaded and idle, nothing fetched the vitals code: a visitor who does nothing never pays for it.
  await page.waitForLoadState('networkidle');
  expect(vitalsScripts).toEqual([]);

  // The visitor is at the page: the vitals code comes, and a tap gives INP something to measure.
  await page.mouse.move(200, 300);
  await expect.poll(() => vitalsScripts.length).toBe(1);
  const product = page.getByRole('button', { name: 'Product' });
  await product.click();
  await expect(product).toHaveAttribute('aria-expanded', 'true');
  await product.click();

  const left = Date.now();
  await page.goto('/faq');
  // Kept for each part of the page, by release: one page view, with its vitals and no error.
  for (const { part, release } of releases) {
    await expect.poll(async () => (await signalsOf(deployRoot, part, release, left)).pageViews).toBe(1);
    const signals = await signalsOf(deployRoot, part, release, left);
    expect(signals).toMatchObject({ errorViews: 0 });
    expect(signals.lcpP75).toBeGreaterThan(0);
    expect(signals.inpP75).toBeGreaterThan(0);
    expect(signals.clsP75).toBeGreaterThanOrEqual(0);
  }
  // Another site's page cannot add to them, even holding a ticket of ours; nor can a ticket be made up.
  const namedReleases = (named ?? '').split(' ').map((pair) => ({ part: pair.split('@')[0], release: pair.split('@')[1] }));
  const beaconWith = (withTicket: string) =>
    JSON.stringify({ v: 1, ticket: withTicket, releases: namedReleases, lcp: 1, inp: 1, cls: 0, errors: [] });
  const crossSite = await page.request.post('/__signals', {
    headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
    data: beaconWith(ticket),
  });
  expect(crossSite.status()).toBe(403);
  const madeUp = await page.request.post('/__signals', { headers: { 'content-type': 'text/plain' }, data: beaconWith(`${ticket}x`) });
  expect(madeUp.status()).toBe(403);
  for (const { part, release } of releases) expect((await signalsOf(deployRoot, part, release, left)).pageViews).toBe(1);

  // And shown to the team.
  const [shell] = releases;
  expect(deployStatus()).toMatch(
    new RegExp(`signals +shell ${shell?.release} \\(live\\): \\d+ page views, errors [\\d.]+%, p75 LCP \\d+ ms`),
  );
});
