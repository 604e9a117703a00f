/**
 * Islands: what a visitor does before an island is live still counts, pages do not move as islands
 * wake, and moving between whole documents stays seamless (Speculation Rules, the same top bar,
 * the back/forward cache).
 */
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { trialMessages } from '@site/form-schemas';
import { e2eEnv } from '../support/environment';
import {
  collectPageErrors,
  expectSameDocument,
  holdRequests,
  holdRuntime,
  comesOnceSettled,
  comesWithFirstScroll,
  loadedSharedModules,
  mainHeading,
  markDocument,
} from '../support/pageHelpers';

test('a click and typing that arrive before their island is live do what the visitor meant', async ({ page }) => {
  const release = await holdRuntime(page);
  await page.goto('/faq');
  const question = page.getByRole('main').getByRole('button').filter({ hasText: /\?$/ }).nth(1);
  await question.click();
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
  await search.fill('roster');
  await expect(page.locator('site-island[data-island-state="live"]')).toHaveCount(0); // nothing could run yet
  release();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(search).toHaveValue('roster');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
});

const NDIS = 'National Disability Insurance Scheme';

test('the home FAQ is page HTML: NDIS is written out once, at its first use in the page, and an answer opens with no island and no error', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const release = await holdRuntime(page);
  await page.goto('/');
  await expect(mainHeading(page)).toBeVisible();
  // The FAQ is no island of its own any more: the page's first use (the hero) is the only one written out.
  await expect(
    page
      .getByRole('main')
      .locator('p')
      .filter({ hasText: `${NDIS} (NDIS)` }),
  ).toHaveCount(1);
  const question = page.getByRole('main').getByRole('button', { name: 'Who is Wattlecare for?' });
  await expect(question.locator('xpath=ancestor::site-island')).toHaveCount(0);
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const answer = page.locator(`#${(await question.getAttribute('aria-controls')) ?? ''}`);
  await expect(answer).toBeVisible();
  await expect(answer.locator(`abbr[title="${NDIS}"]`)).toHaveText('NDIS');
  release();
  expect(problems).toEqual([]);
});

test('a form filled in before it is live keeps every value, and its Submit then checks them', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  const release = await holdRuntime(page);
  await page.goto('/requestDemo');
  const form = page.getByTestId('enquiry-form');
  await form.getByLabel('Full name').fill('Jo Early');
  await form.getByLabel('Organisation').fill('Early Care Services');
  await form.getByRole('button', { name: 'Submit' }).click();
  release();
  // The held Submit ran on the live form: only the fields left empty are reported.
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Full name')).toHaveValue('Jo Early');
  await expect(form.getByLabel('Full name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Organisation')).toHaveValue('Early Care Services');
  await expect(page).toHaveURL(/\/requestDemo$/); // never a native submit with details in the address
});

