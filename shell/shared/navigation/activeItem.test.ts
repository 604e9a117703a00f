import { activeTopItem } from './activeItem';
import { resolveLabel } from '@site/ui/label-map';
import { topNavigation } from './menus';

describe('activeTopItem', () => {
  it.each([
    ['/', null],
    ['/pricing', 'Pricing'],
    ['/PRICING', 'Pricing'],
    ['/our-story', 'About'],
    ['/roster-management', 'Product'],
    ['/scheduling', 'Product'],
    ['/roster-manager', 'Solutions'],
    ['/ndis-industry', 'Solutions'],
    ['/blogs', 'Resources'],
    ['/faq', 'Resources'],
    ['/requestDemo', 'Additional Features'],
    ['/coming-soon', null],
    ['/nowhere', null],
  ])('%s highlights %s', (path, expected) => {
    expect(activeTopItem(path, topNavigation, resolveLabel)).toBe(expected);
  });
});
