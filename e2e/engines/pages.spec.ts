/** What visitors do on the home page, pricing and the FAQ: in every engine. */
import { expect, test } from './fixtures';
import { attributeOf, mainHeading, openLive, pathOf, scrollToElement, textOf } from './pageState';
import type { Visitor } from './visitor';

const FEATURES = '[data-testid="features-slider"]';
const SLIDE = '[aria-roledescription="slide"]';

/** The first slide wholly in view: where the slider stands. */
const slideInFront = (visitor: Visitor) =>
  visitor.evaluate(
    (sliderCss: string, slideCss: string) => {
      const slider = document.querySelector(sliderCss)!;
      const box = slider.getBoundingClientRect();
      return [...slider.querySelectorAll(slideCss)].findIndex((slide) => slide.getBoundingClientRect().left >= box.left - 1);
    },
    FEATURES,
    SLIDE,
  );

test('the features slider: paused and played, moved by its arrows, and a card opens its page', async ({ visitor }) => {
  await openLive(visitor, '/');
  await scrollToElement(visitor, FEATURES);
  // Swiper takes the row over once it is near; the controls answer before that too.
  await expect.poll(() => attributeOf(visitor, FEATURES, 'class'), { timeout: 15_000 }).toMatch(/swiper-initialized/);
  const pause = 'button[data-slider-control="pause"][aria-controls$="-slider"]';
  await visitor.click(pause);
  // What the button says now (its other words are hidden).
  const saying = () =>
    visitor.evaluate((css: string) => document.querySelector<HTMLElement>(css)!.innerText.replace(/\s+/g, ' ').trim(), pause);
  await expect.poll(saying).toBe('Play automatic sliding of features');
  await visitor.evaluate(() => new Promise((resolve) => setTimeout(resolve, 600))); // a move under way ends
  const held = await slideInFront(visitor);

  await visitor.click('button[aria-label="Next features"]');
  await expect.poll(() => slideInFront(visitor)).toBe(held + 1);
  await visitor.click('button[aria-label="Previous features"]');
  await expect.poll(() => slideInFront(visitor)).toBe(held);

  const card = `${FEATURES} ${SLIDE}[aria-label^="${held + 1} of "] a`;
  const href = await attributeOf(visitor, card, 'href');
  await visitor.click(card);
  await expect.poll(() => pathOf(visitor)).toBe(href);
  expect(await mainHeading(visitor)).toBeTruthy();
});

test('pricing: the industry switch swaps the plans for the sales contact, and the comparison opens and closes', async ({ visitor }) => {
  await openLive(visitor, '/pricing');
  expect(await mainHeading(visitor)).toBe('PRICING');
  const plans = () => visitor.evaluate(() => document.querySelectorAll('main article').length);
  expect(await plans()).toBe(3);

  // The site's own select, not the engine's native control (WebKit drew a grey one), in every engine.
  expect(
    await visitor.evaluate(() => {
      const style = getComputedStyle(document.querySelector('main select')!);
      return [style.appearance, style.backgroundColor, style.backgroundImage.includes('gradient')];
    }),
  ).toEqual(['none', 'rgb(255, 255, 255)', true]);
  await visitor.select({ label: 'Your industry' }, 'Construction');
  await expect.poll(() => visitor.evaluate(() => location.search)).toBe('?industry=construction');
  await expect.poll(() => visitor.isShown({ text: 'Pricing for your industry: Construction' })).toBe(true);
  expect(await plans()).toBe(0);
  await visitor.select({ label: 'Your industry' }, 'NDIS Industry');
  await expect.poll(plans).toBe(3);
  await expect.poll(() => visitor.evaluate(() => location.search)).toBe('');

  await visitor.click({ text: 'Show the full comparison', css: 'button' });
  await expect.poll(() => visitor.isShown('main table')).toBe(true);
  expect(await textOf(visitor, 'main table caption')).toBe('Features included in each NDIS plan');
  const bankFeed = await visitor.evaluate(
    () =>
      [...document.querySelectorAll('main table tr')]
        .find((row) => row.querySelector('th')?.textContent.trim().startsWith('Bank Feed'))
        ?.querySelectorAll('td').length,
  );
  expect(bankFeed).toBe(3);
  // On a phone the open table scrolls inside its own box: the page never scrolls sideways.
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await visitor.click({ text: 'Hide the full comparison', css: 'button' });
  await expect.poll(() => visitor.isShown('main table')).toBe(false);
});

test('the FAQ: three sections, one answer open at a time', async ({ visitor }) => {
  await openLive(visitor, '/faq');
  expect(await visitor.evaluate(() => [...document.querySelectorAll('main h2')].map((h) => h.textContent.trim()))).toEqual([
    'General',
    'Product-Wise',
    'Timesheet',
  ]);
  const expanded = () =>
    visitor.evaluate(() => [...document.querySelectorAll('main button[aria-expanded="true"]')].map((b) => b.textContent.trim()));
  const first = (await textOf(visitor, 'main button[aria-expanded="false"]'))!;
  await visitor.click({ text: first, css: 'main button' });
  await expect.poll(expanded).toEqual([first]);
  const last = await visitor.evaluate(() => [...document.querySelectorAll('main button[aria-expanded]')].at(-1)!.textContent.trim());
  await visitor.click({ text: last, css: 'main button' });
  await expect.poll(expanded).toEqual([last]);
});
