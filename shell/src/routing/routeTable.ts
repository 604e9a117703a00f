/**
 * Every route of the site and the deployable that renders it. The shell's client and server both
 * read this table: the client to mount the right remote, the server for 404s and canonical URLs.
 */
import type { RemoteName } from '@site/devkit/topology';

export type RouteOwner = RemoteName | 'shell';

export interface SiteRoute {
  /** Canonical path, spelled as the spec lists it. Matching ignores case. */
  readonly path: string;
  readonly owner: RouteOwner;
}

const marketing = [
  '/',
  // Product overviews
  '/product',
  '/scheduling',
  '/time-management',
  '/hr-management',
  '/communication',
  // Solutions by role and by industry
  '/administrator',
  '/roster-manager',
  '/ndis-staff',
  '/hr-manager',
  '/accountant',
  '/participant',
  '/ndis-industry',
  '/ict-industry',
  // Feature detail pages
  '/roster-management',
  '/timesheet',
  '/admin-console',
  '/access-control-panel',
  '/hr-operations',
  '/t-sign',
  '/clock-in-and-clock-out',
  '/participant-management',
  '/incident-management',
  '/role-based-dashboard',
  '/chat',
  '/my-profile',
  '/forms',
  '/accounting',
  '/t-learning-hub',
  // About, legal, release notes
  '/our-story',
  '/our-mission-and-vision',
  '/team',
  '/careers',
  '/contact-us',
  '/privacy-policy',
  '/terms-and-Conditions',
  '/release-notes',
] as const;

const resources = [
  '/blogs',
  '/blogPost',
  '/blogPost2',
  '/blogPost3',
  '/blogPost4',
  '/addBlog',
  '/article',
  '/details',
  '/case-studies',
  '/whitepapers',
  '/support-documentation',
  '/faq',
] as const;

export const routeTable: readonly SiteRoute[] = [
  ...marketing.map((path) => ({ path, owner: 'marketing' as const })),
  ...resources.map((path) => ({ path, owner: 'resources' as const })),
  { path: '/pricing', owner: 'pricing' },
  { path: '/requestDemo', owner: 'forms' },
  { path: '/salesPage', owner: 'forms' },
  { path: '/coming-soon', owner: 'shell' },
  { path: '/search', owner: 'shell' },
];

const byLowerCasePath = new Map(routeTable.map((route) => [route.path.toLowerCase(), route]));

/** Case-insensitive lookup; a trailing slash is ignored. Unknown paths give `undefined`. */
export function matchRoute(pathname: string): SiteRoute | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byLowerCasePath.get(normalised.toLowerCase());
}

/** The canonical path when `pathname` is a variant spelling (e.g. /requestdemo), else null. */
export function canonicalRedirect(pathname: string): string | null {
  const route = matchRoute(pathname);
  return route && route.path !== pathname ? route.path : null;
}

/** No route has this path: the shell's prerender renders its "page not found" frame for it. */
export const NOT_FOUND_FRAME_PATH = '/__not-found';
