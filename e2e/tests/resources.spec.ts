import { expect, test } from '../support/test';
import { collectPageErrors, mainHeading } from '../support/pageHelpers';

test('blog listing: the chips filter with the keyboard, and a card opens its article', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/blogs');
  await expect(mainHeading(page)).toHaveText('BLOG');
  const cards = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(cards).toHaveCount(4);

  const product = page.getByRole('main').getByRole('button', { name: 'Product', exact: true });
  await product.focus();
  await page.keyboard.press('Enter');
  await expect(product).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: /posts in Product/ })).toBeVisible();
  const productCount = await cards.count();
  expect(productCount).toBeLessThan(4);

  await page.getByRole('main').getByRole('button', { name: 'All', exact: true }).click();
  await expect(cards).toHaveCount(4);
  const title = (await cards.nth(1).textContent()) ?? '';
  await cards.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/blogPost2$/);
  await expect(mainHeading(page)).toHaveText(title);
  await expect(page.getByRole('main').getByRole('link', { name: 'Book a Demo' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an article works on its own address and on the lower-case spelling', async ({ page }) => {
  await page.goto('/blogpost4');
  await expect(page).toHaveURL(/\/blogPost4$/);
  await expect(mainHeading(page)).toBeVisible();
  expect(await page.title()).toMatch(/\| Wattlecare$/);
});

test('new blog: labelled fields, the chosen file name, 20 rows, and tools that work', async ({ page }) => {
  await page.goto('/blogs');
  await page.getByRole('link', { name: 'New Blog' }).click();
  await expect(page).toHaveURL(/\/addBlog$/);
  await expect(mainHeading(page)).toHaveText('New Blog');
  await page.getByLabel('Heading', { exact: true }).fill('Five rostering habits');
  await page.getByLabel('Tags', { exact: true }).fill('Product, Rostering');
  await expect(page.getByTestId('chosen-file')).toHaveText('No file chosen');
  await page.getByLabel(/Picture/).setInputFiles({ name: 'roster.png', mimeType: 'image/png', buffer: Buffer.from('89504e47', 'hex') });
  await expect(page.getByTestId('chosen-file')).toHaveText('roster.png');
  const text = page.getByLabel('Blog Text', { exact: true });
  await expect(text).toHaveAttribute('rows', '20');
  await text.fill('  First   habit.\n\n\n\nSecond habit.  ');
  await page.getByRole('button', { name: 'Format text' }).click();
  await expect(text).toHaveValue('First habit.\n\nSecond habit.');
  await page.getByRole('button', { name: 'Clear text' }).click();
  await expect(text).toHaveValue('');
});

for (const [list, lookupRoute, back] of [
  ['/case-studies', '/article', 'Back to Case Studies'],
  ['/support-documentation', '/details', 'Back to Support Documentation'],
] as const) {
  test(`${list}: a card opens the item's own page, sent whole by the server; ${lookupRoute}?item=… moves there; an unknown item says so`, async ({
    page,
    request,
  }) => {
    await page.goto(list);
    await expect(mainHeading(page)).toBeVisible();
    const first = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    const title = (await first.textContent()) ?? '';
    await first.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${list}/[a-z0-9-]+$`));
    await expect(mainHeading(page)).toHaveText(title);
    const itemPath = new URL(page.url()).pathname;

    // Prerendered: the text is in the HTML the server sends, for search engines and slow phones alike.
    const sent = await request.get(itemPath);
    expect(sent.status()).toBe(200);
    expect(await sent.text()).toContain(`<h1 id="item-title">${title}</h1>`);
    await page.reload();
    await expect(mainHeading(page)).toHaveText(title);

    const slug = itemPath.split('/').pop() ?? '';
    const moved = await request.get(`${lookupRoute}?item=${slug}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(itemPath);

    await page.goto(`${lookupRoute}?item=nothing-here`);
    await expect(mainHeading(page)).toContainText('couldn’t find');
    await page.getByRole('link', { name: back }).click();
    await expect(page).toHaveURL(new RegExp(`${list}$`));
  });
}

test('whitepapers: each cover opens a real PDF in a new tab', async ({ page, request }) => {
  await page.goto('/whitepapers');
  await expect(mainHeading(page)).toHaveText('Whitepapers');
  const covers = page.getByRole('link', { name: /PDF, \d+ pages, opens in a new tab/ });
  await expect(covers).toHaveCount(2);
  for (const cover of await covers.all()) {
    await expect(cover).toHaveAttribute('target', '_blank');
    const href = await cover.evaluate((link) => (link as HTMLAnchorElement).href);
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
  const [popup] = await Promise.all([page.waitForEvent('popup'), covers.first().click()]);
  expect(popup.url()).toMatch(/\.pdf$/);
});

test('FAQ: three sections, one answer open at a time', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['General', 'Product-Wise', 'Timesheet']);
  const questions = page.getByRole('main').getByRole('button', { expanded: false });
  const first = questions.first();
  const firstName = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('button', { name: firstName })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('main').getByRole('button').last().click();
  await expect(page.getByRole('button', { name: firstName })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1);
});
