/** The site search, from the top bar or the drawer, in every engine. */
import { expect, test } from './fixtures';
import { mainHeading, openLive, pathOf, textOf } from './pageState';

test('typing "pricing" in the search box and choosing the first suggestion opens the pricing page', async ({ visitor, sizeName }) => {
  await openLive(visitor, '/blogs');
  // On a phone the box is in the drawer.
  if (sizeName === 'phone') await visitor.click('#menu-button');
  const box = 'input[role="combobox"][type="search"]';
  await visitor.click(box);
  await visitor.type(box, 'pricing');
  const firstOption = '[role="listbox"] [role="option"]';
  // The indexes arrive one by one: until the page's own has, the only option is "See all results".
  await expect.poll(() => textOf(visitor, firstOption)).toMatch(/^(?!See all results)./);
  await visitor.press('ArrowDown');
  await visitor.press('Enter');
  await expect.poll(() => pathOf(visitor)).toBe('/pricing');
  await expect.poll(() => mainHeading(visitor)).toBe('PRICING');
});