test('the first empty Submit on /requestDemo is answered from the HTML before any code arrives: "Required" and the red border on each field', async ({
  page,
}) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const problems = collectPageErrors(page);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const release = await holdRuntime(page);
  await page.goto('/requestDemo');
  const form = page.getByTestId('enquiry-form');
  // Every script the tap asks for (the runtime, its chunks) waits: the answer can only come from the page itself.
  let releaseScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\.js$/, async (route) => {
    await scriptsHeld;
    await route.fallback();
  });
  // Scripts asked for from now on (one the page's load asked for may still finish meanwhile: not the tap's).
  const scriptsAskedFor = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptsAskedFor.add(request);
  });
  const scriptsArrived: string[] = [];
  page.on('requestfinished', (request) => {
    if (scriptsAskedFor.has(request)) scriptsArrived.push(request.url());
  });
  // The tap's time to its answer, in the page: the loader answers in the click's own task, the
  // privacy alert first (it blocks until dismissed, here by the test), then the marks. Its listener on
  // the island stops the click there, so this one listens on the document first.
  const answeredInMs = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const browserAlert = window.alert.bind(window);
        document.addEventListener(
          'click',
          (event) => {
            const tapped = event.timeStamp;
            window.alert = (text?: string) => {
              resolve(performance.now() - tapped);
              browserAlert(text);
            };
          },
          { capture: true, once: true },
        );
      }),
  );
  await form.getByRole('button', { name: 'Submit' }).click();
  expect(await answeredInMs).toBeLessThan(200);
  for (const label of ['Full name', 'Email', 'Phone', 'Organisation', 'Role', 'Areas of interest', 'Preferred time']) {
    const control = form.getByLabel(label, { exact: true });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription('Required');
    await expect(control).toHaveCSS('border-top-color', 'rgb(154, 28, 19)'); // the spec's red border
  }
  expect(alerts).toEqual(['Please agree to the Privacy Policy before submitting.']);
  await expect(form.getByLabel('Full name')).toBeFocused();
  // Answered by the page's own script: no script arrived after the tap, no island is live.
  expect(scriptsArrived).toEqual([]);
  await expect(page.locator('site-island[data-island-state="live"]')).toHaveCount(0);

  // Typing meanwhile, then the island goes live: the typed text and the marks of the other fields
  // stay, the edited field's mark goes, and React took over with no hydration error.
  await form.getByLabel('Full name').fill('Jo Early');
  await expect(form.getByLabel('Full name')).not.toHaveAttribute('aria-invalid');
  releaseScripts();
  release();
  await expect(page.locator('site-island[data-island="forms/RequestForm"]')).toHaveAttribute('data-island-state', 'live');
  await expect(form.getByLabel('Full name')).toHaveValue('Jo Early');
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Required');
  await form.getByLabel('Email').fill('jo@example.com');
  await expect(form.getByLabel('Email')).not.toHaveAttribute('aria-invalid'); // the live form's own clearing
  expect(problems).toEqual([]);
  expect(alerts).toHaveLength(1); // the early Submit was answered once, not again by the live form
});

test("a tap on Sign Up opens the free-trial dialog at once, its form taking typing and its first validation before its island's files are here", async ({
  page,
}) => {
  // The island's files: the shell's runtime and the forms remote's (the early check is the loader's own).
  const releaseRuntime = await holdRuntime(page);
  const releaseForms = await holdRequests(page, `http://localhost:${e2eEnv.FORMS_PORT}/**`);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-shell', 'live');
  const signUp = page.getByRole('main').locator('[data-shell-action="open-free-trial"]').first();
  // From the tap to the dialog in the page, in the click's own task (the loader's listener on the
  // document runs first: this one, added later, sees what it did).
  const shownInMs = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        document.addEventListener(
          'click',
          (event) => resolve(document.querySelector('dialog[open] form') ? performance.now() - event.timeStamp : Infinity),
          { once: true },
        );
      }),
  );
  await signUp.click();
  expect(await shownInMs).toBeLessThan(100);
  const dialog = page.getByRole('dialog', { name: 'Start your 7-day free trial' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/); // the link was not followed
  const island = dialog.locator('xpath=ancestor::site-island[1]');
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByRole('button', { name: 'Start free trial' }).click();
  // The first validation, from the HTML: every empty field marked, its message beside it.
  await expect(dialog.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Last name')).toHaveAccessibleDescription(trialMessages.required);
  await expect(dialog.getByLabel('First name')).not.toHaveAttribute('aria-invalid');
  await expect(dialog.getByLabel('First name')).toHaveValue('Ada');
  // The spec's alert text, as the form's error summary (the server shows the same without script).
  await expect(dialog.getByRole('alert')).toContainText('Validation Error');
  await expect(island).not.toHaveAttribute('data-island-state', 'live');
  releaseRuntime();
  releaseForms();
  await expect(island).toHaveAttribute('data-island-state', 'live');
  await expect(dialog.getByLabel('First name')).toHaveValue('Ada'); // nothing typed is lost
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(signUp).toBeFocused();
});

