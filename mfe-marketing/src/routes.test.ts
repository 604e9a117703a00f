import { buildRouteTable } from '@site/site-formats/routes';
import { parseRoutesFile } from '@site/site-formats/routes/file';
import { featurePages } from './content/features';
import { industryPages } from './content/industries';
import { productOverviews } from './content/products';
import { rolePages } from './content/roles';
import { pageTemplates, routes } from './routes';

describe('marketing routes (routes.json)', () => {
  it('are valid as the shell and the deploy guard read them, one address per page', () => {
    expect(parseRoutesFile(JSON.stringify({ version: 1, routes }), 'routes').routes).toHaveLength(routes.length);
    expect(buildRouteTable([{ owner: 'marketing', routes }]).conflicts).toEqual([]);
  });

  it('have one page per content entry, each with a template the router knows', () => {
    const count = (template: string) => routes.filter((route) => route.template === template).length;
    expect(count('feature')).toBe(featurePages.length);
    expect(count('product')).toBe(productOverviews.length);
    expect(count('role')).toBe(rolePages.length);
    expect(count('industry')).toBe(industryPages.length);
    expect(count('about')).toBe(5);
    expect(count('legal')).toBe(4); // privacy, terms, accessibility, release notes
    expect(routes.every((route) => (pageTemplates as readonly (string | undefined)[]).includes(route.template))).toBe(true);
  });

  it('are titled as the labels that lead to them, and dated where the content has a date', () => {
    const byPath = new Map(routes.map((route) => [route.path, route]));
    expect(byPath.get('/roster-management')?.title).toBe('Roster Management');
    expect(byPath.get('/roster-manager')?.title).toBe('Roster Manager');
    expect(byPath.get('/terms-and-Conditions')).toMatchObject({ title: 'Terms and Conditions', lastModified: '2025-07-30' });
    expect(byPath.get('/release-notes')?.lastModified).toBe('2025-07-28');
    expect(byPath.get('/accessibility')).toMatchObject({ title: 'Accessibility', lastModified: '2026-11-26' });
  });
});
