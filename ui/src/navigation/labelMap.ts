/**
 * The central label-to-destination map: every menu, footer and remote link label resolves here.
 * Unknown labels go to /coming-soon unless the caller turns that fallback off.
 *
 * The shell owns it (its team edits it, the shell serves it to the remotes at run time through
 * `ShellServices.resolveLabel`); it lives in this shared package so that the remotes' standalone
 * mode, their prerender and their tests resolve labels the same way without importing the shell.
 */
import { siteConfig } from '@site/site-config';
import type { LabelResolver, LabelTarget } from './labels';

export const COMING_SOON_PATH = '/coming-soon';

const routes: Readonly<Record<string, string>> = {
  Home: '/',
  Product: '/product',
  'Platform Overview': '/product',
  Features: '/#features',
  Scheduling: '/scheduling',
  'Time Management': '/time-management',
  'HR Management': '/hr-management',
  Communication: '/communication',
  Pricing: '/pricing',
  'Book a Demo': '/requestDemo',
  'Talk to an Expert': '/salesPage',
  // Resources
  Blog: '/blogs',
  'New Blog': '/addBlog',
  'Case Studies': '/case-studies',
  Whitepapers: '/whitepapers',
  FAQs: '/faq',
  FAQ: '/faq',
  'Support Documentation': '/support-documentation',
  'Release Notes': '/release-notes',
  // About and legal
  'Our Story': '/our-story',
  'Our Mission & Vision': '/our-mission-and-vision',
  Team: '/team',
  Careers: '/careers',
  'Contact Us': '/contact-us',
  'Privacy Policy': '/privacy-policy',
  'Terms and Conditions': '/terms-and-Conditions',
  Accessibility: '/accessibility',
  // Solutions: industries (disability support is the NDIS page) and roles
  NDIS: '/ndis-industry',
  'NDIS Industry': '/ndis-industry',
  'Disability Support': '/ndis-industry',
  ICT: '/ict-industry',
  'ICT Industry': '/ict-industry',
  Administrator: '/administrator',
  'Roster Manager': '/roster-manager',
  'NDIS Staff': '/ndis-staff',
  'HR Manager': '/hr-manager',
  Accountant: '/accountant',
  Participant: '/participant',
  // Feature pages (the module without a page of its own, Repository, falls back)
  'Roster Management': '/roster-management',
  Timesheet: '/timesheet',
  'Admin Console': '/admin-console',
  'Access Control Panel': '/access-control-panel',
  'HR Operations': '/hr-operations',
  'T-sign': '/t-sign',
  'Clock In & Clock Out': '/clock-in-and-clock-out',
  'Participant Management': '/participant-management',
  'Incident Management': '/incident-management',
  'Role Based Dashboard': '/role-based-dashboard',
  Chat: '/chat',
  'My Profile': '/my-profile',
  Forms: '/forms',
  Accounting: '/accounting',
  'T Learning Hub': '/t-learning-hub',
};

const external: Readonly<Record<string, string>> = {
  facebook: siteConfig.links.social.facebook,
  youtube: siteConfig.links.social.youtube,
  linkedin: siteConfig.links.social.linkedin,
  instagram: siteConfig.links.social.instagram,
  ios: siteConfig.links.stores.ios,
  android: siteConfig.links.stores.android,
  'Sign In': siteConfig.links.login,
};

/** The free-trial sign-up as a page of its own (mfe-forms): where its controls lead without script. */
const freeTrialPage = '/free-trial';

const actions: Readonly<Record<string, LabelTarget>> = {
  'Sign Up': { kind: 'action', action: 'open-free-trial', href: freeTrialPage },
  'Free Trial Sign-Up': { kind: 'action', action: 'open-free-trial', href: freeTrialPage },
};

/** Labels are matched without regard to case or spacing ("Facebook", " facebook "). */
function normalise(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLowerCase();
}

const table = new Map<string, LabelTarget>([
  ...Object.entries(routes).map(([label, to]) => [normalise(label), { kind: 'route', to }] as const),
  ...Object.entries(external).map(([label, href]) => [normalise(label), { kind: 'external', href }] as const),
  ...Object.entries(actions).map(([label, target]) => [normalise(label), target] as const),
]);

/**
 * The map, then the pages the live remotes publish: a label the map lacks reaches the page whose
 * title it is (`pageByTitle` gives its path), so a remote's new page needs no edit here. The map's
 * own entries win; anything else goes to /coming-soon unless the fallback is off.
 */
export function labelResolverWith(pageByTitle: (label: string) => string | undefined): LabelResolver {
  return (label, options = {}) => {
    const target = table.get(normalise(label));
    if (target) return target;
    const page = label.trim() ? pageByTitle(label) : undefined;
    if (page) return { kind: 'route', to: page };
    return options.fallback === false ? null : { kind: 'route', to: COMING_SOON_PATH };
  };
}

/** A route table as far as labels need it: a page by its title. */
export interface PagesByTitle {
  findByTitle(title: string): { readonly path: string } | undefined;
}

/** The map, then the titles of a route table's pages: the shell's run-time resolver over its live table. */
export function labelResolverOfTable(pages: PagesByTitle): LabelResolver {
  return labelResolverWith((label) => pages.findByTitle(label)?.path);
}

/** The map alone (standalone tools and tests; the shell adds the live pages' titles). */
export const resolveLabel: LabelResolver = labelResolverWith(() => undefined);

/** Every label the map knows, for tests and tooling. */
export const knownLabels: readonly string[] = [...Object.keys(routes), ...Object.keys(external), ...Object.keys(actions)];
