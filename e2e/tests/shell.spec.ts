import { expect, test } from '../support/test';
import { siteConfig } from '@site/site-config';
import { footerWithNewsletter, mainHeading, openPanel } from '../support/pageHelpers';

test("panels open on hover and from the keyboard, with the spec's Solutions groups; Escape closes either", async ({ page }) => {
  await page.goto('/');
  const solutions = await openPanel(page, 'Solutions');
  for (const group of ['BY INDUSTRY', 'BY CARE', 'BY ROLE', 'BY BUSINESS TYPE', 'BY BUSINESS PROBLEM']) {
    await expect(solutions.getByText(group, { exact: true })).toBeVisible();
  }
  await expect(solutions.getByRole('list', { name: 'BY ROLE' }).getByRole('link')).toHaveText([
    'Administrator',
    'Roster Manager',
    'NDIS Staff',
    'HR Manager',
    'Accountant',
    'Participant',
  ]);
  // Opened by hover, dismissed by Escape without moving the pointer or focus (WCAG 1.4.13).
  await page.keyboard.press('Escape');
  await expect(solutions).toBeHidden();
  await page.mouse.move(5, 600);
  await openPanel(page, 'Solutions');
  await page.mouse.move(5, 600);
  await expect(solutions).toBeHidden();

  const product = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Product', exact: true });
  await product.focus();
  await page.keyboard.press('Enter');
  await expect(product).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Roster Management' }).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(product).toHaveAttribute('aria-expanded', 'false');
  await expect(product).toBeFocused();
});

test('the active top item follows the first path segment', async ({ page }) => {
  await page.goto('/our-story');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.goto('/pricing');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About', exact: true })).not.toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('Sign Up opens the free-trial dialog from mfe-forms; Escape closes it and focus returns to Sign Up', async ({ page }) => {
  await page.goto('/pricing');
  const signUp = page.getByRole('banner').getByRole('link', { name: 'Sign Up' });
  await signUp.click();
  const dialog = page.getByRole('dialog', { name: 'Start your 7-day free trial' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('No credit card needed.');
  // Modal: the page behind is inert, so Tab stays inside the dialog.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(signUp).toBeFocused();

  await signUp.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(signUp).toBeFocused();
});

test('Sign In opens the hosted login in a new tab', async ({ page }) => {
  await page.goto('/');
  const signIn = page.getByRole('banner').getByRole('link', { name: /Sign In/ });
  await expect(signIn).toHaveAttribute('href', siteConfig.links.login);
  await expect(signIn).toHaveAttribute('target', '_blank');
  await expect(signIn).toHaveAttribute('rel', /noopener/);
});

test('back arrow on every page but home; scroll resets on navigation; the scroll-to-top control after 1000 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/');
  await expect(mainHeading(page)).toBeVisible();
  await footerWithNewsletter(page);
  await expect(page.getByRole('main').getByRole('link', { name: 'Back' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
  const scrollToBottom = () =>
    page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
      return window.scrollY;
    });
  await expect.poll(scrollToBottom).toBeGreaterThan(1000);
  const toTop = page.getByRole('button', { name: 'Back to top' });
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('link', { name: 'Wattlecare home' })).toBeFocused();

  await expect.poll(scrollToBottom).toBeGreaterThan(1000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' }).click();
  await expect(mainHeading(page)).toHaveText('Our Story');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Back' })).toBeVisible();
});

test('an address with a hash scrolls to its target once the remote has rendered it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/#features');
  const features = page.locator('#features');
  await expect(features).toBeVisible();
  await expect.poll(() => features.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

test('mobile drawer: a single-open accordion that closes when a link is followed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  const about = drawer.getByRole('button', { name: 'About' });
  const resources = drawer.getByRole('button', { name: 'Resources' });
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await resources.click();
  await expect(resources).toHaveAttribute('aria-expanded', 'true');
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await resources.click();
  await expect(resources).toHaveAttribute('aria-expanded', 'false');
  await drawer.getByRole('button', { name: 'Solutions' }).click();
  await drawer.getByRole('link', { name: 'Roster Manager' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/roster-manager$/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  // The new page's drawer is its own HTML: it opens at once, no island to wake.
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('the footer e-mail link gives the address when no mail app opens', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: siteConfig.mailboxes.enquiries }).click();
  await expect(footer.getByTestId('mailto-hint')).toHaveText(
    `If your e-mail app didn't open, please e-mail us at ${siteConfig.mailboxes.enquiries}.`,
  );
});