/**
 * Milliseconds from a click on `button` (the event's time stamp) to the page starting to move
 * `slider`: a scroll of its row (before Swiper runs) or a new position of its strip (Swiper's
 * transform). The answer, measured in the page. (The frames that paint it follow at the browser's
 * pace, which on this shared test machine says nothing about the site.)
 */
async function clickToMove(button: Locator, slider: Locator): Promise<number> {
  await slider.evaluate((element) => {
    const clock = window as unknown as { clickedAt?: number; moveAskedAt?: number };
    delete clock.clickedAt;
    delete clock.moveAskedAt;
    document.addEventListener('click', (event) => (clock.clickedAt = event.timeStamp), { capture: true, once: true });
    const scrollBy = element.scrollBy.bind(element);
    element.scrollBy = ((...options: Parameters<typeof scrollBy>) => {
      clock.moveAskedAt ??= performance.now();
      scrollBy(...options);
    }) as typeof element.scrollBy;
    const strip = element.firstElementChild as HTMLElement;
    const moved = new MutationObserver(() => {
      clock.moveAskedAt ??= performance.now();
      moved.disconnect();
    });
    moved.observe(strip, { attributeFilter: ['style'] });
  });
  await button.click();
  return slider.evaluate(() => {
    const clock = window as unknown as { clickedAt?: number; moveAskedAt?: number };
    return (clock.moveAskedAt ?? Infinity) - (clock.clickedAt ?? 0);
  });
}

/** Where the slider's first slide stands, from the slider's left edge (a scroll of its row or Swiper's transform alike). */
const firstSlideAt = (slider: Locator) =>
  slider.evaluate((element) => {
    const slide = element.querySelector('[aria-roledescription="slide"]');
    return Math.round((slide?.getBoundingClientRect().left ?? 0) - element.getBoundingClientRect().left);
  });

/** The sliders' own code: their first answers once the visitor is at the page and one is near the viewport, Swiper as one nears it. */
const isSliderCode = (url: string): boolean => /\/islands-swiper(Wake|Sliders)\.[0-9a-f]{10}\.js$/.test(url);

test('waking every island on / loads neither React Router nor single-spa, and no stylesheet the page already has inline', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  const islands = page.locator('site-island[data-island]:not([data-hydrate="never"])');
  for (const island of await islands.all()) {
    await island.evaluate((element) => {
      (element.firstElementChild ?? element).scrollIntoView({ block: 'center' });
      for (const type of ['pointerover', 'focusin']) element.dispatchEvent(new Event(type, { bubbles: true }));
    });
  }
  for (const island of await islands.all()) await expect(island).toHaveAttribute('data-island-state', 'live');
  await page.waitForLoadState('networkidle');
  const loaded = await loadedSharedModules(page);
  expect(loaded).toEqual(expect.arrayContaining(['@site/ui from shell', 'react from shell', 'react-dom/client from shell']));
  expect(loaded.filter((name) => /^(react-router|single-spa)/.test(name))).toEqual([]);
  const inline = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
  expect(inline.length).toBeGreaterThan(0);
  expect(stylesheets.filter((url) => inline.includes(url))).toEqual([]);
});

