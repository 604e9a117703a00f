/**
 * Non-text contrast (WCAG 1.4.11, AA) for the controls axe does not measure: a text box or select
 * must show where it is, by its border or by its own fill, at 3:1 or more against what is around
 * it. Colours and ratios come from axe-core's own colour code (it is in the page once axe has run).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { footerWithNewsletter, mainHeading } from '../support/pageHelpers';

interface AxeColour {
  readonly alpha: number;
  parseString(colour: string): AxeColour;
}
interface AxeColourApi {
  Color: new () => AxeColour;
  getContrast(background: AxeColour, foreground: AxeColour): number;
}

/** Each visible text box and select whose edge is under 3:1, as "name: border ratio / fill ratio". */
async function faintControls(page: Page): Promise<string[]> {
  // Running axe puts its library (with its colour helpers) into the page.
  await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return page.evaluate(() => {
    const colour = (window as unknown as { axe: { commons: { color: AxeColourApi } } }).axe.commons.color;
    const parse = (text: string) => new colour.Color().parseString(text);
    const controls = document.querySelectorAll<HTMLElement>(
      // A file input shows the browser's own "Choose file" button, which has its own edge.
      'input:not([type=checkbox], [type=radio], [type=hidden], [type=file]), select, textarea',
    );
    const faint: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      // What is around it: the first ancestor with a solid fill (the page's white at the latest).
      let around = parse('rgb(255, 255, 255)');
      for (let parent = control.parentElement; parent; parent = parent.parentElement) {
        const fill = parse(getComputedStyle(parent).backgroundColor);
        if (fill.alpha === 1) {
          around = fill;
          break;
        }
      }
      const style = getComputedStyle(control);
      const edge = style.borderTopWidth === '0px' ? 1 : colour.getContrast(around, parse(style.borderTopColor));
      const fill = style.backgroundColor === 'rgba(0, 0, 0, 0)' ? 1 : colour.getContrast(around, parse(style.backgroundColor));
      if (Math.max(edge, fill) < 3) {
        faint.push(
          `${control.tagName.toLowerCase()}[name=${control.getAttribute('name')}]: border ${edge.toFixed(2)}, fill ${fill.toFixed(2)}`,
        );
      }
    }
    return faint;
  });
}

for (const path of ['/requestDemo', '/contact-us', '/search?q=roster', '/addBlog']) {
  test(`every text box and select on ${path} shows its edge at 3:1 or more`, async ({ page }) => {
    await page.goto(path);
    await expect(mainHeading(page)).toBeVisible();
    await footerWithNewsletter(page);
    await expect(page.locator('input:visible, select:visible').first()).toBeVisible();
    expect(await faintControls(page)).toEqual([]);
  });
}

test('the free-trial dialog and the top bar search box show their edges at 3:1 or more', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('combobox', { name: 'Search the site' }).click();
  expect(await faintControls(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Start your 7-day free trial' }).getByRole('textbox').first()).toBeVisible();
  expect(await faintControls(page)).toEqual([]);
});
