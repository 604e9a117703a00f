import { expect, test } from '../support/test';
import { e2eEnv } from '../support/environment';
import { countRuntimeEvaluations, tallyScripts } from '../support/federationRuntime';
import { collectPageErrors, expectSameDocument, mainHeading, markDocument, openPanel } from '../support/pageHelpers';

test('the top bar reaches each of the four remotes; Back restores each page as it was, from the back/forward cache', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await expect(mainHeading(page)).toContainText('Rosters, participants and compliance');

  // marketing → resources → pricing → forms, each through the top bar
  await (await openPanel(page, 'About')).getByRole('link', { name: 'Our Story' }).click();
  await expect(page).toHaveURL(/\/our-story$/);
  await expect(mainHeading(page)).toHaveText('Our Story');
  await markDocument(page);

  await (await openPanel(page, 'Resources')).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(mainHeading(page)).toHaveText('BLOG');
  await markDocument(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(mainHeading(page)).toHaveText('PRICING');
  await markDocument(page);

  await page.getByRole('banner').getByRole('link', { name: 'Book a Demo' }).click();
  await expect(page).toHaveURL(/\/requestDemo$/);
  await expect(mainHeading(page)).toHaveText('Book a Demo');

  // and back through history, across remotes: each page is the very document the visitor left
  await page.goBack();
  await expect(mainHeading(page)).toHaveText('PRICING');
  await expectSameDocument(page);
  await page.goBack();
  await expect(mainHeading(page)).toHaveText('BLOG');
  await expectSameDocument(page);
  await page.getByRole('main').getByRole('link', { name: 'Back' }).click();
  await expect(mainHeading(page)).toHaveText('Our Story');
  await expectSameDocument(page);

  await page.getByRole('link', { name: 'Wattlecare home' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(errors).toEqual([]);
});

test('a link inside a remote opens the next page; Back shows the page as it was, its top item active', async ({ page }) => {
  await page.goto('/pricing');
  await expect(mainHeading(page)).toHaveText('PRICING');
  await markDocument(page);
  await page.getByRole('main').getByRole('article').first().getByRole('link', { name: 'Talk to an expert' }).click();
  await expect(page).toHaveURL(/\/salesPage$/);
  await expect(mainHeading(page)).toHaveText('Talk to an expert');
  await page.goBack();
  await expect(mainHeading(page)).toHaveText('PRICING');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectSameDocument(page);
});

test("React is fetched once: every remote uses the shell's React, react-dom and design system; no island page loads a router", async ({
  page,
  request,
}) => {
  // A stand-in for the React DevTools hook: every react-dom copy on the page registers with it.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onPostCommitFiberRoot() {},
      onCommitFiberUnmount() {},
    };
  });
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));

  for (const path of ['/', '/blogs', '/pricing', '/requestDemo']) {
    await page.goto(path);
    await expect(mainHeading(page)).toBeVisible();
  }
  await page.getByRole('link', { name: 'Sign Up' }).click();
  const trialDialog = page.getByRole('dialog', { name: 'Start your 7-day free trial' });
  await expect(trialDialog).toBeVisible();
  // The forms remote's dialog island too: it goes live on the first touch of its form.
  await trialDialog.getByLabel('First name').focus();
  await expect(trialDialog.locator('xpath=ancestor::site-island[1]')).toHaveAttribute('data-island-state', 'live');

  // Each remote's own copies of the shared libraries (from its manifest) were never requested.
  const remotes = (await (await request.get('/remotes.json')).json()) as { remotes: Array<{ entry: string }> };
  for (const { entry } of remotes.remotes) {
    const manifest = (await (await request.get(entry)).json()) as {
      shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
    };
    const base = new URL('.', entry).href;
    for (const shared of manifest.shared.filter((s) => s.name.startsWith('react') || s.name === '@site/ui')) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        expect(requested, `${base}${file} (${shared.name})`).not.toContain(base + file);
      }
    }
  }

  const reactState = await page.evaluate(() => {
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const providers = new Set<string>();
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          if (!name.startsWith('react') && name !== '@site/ui') continue;
          for (const [version, info] of Object.entries(versions)) if (info.loaded) providers.add(`${name}@${version} from ${info.from}`);
        }
      }
    }
    return { renderers: hook.renderers.size, providers: [...providers].sort() };
  });
  expect(reactState.renderers).toBe(1);
  expect(reactState.providers.every((p) => p.endsWith('from shell'))).toBe(true);
  expect(reactState.providers).toEqual(
    expect.arrayContaining(['react@19.3.1 from shell', 'react-dom@19.3.1 from shell', '@site/ui@0.1.0 from shell']),
  );
  // Islands read the document's address: React Router is for pages rendered whole in the browser
  // (resilience.spec checks the shell's copy serves those).
  expect(reactState.providers.filter((p) => p.startsWith('react-router'))).toEqual([]);
});

