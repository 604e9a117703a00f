import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { mainHeading } from '../support/pageHelpers';
import { shellUrl } from '../support/environment';

/**
 * Every route arrives as HTML composed by the shell's server from the remotes' prerendered pages,
 * and the browser takes that HTML over (hydration) instead of painting the page again.
 */

const oneRoutePerOwner = [
  {
    path: '/roster-management',
    owner: 'marketing',
    heading: 'Build a fortnight of shifts in minutes, not a Friday afternoon',
    jsonLd: 'FAQPage',
  },
  { path: '/faq', owner: 'resources', heading: 'Frequently Asked Questions', jsonLd: 'FAQPage' },
  {
    path: '/blogPost',
    owner: 'resources',
    heading: 'Protecting participant data: the security basics every NDIS provider needs',
    jsonLd: 'BlogPosting',
  },
  { path: '/pricing', owner: 'pricing', heading: 'PRICING', jsonLd: 'SoftwareApplication' },
  { path: '/requestDemo', owner: 'forms', heading: 'Book a Demo', jsonLd: null },
  { path: '/', owner: 'marketing', heading: 'Rosters, participants and compliance, finally in one place', jsonLd: 'Organization' },
] as const;

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'");

for (const route of oneRoutePerOwner) {
  test(`${route.path} (${route.owner}) arrives as HTML with its heading, title, description, canonical URL and structured data`, async ({
    request,
  }) => {
    const response = await request.get(route.path, { headers: { Accept: 'text/html' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['x-composed-remote']).toBe(route.owner);
    const html = await response.text();
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
    expect(textOf(h1)).toBe(route.heading);
    expect(textOf(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toMatch(/\S.* \| Wattlecare$|^Wattlecare/);
    expect(/<meta name="description" content="([^"]{50,})">/.exec(html)).not.toBeNull();
    expect(html.match(/<meta name="?description/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${shellUrl}${route.path}">`);
    expect(html).toContain('<meta property="og:title"');
    // The shell's frame is there too: the top bar and the footer, before any script runs.
    expect(html).toMatch(/<header[^>]*>[\s\S]*Book a Demo[\s\S]*<\/header>/);
    expect(html).toContain('<footer');
    if (route.jsonLd) expect(html).toContain(`"@type":"${route.jsonLd}"`);
  });
}

test('the styles inlined in a page are minified: no comments, no indentation (they were 22% of the CSS on /)', async ({ request }) => {
  for (const path of ['/', '/pricing', '/blogs']) {
    const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
    expect(css.length, path).toBeGreaterThan(10_000);
    expect(css, path).not.toContain('/*');
    expect(css, path).not.toMatch(/\n\s{2}/);
  }
});

test('an unknown path is a real 404 page, and a variant spelling redirects to the canonical address', async ({ request }) => {
  const missing = await request.get('/no-such-page', { headers: { Accept: 'text/html' } });
  expect(missing.status()).toBe(404);
  expect(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await missing.text())?.[1] ?? '')).toBe('Page not found');
  const variant = await request.get('/requestdemo', { headers: { Accept: 'text/html' }, maxRedirects: 0 });
  expect(variant.status()).toBe(301);
  expect(variant.headers().location).toBe('/requestDemo');
});

/** Remembers the page's <h1> and top bar as the HTML parser built them, before any script ran. */
async function rememberServerNodes(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const marked = window as unknown as { serverHeading?: Element | null; serverBanner?: Element | null };
      marked.serverHeading = document.querySelector('main h1');
      marked.serverBanner = document.querySelector('header');
    });
  });
}

const sameNodesAsServer = (page: Page) =>
  page.evaluate(() => {
    const marked = window as unknown as { serverHeading?: Element | null; serverBanner?: Element | null };
    return {
      heading: Boolean(marked.serverHeading) && marked.serverHeading === document.querySelector('main h1'),
      banner: Boolean(marked.serverBanner) && marked.serverBanner === document.querySelector('header'),
    };
  });

for (const route of oneRoutePerOwner) {
  test(`${route.path}: islands hydrate the server's HTML, keeping its nodes, with no React error`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await rememberServerNodes(page);
    await page.goto(route.path);
    await expect(mainHeading(page)).toHaveText(route.heading);
    // The top bar's search box wakes on the visitor's first move over it and takes over its server HTML.
    await page.getByRole('banner').getByRole('combobox', { name: 'Search the site' }).hover();
    await expect(page.locator('site-island[data-island="shell/SearchBox"]').first()).toHaveAttribute('data-island-state', 'live');
    await page.waitForLoadState('networkidle');
    expect(await sameNodesAsServer(page)).toEqual({ heading: true, banner: true });
    expect(problems).toEqual([]);
  });
}

test('the hydrated page is live: the pricing industry switch works on the server-rendered markup', async ({ page }) => {
  await rememberServerNodes(page);
  await page.goto('/pricing');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Your industry').selectOption('ict');
  await expect(page).toHaveURL(/\?industry=ict$/);
  await expect(page.getByTestId('plan-price')).toHaveCount(0);
  expect((await sameNodesAsServer(page)).heading).toBe(true);
});

test('with JavaScript off, a page still reads in full and its links lead on', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/faq');
  await expect(mainHeading(page)).toHaveText('Frequently Asked Questions');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(mainHeading(page)).toHaveText('Privacy Policy');
  await context.close();
});

test('a static page loads only the islands loader; the first island to wake fetches the runtime and its chunks side by side', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/privacy-policy');
  await page.waitForLoadState('networkidle');
  const loader = page.locator('script[data-runtime]');
  // The loader, and the code it shares with its own later chunks (named in the page, fetched beside
  // it); on this laptop-wide screen, the top bar's hover panels too (a phone's first load is below).
  const loaderFiles = [
    await loader.getAttribute('src'),
    ...(await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))),
  ];
  const hoverPanels = scripts.filter((path) => /^\/islands-hoverDisclosure\.[0-9a-f]{10}\.js$/.test(path));
  expect(hoverPanels).toHaveLength(1);
  expect(scripts.filter((path) => !hoverPanels.includes(path)).sort()).toEqual(
    loaderFiles.map((file) => new URL(file!, 'http://localhost').pathname).sort(),
  );
  await expect(page.locator('site-island[data-island-state="live"]')).toHaveCount(0);

  const [entry, ...startupChunks] = (await loader.getAttribute('data-runtime'))!.split(' ');
  await page.getByRole('banner').getByRole('combobox', { name: 'Search the site' }).hover();
  await expect(page.locator('site-island[data-island="shell/SearchBox"]').first()).toHaveAttribute('data-island-state', 'live');
  expect(scripts).toEqual(expect.arrayContaining([entry!, ...startupChunks]));
  // No waterfall: every start-up chunk was asked for before the entry had even arrived.
  const timings = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd })),
  );
  const entryTiming = timings.find((timing) => timing.path === entry)!;
  for (const chunk of startupChunks) expect(timings.find((timing) => timing.path === chunk)!.start).toBeLessThan(entryTiming.end);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('a static page loads the islands loader alone: its top bar is the drawer, its only form far below', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/privacy-policy');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([new URL((await page.locator('script[data-runtime]').getAttribute('src'))!, 'http://localhost').pathname]);
    // The footer's newsletter form: its first check comes once it nears the viewport.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((path) => /^\/islands-earlyFormCheck\.[0-9a-f]{10}\.js$/.test(path))).toBe(true);
  });
});

test('the Content-Security-Policy refuses a script from an origin the remotes manifest does not list, and nothing the page itself loads', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  page.on('dialog', (dialog) => void dialog.accept());
  // Violations the page's own code causes, even caught ones (e.g. a library probing for eval).
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy: ${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  for (const path of ['/', '/requestDemo', '/blogs', '/faq', '/pricing']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Wake the top bar's island, and have the browser speculate on a hovered and a focused link.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).hover();
    await page.getByRole('banner').getByRole('link', { name: 'Book a Demo' }).focus();
    // The form pages validate with the shared schemas: run them.
    if (path === '/requestDemo') {
      await page.getByTestId('enquiry-form').getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByTestId('enquiry-form').getByText('Required', { exact: true }).first()).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
  }
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Start your 7-day free trial' })).toBeVisible();
  expect(refused).toEqual([]);
  const violation = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(`${event.effectiveDirective} ${event.blockedURI}`), {
          once: true,
        });
        const script = document.createElement('script');
        script.src = 'http://127.0.0.1:9/injected.js';
        document.head.append(script);
      }),
  );
  expect(violation).toBe('script-src-elem http://127.0.0.1:9/injected.js');
});
