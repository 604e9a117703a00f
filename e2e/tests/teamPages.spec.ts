/**
 * A team ships a page, not only a change: a remote's new page is live with that remote's deploy
 * alone (no shell build or deploy), and leaves with its rollback. Pages claiming another
 * deployable's address are refused at deploy.
 */
import { knownLabels, resolveLabel } from '@site/ui/label-map';
import { expect, test } from '../support/test';
import { buildRemoteVariant, runDeployCommand } from '../support/harness';
import { collectPageErrors, mainHeading, openPanel } from '../support/pageHelpers';

test.describe.configure({ mode: 'serial' });

test('a feature page added to mfe-marketing alone as one YAML file and its picture is served, in the features slider and search, and reached by its label; a rollback takes it out', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const shellBefore = await request
    .get('/remotes.json')
    .then((response) => response.json() as Promise<{ remotes: { name: string; entry: string }[] }>);
  expect((await request.get('/repository', { headers: { Accept: 'text/html' } })).status()).toBe(404);
  await page.goto('/');
  const repositoryLink = (await openPanel(page, 'Product')).getByRole('link', { name: 'Repository', exact: true });
  await expect(repositoryLink).toHaveAttribute('href', '/coming-soon');

  // The marketing team adds one YAML file and its picture; nothing else names the page.
  const build = buildRemoteVariant('marketing', [
    { file: 'src/content/features/repository.yaml', copyOf: 'e2e/fixtures/mfe-marketing/repository.yaml' },
    { file: 'src/assets/features/repository-hero.svg', copyOf: 'e2e/fixtures/mfe-marketing/repository-hero.svg' },
  ]);
  const deployed = runDeployCommand('deploy', 'marketing', ['--from', build]);
  expect(deployed.output).toMatch(/marketing: published and live on release [0-9a-f]{12}/);
  expect(deployed.status).toBe(0);
  try {
    // Server-composed HTML with its head, from the shell that was never rebuilt.
    const html = await request.get('/repository', { headers: { Accept: 'text/html' } });
    expect(html.status()).toBe(200);
    const text = await html.text();
    expect(text).toContain('<title>Document repository for NDIS and aged-care providers | Wattlecare</title>');
    expect(text).toMatch(/<link rel="canonical" href="[^"]+\/repository">/);
    expect(text).toContain('"@type":"FAQPage"');
    expect(text).toContain('Every policy, certificate and agreement where your auditor can find it');
    // Its picture, sized by the build from the file.
    expect(text).toMatch(/<img [^>]*src="[^"]+\/repository-hero\.[0-9a-f]+\.svg"[^>]*width="560" height="400"/);
    expect(await (await request.get('/sitemap.xml')).text()).toMatch(/<loc>[^<]+\/repository<\/loc>/);
    // The shell's remotes and its own release are as they were, bar marketing's entry.
    const shellAfter = (await (await request.get('/remotes.json')).json()) as typeof shellBefore;
    expect(shellAfter.remotes.filter((remote) => remote.name !== 'mfe_marketing')).toEqual(
      shellBefore.remotes.filter((remote) => remote.name !== 'mfe_marketing'),
    );

    // The Product panel's "Repository" label (the shell's map has no entry) now reaches the page.
    const errors = collectPageErrors(page);
    await page.goto('/search?q=auditor');
    await expect(page.getByRole('main').locator('a[href="/repository"]').first()).toBeVisible();
    await page.goto('/');
    // The features slider has its card, last (its order is 16), linked through its label.
    const cards = page.getByTestId('features-slider').getByRole('heading', { level: 3 });
    await expect(cards).toHaveCount(16);
    await expect(cards.last().getByRole('link', { name: 'Repository', exact: true })).toHaveAttribute('href', '/repository');
    const link = (await openPanel(page, 'Product')).getByRole('link', { name: 'Repository', exact: true });
    await expect(link).toHaveAttribute('href', '/repository');
    await link.click();
    await expect(page).toHaveURL(/\/repository$/);
    await expect(mainHeading(page)).toHaveText('Every policy, certificate and agreement where your auditor can find it');
    expect(errors).toEqual([]);
  } finally {
    const rolledBack = runDeployCommand('rollback', 'marketing');
    expect(rolledBack.status).toBe(0);
  }
  expect((await request.get('/repository', { headers: { Accept: 'text/html' } })).status()).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/repository<');
  await page.goto('/');
  await expect(page.getByTestId('features-slider').getByRole('heading', { level: 3 })).toHaveCount(15);
  await expect((await openPanel(page, 'Product')).getByRole('link', { name: 'Repository', exact: true })).toHaveAttribute(
    'href',
    '/coming-soon',
  );
});

