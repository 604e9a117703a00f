/**
 * Motion (WCAG 2.2.2, 2.3.3): under `prefers-reduced-motion` nothing animates (no transition or
 * animation longer than a frame, no smooth scrolling, no slider or carousel moving by itself). The
 * pause controls of the parts that move by themselves otherwise are in marketing.spec.ts.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { footerWithNewsletter, mainHeading } from '../support/pageHelpers';

/** Elements (or their ::before/::after) with a transition or an animation longer than 0.01 ms. */
async function moving(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const longest = (durations: string) => Math.max(...durations.split(',').map((duration) => Number.parseFloat(duration) || 0));
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const seconds = Math.max(
          style.transitionProperty === 'none' ? 0 : longest(style.transitionDuration),
          style.animationName === 'none' ? 0 : longest(style.animationDuration),
        );
        if (seconds > 0.00001) found.push(`${element.tagName.toLowerCase()}.${element.className}${pseudo ?? ''}: ${seconds}s`);
      }
    }
    return found;
  });
}

/**
 * The slider's position, which stays put when nothing moves: how far it is scrolled (the features
 * slider), and its strip's transform and the order of its slides (the looping client logos).
 */
const position = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((slider) => {
    const strip = slider.firstElementChild as HTMLElement;
    const order = [...strip.children].map((slide) => getComputedStyle(slide).order).join();
    return `${String(slider.scrollLeft)} ${getComputedStyle(strip).transform} ${order}`;
  });

test('under prefers-reduced-motion nothing moves: no transition, animation, smooth scroll, slider or carousel', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(mainHeading(page)).toBeVisible();
  await footerWithNewsletter(page);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  expect(await moving(page)).toEqual([]);

  // The carousel and the slider, in view with a visitor at the page (when they would move), hold still until the visitor presses play.
  await page.mouse.move(5, 5);
  for (const [testId, subject] of [
    ['logo-carousel', 'client logos'],
    ['features-slider', 'features'],
  ] as const) {
    await page.getByTestId(testId).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: `Play automatic sliding of ${subject}` })).toBeVisible();
    const before = await position(page, testId);
    await page.waitForTimeout(2600);
    expect(await position(page, testId)).toBe(before);
  }

  // The accordion, the drawer and the scroll-to-top button: still no transition once open or shown.
  await page.goto('/faq');
  const question = page
    .getByRole('main')
    .getByRole('button', { name: (await page.getByRole('main').getByRole('button').first().textContent()) ?? '' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(await moving(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await moving(page)).toEqual([]);
});
