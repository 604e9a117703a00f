/** The top bar, the mobile drawer, each remote's pages through them, and Back: in every engine. */
import { sitePortsFrom } from '@site/site-formats/topology';
import { expect, siteUrl, test } from './fixtures';
import { attributeOf, mainHeading, openLive, pathOf, textOf, waitUntilLive } from './pageState';
import type { Visitor } from './visitor';

const DRAWER = '#mobile-drawer';
const MENU_BUTTON = '#menu-button';

/** Follows a menu link as a visitor at this size does: through the drawer on a phone, the top bar's panel on a desktop. */
async function followMenu(visitor: Visitor, sizeName: string, group: string | null, link: string): Promise<void> {
  if (sizeName === 'phone') {
    await visitor.click(MENU_BUTTON);
    await expect.poll(() => visitor.isShown(DRAWER)).toBe(true);
    if (group) await visitor.click({ text: group, css: 'button', within: DRAWER });
    await visitor.click({ text: link, css: 'a', within: DRAWER });
  } else {
    if (group) await visitor.click({ text: group, css: 'button', within: 'nav[aria-label="Main"]' });
    await visitor.click({ text: link, css: 'a', within: 'header' });
  }
}

test('the menu opens and closes, by pointer and by Escape, and a link in it opens its page', async ({ visitor, sizeName }) => {
  await openLive(visitor, '/');
  if (sizeName === 'phone') {
    await visitor.click(MENU_BUTTON);
    await expect.poll(() => visitor.isShown(DRAWER)).toBe(true);
    // A single-open accordion.
    await visitor.click({ text: 'About', css: 'button', within: DRAWER });
    await visitor.click({ text: 'Resources', css: 'button', within: DRAWER });
    await expect.poll(() => attributeOf(visitor, `${DRAWER} button[aria-controls$="-resources-panel"]`, 'aria-expanded')).toBe('true');
    expect(await attributeOf(visitor, `${DRAWER} button[aria-controls$="-about-panel"]`, 'aria-expanded')).toBe('false');
    await visitor.press('Escape');
    await expect.poll(() => visitor.isShown(DRAWER)).toBe(false);
    await expect.poll(() => visitor.evaluate(() => document.activeElement?.id)).toBe('menu-button');
  } else {
    expect(await visitor.isShown(MENU_BUTTON)).toBe(false);
    await visitor.click({ text: 'Solutions', css: 'button', within: 'nav[aria-label="Main"]' });
    for (const group of ['BY INDUSTRY', 'BY CARE', 'BY ROLE']) expect(await visitor.isShown({ text: group, within: 'header' })).toBe(true);
    await visitor.press('Escape');
    await expect.poll(() => visitor.isShown({ text: 'BY ROLE', within: 'header' })).toBe(false);
  }
  await followMenu(visitor, sizeName, 'Solutions', 'Roster Manager');
  await expect.poll(() => pathOf(visitor)).toBe('/roster-manager');
  await expect.poll(() => visitor.isShown(DRAWER)).toBe(false);
  expect(await mainHeading(visitor)).toBeTruthy();
});

test("each remote's page through the menu, and Back through them", async ({ visitor, sizeName }) => {
  await openLive(visitor, '/');
  const stops: Array<[group: string | null, link: string, path: string, heading: string]> = [
    ['About', 'Our Story', '/our-story', 'Our Story'], // mfe-marketing
    ['Resources', 'Blog', '/blogs', 'BLOG'], // mfe-resources
    [null, 'Pricing', '/pricing', 'PRICING'], // mfe-pricing
  ];
  for (const [group, link, path, heading] of stops) {
    await followMenu(visitor, sizeName, group, link);
    await expect.poll(() => pathOf(visitor)).toBe(path);
    await expect.poll(() => mainHeading(visitor)).toBe(heading);
  }
  // mfe-forms, from the top bar's own button (in the drawer on a phone).
  if (sizeName === 'phone') await followMenu(visitor, sizeName, null, 'Book a Demo');
  else await visitor.click({ text: 'Book a Demo', css: 'a', within: 'header' });
  await expect.poll(() => pathOf(visitor)).toBe('/requestDemo');
  await expect.poll(() => mainHeading(visitor)).toBe('Book a Demo');

  for (const [, , path, heading] of stops.slice().reverse()) {
    await visitor.back();
    await expect.poll(() => pathOf(visitor)).toBe(path);
    await expect.poll(() => mainHeading(visitor)).toBe(heading);
  }
});

test('an article opened from the blog at once, and Back to a blog that still works', async ({ visitor }) => {
  // The card is tapped as soon as the page is there, while its islands may still be waking.
  await visitor.open('/blogs');
  const title = await textOf(visitor, 'main h2');
  const articlePath = await attributeOf(visitor, 'main h2 a', 'href');
  expect(articlePath).toMatch(/^\/blogPost\d?$/);
  await visitor.click('main h2 a');
  await expect.poll(() => pathOf(visitor)).toBe(articlePath);
  await expect.poll(() => mainHeading(visitor)).toBe(title);

  await visitor.back();
  await expect.poll(() => pathOf(visitor)).toBe('/blogs');
  await expect.poll(() => mainHeading(visitor)).toBe('BLOG');
  // Its filter chips work after Back, once the page is live again (Firefox keeps no page in its
  // back/forward cache while a load is under way, so it may load the page anew; a tap before the
  // islands loader runs has nothing to hold it).
  await waitUntilLive(visitor);
  // Known (issue 59's note): in Firefox, about one run in ten, the first tap on a chip of a page just
  // restored by Back is not applied; a second tap is. The flow proves the chips work after Back, so it
  // taps again then, and the cause is left open.
  const pressed = () =>
    visitor.evaluate(() => [...document.querySelectorAll('main button[aria-pressed="true"]')].map((b) => b.textContent.trim()));
  await expect(async () => {
    if (!(await pressed()).includes('Product')) await visitor.click({ text: 'Product', css: 'button', within: 'main' });
    expect(await pressed()).toEqual(['Product']);
  }).toPass({ intervals: [1000, 2000], timeout: 10_000 });
  await expect.poll(() => textOf(visitor, 'main [role="status"]')).toMatch(/posts? in Product/);
});

test('back to top: the control shows after 1000 px and brings the visitor to the top, focus on the logo', async ({ visitor }) => {
  await openLive(visitor, '/');
  await expect
    .poll(() =>
      visitor.evaluate(() => {
        window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(1000);
  await visitor.click('[data-scroll-to-top]');
  await expect.poll(() => visitor.evaluate(() => window.scrollY)).toBe(0);
  // The logo link (named "<brand> home").
  await expect.poll(() => visitor.evaluate(() => document.activeElement?.id)).toBe('site-logo');
});

test("a remote's own page for its team: mfe-pricing alone, with its own router", async ({ visitor }) => {
  const pricingPort = sitePortsFrom(Number(new URL(siteUrl).port)).PRICING_PORT;
  await visitor.open(`http://localhost:${pricingPort}/pricing`);
  await expect.poll(() => textOf(visitor, 'body')).toContain('Standalone preview of mfe-pricing.');
  await expect.poll(() => textOf(visitor, 'h1')).toBe('PRICING');
  expect(await visitor.isShown('header nav[aria-label="Main"]')).toBe(false);
  await visitor.select({ label: 'Your industry' }, 'Construction');
  await expect.poll(() => visitor.url()).toMatch(/\/pricing\?industry=construction$/);
  await expect.poll(() => visitor.isShown({ text: 'Pricing for your industry: Construction' })).toBe(true);
});
