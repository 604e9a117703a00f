import { itemPath, itemSlug } from './libraryPaths';

it('puts the item in the query string of /article (case studies) or /details (guides)', () => {
  expect(itemPath('case-study', 'riverbend-sil')).toBe('/article?item=riverbend-sil');
  expect(itemPath('guide', 'approve-timesheets')).toBe('/details?item=approve-timesheets');
});

it('reads the item back from an address, and null when there is none', () => {
  expect(itemSlug('?item=riverbend-sil')).toBe('riverbend-sil');
  expect(itemSlug('?item=a%20b')).toBe('a b');
  expect(itemSlug('')).toBeNull();
});