test('a Markdown article added to mfe-resources alone is served, listed, fed, sliced into the home page and searched; a rollback takes it out', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const slug = 'sil-sleepover-rostering';
  const address = `/blog/${slug}`;
  const title = 'Rostering SIL homes: sleepovers, active nights and the handover in between';
  const html = { headers: { Accept: 'text/html' } };
  expect((await request.get(address, html)).status()).toBe(404);

  // The blog team adds one Markdown file (and the picture it shows); nothing else names the article.
  const build = buildRemoteVariant('resources', [
    { file: `src/content/blog/${slug}.md`, copyOf: `e2e/fixtures/mfe-resources/${slug}.md` },
    { file: `src/assets/blog/${slug}.svg`, copyOf: `e2e/fixtures/mfe-resources/${slug}.svg` },
  ]);
  const deployed = runDeployCommand('deploy', 'resources', ['--from', build]);
  expect(deployed.output).toMatch(/resources: published and live on release [0-9a-f]{12}/);
  expect(deployed.status).toBe(0);
  try {
    // Server-composed HTML with its head, from a shell that was never rebuilt.
    const response = await request.get(address, html);
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain('<title>Rostering SIL sleepovers and active nights | Wattlecare</title>');
    expect(text).toContain('<meta name="description" content="How Supported Independent Living providers roster sleepovers');
    expect(text).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${address}">`));
    expect(text).toContain('<link rel="alternate" type="application/rss+xml" title="Wattlecare blog" href="/blog/feed.xml">');
    const posting = [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map(([, json]) => JSON.parse(json ?? '{}') as { '@type'?: string; headline?: string; datePublished?: string })
      .find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: title, datePublished: '2026-11-20' });
    // The Markdown, rendered at build time: anchored headings, a table, a sized image.
    expect(text).toContain('<h2 id="sleepover-or-active-night" tabindex="-1"><a class="header-anchor" href="#sleepover-or-active-night">');
    expect(text).toContain('<td data-align="right">Hourly, with penalty rates</td>');
    expect(text).toMatch(
      /<img src="[^"]+\/sil-sleepover-rostering\.[0-9a-f]+\.svg" alt="A roster grid with the night shift marked in gold" width="600" height="340"/,
    );

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]+${address}</loc>\\s*<lastmod>2026-11-20</lastmod>`));
    const feed = await request.get('/blog/feed.xml');
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
    const feedText = await feed.text();
    expect(feedText).toMatch(new RegExp(`<item>\\s*<title><!\\[CDATA\\[${title}\\]\\]></title>\\s*<link>http://[^<]+${address}</link>`));

    const errors = collectPageErrors(page);
    await page.goto('/blogs');
    await expect(page.getByRole('main').getByRole('link', { name: title })).toHaveAttribute('href', address);

    await page.goto('/');
    // The home page's slider is mfe-resources' published row, composed into the page per request.
    await page.getByRole('heading', { name: 'From the blog' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('blog-slider').getByRole('link', { name: title })).toHaveAttribute('href', address);

    await page.goto('/search?q=sleepover');
    await expect(page.getByRole('main').locator(`a[href="${address}"]`)).toBeVisible();
    await page.getByRole('main').locator(`a[href="${address}"]`).click();
    await expect(mainHeading(page)).toHaveText(title);
    expect(errors).toEqual([]);
  } finally {
    const rolledBack = runDeployCommand('rollback', 'resources');
    expect(rolledBack.status).toBe(0);
  }
  expect((await request.get(address, html)).status()).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`${address}<`);
  expect(await (await request.get('/blog/feed.xml')).text()).not.toContain(address);
  await page.goto('/blogs');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(4);
});

test('a remote whose pages claim another remote’s address is refused at deploy, and nothing is switched', async ({ page, request }) => {
  test.setTimeout(180_000);
  const manifestBefore: unknown = await (await request.get('/remotes.json')).json();
  // The pricing team moves its page to /blogs, which mfe-resources serves.
  const claiming = buildRemoteVariant('pricing', [
    { file: 'src/content/pricingPage.ts', from: "path: '/pricing',", to: "path: '/blogs'," },
  ]);
  const refused = runDeployCommand('deploy', 'pricing', ['--from', claiming]);
  expect(refused.status).toBe(2);
  expect(refused.output).toContain('Refused to deploy pricing: nothing was switched.');
  expect(refused.output).toContain("mfe_pricing: /blogs claims /blogs, already answered by mfe_resources's page /blogs");

  expect(await (await request.get('/remotes.json')).json()).toEqual(manifestBefore);
  await page.goto('/blogs');
  await expect(mainHeading(page)).toHaveText('BLOG');
  await page.goto('/pricing');
  await expect(page.getByTestId('plan-price').nth(1)).toHaveText('$19.99 per user / month');
});

test('every label of the shell’s map that names a page reaches one the live site answers', async ({ request }) => {
  const paths = new Set(
    knownLabels.flatMap((label) => {
      const target = resolveLabel(label, { fallback: false });
      return target?.kind === 'route' ? [target.to.split('#')[0] ?? '/'] : [];
    }),
  );
  expect(paths.size).toBeGreaterThan(40);
  for (const path of paths) {
    const response = await request.get(path, { headers: { Accept: 'text/html' }, maxRedirects: 0 });
    expect([path, response.status()]).toEqual([path, 200]);
  }
});