test('the features slider’s arrows and pause button answer from the HTML with no island, then Swiper takes over, and no tap fetches a script', async ({
  page,
}) => {
  const release = await holdRuntime(page);
  // Swiper arrives late, as on a slow phone: the controls answer from the HTML until then.
  const releaseSwiper = await holdRequests(page, /\/islands-swiperSliders\.[0-9a-f]{10}\.js$/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.locator('html[data-shell="live"]')).toHaveCount(1);
  const slider = page.getByTestId('features-slider');
  await slider.scrollIntoViewIfNeeded();
  // Not inside any island: nothing has to wake for it.
  expect(await slider.evaluate((element) => element.closest('site-island'))).toBeNull();
  const scripts: string[] = [];
  page.on('request', (request) => {
    // What comes once the visitor is settled (the beacon's vitals…), or with the scroll to the slider
    // (its event may land after this listener): the scroll-to-top control's code and the slider's own.
    const url = request.url();
    if (request.resourceType() === 'script' && !comesOnceSettled(url) && !comesWithFirstScroll(url) && !isSliderCode(url))
      scripts.push(url);
  });
  await page.getByRole('button', { name: 'Pause automatic sliding of features' }).click();
  await expect(page.getByRole('button', { name: 'Play automatic sliding of features' })).toBeVisible();
  const start = await firstSlideAt(slider);
  expect(await clickToMove(page.getByRole('button', { name: 'Next features' }), slider)).toBeLessThan(100);
  await expect.poll(() => firstSlideAt(slider)).toBeLessThan(start - 100);
  // Swiper takes the row over where it stands, runs the arrows and keeps the visitor's pause.
  releaseSwiper();
  await expect(slider).toHaveClass(/swiper-initialized/);
  expect(await clickToMove(page.getByRole('button', { name: 'Previous features' }), slider)).toBeLessThan(100);
  await expect.poll(() => firstSlideAt(slider)).toBe(start);
  // Paused: it stays where the visitor left it.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(2600);
  expect(await firstSlideAt(slider)).toBe(start);
  expect(scripts).toEqual([]);
  release();
});

test("the sliders' code waits for one to come near: the visitor's activity at the top of / fetches none of it, the scroll towards one does", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const sliderCode: string[] = [];
  page.on('request', (request) => {
    if (isSliderCode(request.url())) sliderCode.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('html[data-shell="live"]')).toHaveCount(1);
  // A menu tap at the top of the page: the features slider is a screen and more below.
  await page.mouse.move(20, 20);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.keyboard.press('Escape');
  await page.waitForTimeout(1500);
  expect(sliderCode).toEqual([]);
  await page.getByTestId('features-slider').scrollIntoViewIfNeeded();
  await expect.poll(() => sliderCode.some((url) => url.includes('/islands-swiperWake.'))).toBe(true);
});

test('"Show the full comparison" opens the table before the pricing island is live, and the live island keeps it so', async ({ page }) => {
  const release = await holdRuntime(page);
  await page.goto('/pricing');
  await expect(page.locator('html[data-shell="live"]')).toHaveCount(1);
  const table = page.getByRole('table', { name: 'Features included in each NDIS plan' });
  await expect(table).toBeHidden();
  await page.getByRole('button', { name: 'Show the full comparison' }).click();
  await expect(table).toBeVisible();
  const hide = page.getByRole('button', { name: 'Hide the full comparison' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('site-island[data-island-state="live"]')).toHaveCount(0);

  // The island wakes (the pointer over the industry switch) and hydrates the open table as it is.
  release();
  await page.getByRole('combobox', { name: 'Your industry' }).hover();
  const island = page.locator('site-island[data-island="pricing/PricingPlans"]');
  await expect(island).toHaveAttribute('data-island-state', 'live');
  await expect(table).toBeVisible();
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  // One press, one change: React does not toggle it as well.
  await hide.click();
  await expect(table).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show the full comparison' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Show the full comparison' }).click();
  await expect(table).toBeVisible();
});

/** The page's layout shifts (not caused by input) from its start until now. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

for (const [path, screen] of [
  ['/', 'laptop'],
  ['/', 'phone'],
  ['/pricing', 'laptop'],
  ['/blogs', 'laptop'],
  ['/contact-us', 'phone'],
] as const) {
  test(`${path} on a ${screen} does not move as it loads and its islands wake (no layout shift)`, async ({ page }) => {
    if (screen === 'phone') await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Wake the islands a visitor meets first: the top bar, and whatever comes into view on a scroll.
    const menu = page.getByRole('banner').getByRole('button', { name: screen === 'phone' ? 'Open menu' : 'About', exact: true });
    await menu.hover();
    await page.mouse.move(5, 700);
    for (let y = 0; y < 3000; y += 600) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(150);
    }
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBe(0);
  });
}

/**
 * Grids of several columns whose first item changes width when its later siblings are missing: on a
 * slow phone the HTML arrives in pieces and a frame can be drawn between two cards, so such a grid
 * draws the first card full width and then squeezes it (a layout shift the walk above can miss).
 */
