import { featurePages } from '../../content/features';
import { blockLayout, heroImagePlacement } from './layout';

describe('feature page layout rules', () => {
  it('puts the hero image above the text on HR Operations, Role Based Dashboard, Forms and Accounting only', () => {
    const above = featurePages.filter((page) => heroImagePlacement(page.name) === 'above').map((page) => page.path);
    expect(above.sort()).toEqual(['/accounting', '/forms', '/hr-operations', '/role-based-dashboard']);
    expect(heroImagePlacement('Timesheet')).toBe('below');
    expect(heroImagePlacement('Roster Management')).toBe('below');
  });

  it('alternates the blocks (spec: section3) between the two layouts, starting with the image after the text', () => {
    expect([0, 1, 2, 3].map(blockLayout)).toEqual(['image-end', 'image-start', 'image-end', 'image-start']);
  });
});