test("waking every island of a page with two remotes' islands (/blogs) runs one federation runtime: the remotes' entries use the shell's", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const runtimeEvaluations = await countRuntimeEvaluations(page);
  const scripts = tallyScripts(page);
  // The blog's chips (mfe-resources) and the footer's newsletter box (mfe-forms). (The home page's only
  // remote island now is the newsletter box: its blog posts are HTML.)
  await page.goto('/blogs');
  await expect(mainHeading(page)).toBeVisible();
  // A visitor who is there (the pointer moves), reads down to the footer and points at every part.
  await page.mouse.move(10, 300);
  await page.mouse.move(40, 320);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
  const islands = page.locator('site-island');
  for (const island of await islands.all()) await island.dispatchEvent('pointerover');
  await expect(page.locator('site-island:is([data-island-state="waiting"], [data-island-state="hydrating"])')).toHaveCount(0);
  await expect(page.locator('site-island[data-island-state="unavailable"]')).toHaveCount(0);
  // The free-trial dialog (mfe-forms) is one more remote module.
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Start your 7-day free trial' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const tally = await scripts();
  test.info().annotations.push({
    type: 'script on /blogs with every island awake',
    description: `${(tally.gzipBytes / 1024).toFixed(1)} KB gzip; federation runtime in ${tally.runtimeUrls.join(', ')}`,
  });
  // Two remotes started on the page (resources' blog chips, forms' newsletter and dialog)…
  const remoteEntries = tally.scripts.filter((script) => script.url.endsWith('/remoteEntry.js'));
  expect(remoteEntries.map((script) => new URL(script.url).port).sort()).toEqual([e2eEnv.RESOURCES_PORT, e2eEnv.FORMS_PORT].sort());
  // …and the one runtime that ran is the shell's, in its islands runtime.
  expect(tally.runtimeUrls, 'scripts holding a copy of the federation runtime').toEqual([
    expect.stringMatching(new RegExp(`^http://localhost:${e2eEnv.SHELL_PORT}/main\\.[0-9a-f]+\\.js$`)),
  ]);
  expect(tally.runtimeCopies).toBe(1);
  // Islands are React components, not parcels: single-spa stays for a page the browser renders whole.
  expect(tally.scripts.filter((script) => script.singleSpa).map((script) => script.url)).toEqual([]);
  expect(await runtimeEvaluations()).toBe(1);
  expect(errors).toEqual([]);
});

for (const [path, heading] of [
  ['/our-story', 'Our Story'],
  ['/blogs', 'BLOG'],
  ['/pricing', 'PRICING'],
  ['/salesPage', 'Talk to an expert'],
] as const) {
  test(`deep link and reload of ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(mainHeading(page)).toHaveText(heading);
    await page.reload();
    await expect(mainHeading(page)).toHaveText(heading);
    await expect(page).toHaveTitle(
      new RegExp(`${heading === 'BLOG' ? 'Blog' : heading === 'PRICING' ? 'Pricing' : heading} \\| Wattlecare`),
    );
  });
}

test('pointing at or focusing a link has the browser load its page before the click (Speculation Rules)', async ({ page }) => {
  // The browser's own record of its speculations (DevTools protocol). Chromium driven this way never
  // prerenders (PrerenderingDisabledByDevTools); it prefetches what it would have prerendered.
  const cdp = await page.context().newCDPSession(page);
  const ready = new Set<string>();
  cdp.on('Preload.prefetchStatusUpdated', ({ prefetchUrl, status }) => {
    if (status === 'Ready') ready.add(new URL(prefetchUrl).pathname);
  });
  await cdp.send('Preload.enable');
  const nav = page.getByRole('navigation', { name: 'Main' });

  await page.goto('/');
  await expect(mainHeading(page)).toContainText('Rosters, participants and compliance');
  expect([...ready]).toEqual([]); // nothing is fetched for links the visitor has not pointed at
  await nav.getByRole('link', { name: 'Pricing', exact: true }).hover();
  await expect.poll(() => ready.has('/pricing')).toBe(true); // before any click
  await expect(page).toHaveURL(/\/$/);

  // Keyboard users get the same: focus on "Book a Demo" loads its page.
  await page.getByRole('banner').getByRole('link', { name: 'Book a Demo' }).focus();
  await expect.poll(() => ready.has('/requestDemo')).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/requestDemo$/);
  await expect(mainHeading(page)).toBeVisible();
});

test('variant spellings resolve to one canonical URL', async ({ page }) => {
  await page.goto('/requestdemo');
  await expect(page).toHaveURL(/\/requestDemo$/);
  await expect(mainHeading(page)).toHaveText('Book a Demo');
  await page.goto('/PRICING?industry=ict');
  await expect(page).toHaveURL(/\/pricing\?industry=ict$/);
  await expect(mainHeading(page)).toHaveText('PRICING');
});

test('a menu label without a page falls back to /coming-soon', async ({ page }) => {
  await page.goto('/');
  await (await openPanel(page, 'Additional Features')).getByRole('link', { name: 'Integration' }).click();
  await expect(page).toHaveURL(/\/coming-soon$/);
  await expect(mainHeading(page)).toHaveText('Coming soon');
  await expect(page.locator('main img')).toBeVisible();
});

test('an unknown path answers 404 with a not-found page and a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(mainHeading(page)).toHaveText('Page not found');
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(mainHeading(page)).toContainText('Rosters, participants and compliance');
});

test('a remote also runs alone for its team: its own server serves a standalone page with its own router', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`http://localhost:${e2eEnv.PRICING_PORT}/pricing`);
  await expect(page.getByText('Standalone preview of mfe-pricing')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PRICING');
  await expect(page.getByRole('banner')).toHaveCount(0); // no shell top bar
  expect(errors).toEqual([]);
});

test('every id in a composed page is its own: the frame, the page and the islands, rendered apart, share none', async ({ request }) => {
  // The drawer's title once had the id of one of the page's section headings (`_R_5_`), and took its name.
  for (const path of ['/', '/pricing', '/blogs', '/requestDemo', '/product', '/contact-us']) {
    const html = await (await request.get(path)).text();
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id);
    expect(ids.length, path).toBeGreaterThan(10);
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      path,
    ).toEqual([]);
  }
});
