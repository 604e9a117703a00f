import { itemSlug, legacyItemAddress } from './libraryPaths';

it('spells the spec’s address of an item with the item in the query string', () => {
  expect(legacyItemAddress('case-study', 'riverbend-sil')).toBe('/article?item=riverbend-sil');
  expect(legacyItemAddress('guide', 'approve-timesheets')).toBe('/details?item=approve-timesheets');
});

it('reads the item back from the query string', () => {
  expect(itemSlug('?item=riverbend-sil')).toBe('riverbend-sil');
  expect(itemSlug('?item=a%20b')).toBe('a b');
  expect(itemSlug('')).toBeNull();
});
