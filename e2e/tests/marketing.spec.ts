import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { collectPageErrors, mainHeading } from '../support/pageHelpers';

/** A slide of any of the home page's sliders (the blog's row, mfe-resources' HTML, marks its slides the same way). */
const SLIDE = '[aria-roledescription="slide"]';

/** The slides wholly in view, by geometry. */
async function slidesInView(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((slider, selector) => {
    const box = slider.getBoundingClientRect();
    return [...slider.querySelectorAll(selector)].filter((slide) => {
      const rect = slide.getBoundingClientRect();
      return rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1;
    }).length;
  }, SLIDE);
}

/** The first slide wholly in view: where the slider stands. */
async function activeIndex(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((slider, selector) => {
    const box = slider.getBoundingClientRect();
    return [...slider.querySelectorAll(selector)].findIndex((slide) => slide.getBoundingClientRect().left >= box.left - 1);
  }, SLIDE);
}

test.describe('home page', () => {
  test('features slider: 5, 3 or 1 per view by width; autoplays every 2 s; the pause control stops it; a card opens its page', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(mainHeading(page)).toBeVisible();
    // Autoplay starts once a visitor is at the page (here, the pointer moves, off the slider: it pauses under the pointer) and it is in view.
    await page.mouse.move(5, 5);
    const slider = page.getByTestId('features-slider');
    await slider.scrollIntoViewIfNeeded();
    await expect.poll(() => slidesInView(page, 'features-slider')).toBe(5);
    expect(await activeIndex(page, 'features-slider')).toBe(0);
    // Swiper takes the row over in idle time once it is near (later on a loaded machine); its autoplay runs from then.
    await expect(slider).toHaveClass(/swiper-initialized/, { timeout: 15_000 });

    // Autoplay moves it on within a little over 2 s.
    const start = await activeIndex(page, 'features-slider');
    await expect.poll(() => activeIndex(page, 'features-slider'), { timeout: 5000 }).not.toBe(start);

    // Pausing holds it still; playing resumes.
    await page.getByRole('button', { name: 'Pause automatic sliding of features' }).click();
    await page.waitForTimeout(600); // a move under way ends
    const held = await activeIndex(page, 'features-slider');
    await page.mouse.move(0, 0);
    await page.waitForTimeout(2600);
    expect(await activeIndex(page, 'features-slider')).toBe(held);
    await page.getByRole('button', { name: 'Play automatic sliding of features' }).click();
    await expect.poll(() => activeIndex(page, 'features-slider'), { timeout: 5000 }).not.toBe(held);

    await page.setViewportSize({ width: 1000, height: 900 });
    await expect.poll(() => slidesInView(page, 'features-slider')).toBe(3);
    await page.setViewportSize({ width: 400, height: 900 });
    await expect.poll(() => slidesInView(page, 'features-slider')).toBe(1);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Pause automatic sliding of features' }).click();
    await page.waitForTimeout(600);
    // The card in front opens the feature page named by its title (e.g. "Clock In & Clock Out").
    const card = slider
      .locator(SLIDE)
      .nth(await activeIndex(page, 'features-slider'))
      .getByRole('link');
    const title = (await card.textContent()) ?? '';
    await card.click();
    const slug = title.toLowerCase().replace(/&/g, 'and').replace(/\s+/g, '-');
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    await expect(page.getByRole('main').getByText(title, { exact: true }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('features slider arrows: one card on or back per press, disabled at either end, and the pointer holds it still', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const slider = page.getByTestId('features-slider');
    // The pointer rests on the slider from the moment it comes into view, which holds it still
    // (autoplay starts with the visitor's first move); the arrows are then pressed by keyboard.
    await slider.hover();
    const previous = page.getByRole('button', { name: 'Previous features' });
    const next = page.getByRole('button', { name: 'Next features' });
    expect(await activeIndex(page, 'features-slider')).toBe(0);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => activeIndex(page, 'features-slider')).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => activeIndex(page, 'features-slider')).toBe(2);
    await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => activeIndex(page, 'features-slider')).toBe(1);
    await page.waitForTimeout(2600);
    expect(await activeIndex(page, 'features-slider')).toBe(1);
    // Fifteen cards, five in view: ten presses reach the end.
    await next.focus();
    for (let press = 0; press < 10; press += 1) await page.keyboard.press('Enter');
    await expect.poll(() => activeIndex(page, 'features-slider')).toBe(10);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
  });

  test('under prefers-reduced-motion nothing autoplays until the visitor presses play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.mouse.move(5, 5);
    await page.getByTestId('features-slider').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Play automatic sliding of features' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play automatic sliding of client logos' })).toBeVisible();
    const start = await activeIndex(page, 'features-slider');
    await page.waitForTimeout(2600);
    expect(await activeIndex(page, 'features-slider')).toBe(start);
  });

  test('blog slider shows the posts from mfe-resources in the HTML, 3/2/1 per view, and opens an article', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const response = await page.goto('/');
    // The blog's row is in the page as the shell's server composed it: no island's script for it,
    // ever (Swiper, every slider's, takes the row over as it nears the viewport).
    expect(await response!.text()).toContain('data-island="resources/LatestPosts" data-hydrate="never"');
    await expect(mainHeading(page)).toBeVisible();
    await page.getByRole('heading', { name: 'From the blog' }).scrollIntoViewIfNeeded();
    const blog = page.getByTestId('blog-slider');
    await expect(blog.getByRole('link')).toHaveCount(4);
    await expect.poll(() => slidesInView(page, 'blog-slider')).toBe(3);
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(() => slidesInView(page, 'blog-slider')).toBe(2);
    await page.setViewportSize({ width: 500, height: 900 });
    await expect.poll(() => slidesInView(page, 'blog-slider')).toBe(1);
    expect(requested.filter((url) => /BlogPosts|LatestPosts|BlogSlider/i.test(url))).toEqual([]);
    await blog.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/blogPost$/);
  });

  test('how-it-works dividers follow the 1480 px rule', async ({ page }) => {
    const dividers = async () =>
      page
        .getByRole('heading', { name: 'How it works' })
        .locator('xpath=ancestor::section[1]')
        .locator('li')
        .evaluateAll((steps) =>
          steps.map((step, index) => (getComputedStyle(step).borderLeftStyle === 'solid' ? index + 1 : 0)).filter(Boolean),
        );
    await page.setViewportSize({ width: 1500, height: 900 });
    await page.goto('/');
    await expect(mainHeading(page)).toBeVisible();
    expect(await dividers()).toEqual([2, 3, 5, 6]);
    await page.setViewportSize({ width: 1200, height: 900 });
    expect(await dividers()).toEqual([2, 4, 6]);
  });

  test('client logos: ten logos looping, 6 per view at 1280 px, with a pause control', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const carousel = page.getByTestId('logo-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Our Most Trusted Clients' })).toBeVisible();
    const names = await carousel.getByRole('img').evaluateAll((images) => new Set(images.map((image) => image.getAttribute('alt'))).size);
    expect(names).toBe(10);
    // It never stands still while playing; paused, the running 1.5 s transition ends with six in view.
    await page.getByRole('button', { name: 'Pause automatic sliding of client logos' }).click();
    await expect(page.getByRole('button', { name: 'Play automatic sliding of client logos' })).toBeVisible();
    await expect.poll(() => slidesInView(page, 'logo-carousel'), { timeout: 5000 }).toBe(6);
  });

  test('Features in the menu scrolls to the features section', async ({ page }) => {
    await page.goto('/#features');
    await expect(page.locator('#features')).toBeInViewport();
  });
});

