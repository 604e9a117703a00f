import { siteConfig } from '@site/site-config';
import { COMING_SOON_PATH, knownLabels, labelResolverWith, resolveLabel } from '@site/ui/label-map';
import { footerColumns, productModules, socialLabels, topNavigation } from '../../shared/navigation/menus';

/** Menu labels the spec lists but the site has no page for yet: they go to /coming-soon. */
const comingSoonLabels = [
  'Repository',
  'Retail & Hospitality',
  'Multi-site Businesses',
  'Construction',
  'Manufacturing',
  'More Industries',
  'Aged Care',
  'Childcare Centres',
  'Allied Health',
  'Home & Community Care',
  'Small Businesses',
  'Enterprise',
  'Franchises',
  'Startups',
  'Compliance',
  'Employee Engagement',
  'Time Efficiency',
  'Cost Optimisation',
  'Integration',
];

const allMenuLabels = [
  // Top items with a panel are panel toggles, not links; the others (Pricing) are links.
  ...topNavigation.filter((item) => !item.groups).map((item) => item.label),
  ...topNavigation.flatMap((item) => item.groups ?? []).flatMap((group) => group.labels),
  ...footerColumns.flatMap((column) => column.labels),
];

describe('label map', () => {
  // That each route label reaches a page the live site answers is checked end to end (e2e
  // composition.spec.ts): the pages are the remotes', known at run time.
  it.each(knownLabels)('"%s" resolves to a site path, an external page or a shell action', (label) => {
    const target = resolveLabel(label, { fallback: false });
    expect(target).not.toBeNull();
    if (target?.kind === 'route') expect(target.to).toMatch(/^\/[A-Za-z0-9-]*(#[a-z-]+)?$/);
    if (target?.kind === 'external') expect(target.href).toMatch(/^https:\/\/[a-z.]*example\.com\//);
  });

  it("reaches a live page by its title when the map has no entry, the map's own entries winning", () => {
    const pages: Record<string, string> = { 'aged care': '/aged-care-industry', pricing: '/pricing-v2' };
    const live = labelResolverWith((label) => pages[label.trim().toLowerCase()]);
    expect(live('Aged Care')).toEqual({ kind: 'route', to: '/aged-care-industry' });
    expect(live('Pricing')).toEqual({ kind: 'route', to: '/pricing' });
    expect(live('Construction')).toEqual({ kind: 'route', to: COMING_SOON_PATH });
    expect(live('Construction', { fallback: false })).toBeNull();
  });

  it.each([
    ['Blog', '/blogs'],
    ['Product', '/product'],
    ['Whitepapers', '/whitepapers'],
    ['Pricing', '/pricing'],
    ['Book a Demo', '/requestDemo'],
    ['Features', '/#features'],
    ['Roster Manager', '/roster-manager'],
    ['NDIS', '/ndis-industry'],
    ['ICT', '/ict-industry'],
    ['T Learning Hub', '/t-learning-hub'],
    ['Clock In & Clock Out', '/clock-in-and-clock-out'],
    ['Terms and Conditions', '/terms-and-Conditions'],
  ])('spec example: %s goes to %s', (label, to) => {
    expect(resolveLabel(label)).toEqual({ kind: 'route', to });
  });

  it('opens social pages, app stores and the hosted login externally, from the site config', () => {
    for (const network of socialLabels) {
      expect(resolveLabel(network)).toEqual({ kind: 'external', href: siteConfig.links.social[network] });
    }
    expect(resolveLabel('ios')).toEqual({ kind: 'external', href: siteConfig.links.stores.ios });
    expect(resolveLabel('android')).toEqual({ kind: 'external', href: siteConfig.links.stores.android });
    expect(resolveLabel('Sign In')).toEqual({ kind: 'external', href: siteConfig.links.login });
  });

  it('asks the shell to open the free-trial dialog for sign-up labels', () => {
    expect(resolveLabel('Sign Up')).toEqual({ kind: 'action', action: 'open-free-trial', href: '/free-trial' });
    expect(resolveLabel('Free Trial Sign-Up')).toEqual({ kind: 'action', action: 'open-free-trial', href: '/free-trial' });
  });

  it('ignores case and spacing', () => {
    expect(resolveLabel('  FACEBOOK ')).toEqual(resolveLabel('facebook'));
    expect(resolveLabel('our   story')).toEqual({ kind: 'route', to: '/our-story' });
  });

  it('sends unknown labels to /coming-soon unless the fallback is off', () => {
    expect(resolveLabel('Quantum Rostering')).toEqual({ kind: 'route', to: COMING_SOON_PATH });
    expect(resolveLabel('Quantum Rostering', { fallback: false })).toBeNull();
    expect(resolveLabel('', { fallback: false })).toBeNull();
  });

  it('covers every menu and footer label: each has a page, or is one we know has none yet', () => {
    const falling = allMenuLabels.filter((label) => resolveLabel(label, { fallback: false }) === null);
    expect(falling.sort()).toEqual([...comingSoonLabels].sort());
    for (const label of comingSoonLabels) expect(resolveLabel(label)).toEqual({ kind: 'route', to: COMING_SOON_PATH });
  });

  it('lists the 16 modules in the Product panel', () => {
    expect(productModules).toHaveLength(16);
    expect(topNavigation.find((item) => item.label === 'Product')?.groups?.[0]?.labels).toEqual(productModules);
  });
});
