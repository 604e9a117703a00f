import { canonicalRedirect, matchRoute, routeTable } from './routeTable';

describe('routeTable', () => {
  it('lists each path once, ignoring case', () => {
    const lower = routeTable.map((r) => r.path.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  it('gives each area its routes', () => {
    const count = (owner: string) => routeTable.filter((r) => r.owner === owner).length;
    // home + 5 overviews + 6 roles + 2 industries + 15 features + 5 about + 2 legal + release notes
    expect(count('marketing')).toBe(37);
    expect(count('resources')).toBe(12);
    expect(count('pricing')).toBe(1);
    expect(count('forms')).toBe(2);
    expect(count('shell')).toBe(2); // /coming-soon and /search
  });

  it.each([
    ['/requestdemo', '/requestDemo', 'forms'],
    ['/blogpost', '/blogPost', 'resources'],
    ['/blogpost4', '/blogPost4', 'resources'],
    ['/terms-and-conditions', '/terms-and-Conditions', 'marketing'],
    ['/PRICING/', '/pricing', 'pricing'],
  ])('matches %s case-insensitively to %s', (variant, canonical, owner) => {
    expect(matchRoute(variant)).toEqual({ path: canonical, owner });
    expect(canonicalRedirect(variant)).toBe(canonical);
  });

  it('does not redirect canonical paths and does not match unknown ones', () => {
    expect(canonicalRedirect('/requestDemo')).toBeNull();
    expect(canonicalRedirect('/')).toBeNull();
    expect(matchRoute('/no-such-page')).toBeUndefined();
    expect(canonicalRedirect('/no-such-page')).toBeNull();
    expect(matchRoute('/pricing/extra')).toBeUndefined();
  });
});