test.describe('page kinds', () => {
  const pages = [
    '/product',
    '/scheduling',
    '/administrator',
    '/ndis-industry',
    '/ict-industry',
    '/hr-operations',
    '/t-learning-hub',
    '/our-story',
    '/our-mission-and-vision',
    '/team',
    '/careers',
    '/contact-us',
    '/privacy-policy',
    '/terms-and-Conditions',
    '/accessibility',
    '/release-notes',
  ];
  for (const path of pages) {
    test(`${path} renders its own page with a title and description`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(path);
      await expect(mainHeading(page)).toBeVisible();
      await expect(mainHeading(page)).not.toHaveText(/still writing|not found|coming soon/i);
      expect(await page.title()).toMatch(/\| Wattlecare$/);
      expect(await page.locator('meta[name="description"]').last().getAttribute('content')).toMatch(/.{70,}/);
      expect(errors).toEqual([]);
    });
  }

  test('feature page: image above the text on Accounting, below on Chat', async ({ page }) => {
    const imageIsAbove = async () =>
      mainHeading(page).evaluate((heading) => {
        const image = heading.closest('section')!.querySelector('img')!;
        return image.getBoundingClientRect().bottom <= heading.getBoundingClientRect().top;
      });
    await page.goto('/accounting');
    await expect(mainHeading(page)).toBeVisible();
    expect(await imageIsAbove()).toBe(true);
    await page.goto('/chat');
    await expect(mainHeading(page)).toBeVisible();
    expect(await imageIsAbove()).toBe(false);
  });

  test('our story: one picture wide, five below 800 px, and a smooth scroll to the bottom marker after 1 s', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/our-story');
    await expect(mainHeading(page)).toBeVisible();
    const visibleImages = () =>
      mainHeading(page)
        .locator('xpath=ancestor::section[1]')
        .locator('img')
        .evaluateAll((images) => images.filter((image) => image.getBoundingClientRect().width > 0).length);
    expect(await visibleImages()).toBe(1);
    await expect(page.locator('#our-story-today')).toBeInViewport({ timeout: 4000 });
    await page.setViewportSize({ width: 700, height: 800 });
    expect(await visibleImages()).toBe(5);
  });

  test('contact us mounts the enquiry form from mfe-forms', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(mainHeading(page)).toHaveText('Contact Us');
    await expect(page.getByRole('main').getByRole('link', { name: '(02) 5550 1234' })).toHaveAttribute('href', 'tel:+61255501234');
    await expect(page.getByTestId('enquiry-form')).toBeVisible();
  });
});

test('no page scrolls sideways, from a phone to a laptop', async ({ page }) => {
  for (const width of [390, 1000, 1240, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/hr-operations', '/contact-us']) {
      await page.goto(path);
      await expect(mainHeading(page)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});