const gridsThatReflowAsItemsArrive = (page: Page) =>
  page.evaluate(() => {
    const reflowing: string[] = [];
    for (const grid of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(grid);
      const tracks = style.gridTemplateColumns.split(' ').filter((track) => parseFloat(track) > 0);
      if (style.display !== 'grid' || grid.children.length < 2 || tracks.length < 2) continue;
      const [first, ...later] = [...grid.children] as HTMLElement[];
      const width = first!.getBoundingClientRect().width;
      for (const sibling of later) sibling.style.display = 'none';
      const alone = first!.getBoundingClientRect().width;
      for (const sibling of later) sibling.style.removeProperty('display');
      if (Math.abs(alone - width) > 1)
        reflowing.push(`${grid.tagName} of ${grid.children.length}: ${Math.round(width)} px, alone ${Math.round(alone)} px`);
    }
    return reflowing;
  });

for (const width of [1280, 1024]) {
  test(`at ${width} px wide, a grid's first item has its final width before its siblings arrive (streamed HTML does not reflow)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/pricing', '/roster-management', '/about-us', '/requestDemo', '/contact-us', '/pricing?industry=ict']) {
      await page.goto(path);
      await expect(mainHeading(page)).toBeVisible();
      if (path.includes('industry')) await expect(page.getByTestId('sales-contact')).toBeVisible();
      expect({ path, reflowing: await gridsThatReflowAsItemsArrive(page) }).toEqual({ path, reflowing: [] });
    }
  });
}

test('moving between pages keeps the top bar where it is: same box, and the page below it starts at the same height', async ({ page }) => {
  const frame = () =>
    page.evaluate(() => ({
      header: document.querySelector('header')!.getBoundingClientRect().toJSON() as DOMRect,
      mainTop: document.querySelector('main')!.getBoundingClientRect().top,
    }));
  await page.goto('/pricing');
  const before = await frame();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources', exact: true }).hover();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(mainHeading(page)).toHaveText('BLOG');
  expect(await frame()).toEqual(before);
  expect(await layoutShift(page)).toBe(0);
});

test('every page names its Speculation Rules in a header, and the browser accepts them', async ({ page, request }) => {
  const response = await request.get('/pricing', { headers: { Accept: 'text/html' } });
  const header = response.headers()['speculation-rules'];
  expect(header).toBe('"/speculation-rules.json"');
  const rules = await request.get('/speculation-rules.json');
  expect(rules.headers()['content-type']).toMatch(/^application\/speculationrules\+json/);

  const cdp = await page.context().newCDPSession(page);
  const ruleSets: Array<{ sourceText: string; errorType?: string; errorMessage?: string }> = [];
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSets.push(ruleSet));
  await cdp.send('Preload.enable');
  await page.goto('/pricing');
  await expect.poll(() => ruleSets.length).toBeGreaterThan(0);
  expect(ruleSets.map((ruleSet) => ruleSet.errorType ?? 'accepted')).toEqual(['accepted']);
  expect(JSON.parse(ruleSets[0]!.sourceText)).toMatchObject({ prerender: [{ source: 'document', eagerness: 'moderate' }] });
});

test('Back returns to the same scroll position on the page as it was; a new page starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/blogs');
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true });
  await privacy.scrollIntoViewIfNeeded();
  const leftAt = await page.evaluate(() => Math.round(window.scrollY));
  expect(leftAt).toBeGreaterThan(600);
  await markDocument(page);
  await privacy.click();
  await expect(mainHeading(page)).toHaveText('Privacy Policy');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(mainHeading(page)).toHaveText('BLOG');
  await expectSameDocument(page);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(leftAt);
});
