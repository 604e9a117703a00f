/** The performance and accessibility budgets, in one place, and the routes they are measured on. */

export const budgets = {
  /** Lighthouse category scores, 0–100, each at least this (median of `lighthouseRuns` runs). */
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Lighthouse metrics (mobile, simulated throttling), each at most this (medians). */
  lcpSeconds: 1.6,
  tbtMs: 30,
  cls: 0,
  /**
   * Script on the wire at first load (gzip KB) where a page has its own budget. `/privacy-policy`:
   * the islands loader alone, on a phone's screen: 5 KB with the beacon (issue 31), 5.2 KB since it
   * tells a load the visitor's leaving cancelled from a failure (issue 59).
   */
  scriptKb: { '/privacy-policy': 5.2, '/': 110 } as Readonly<Record<string, number>>,
  /** React's core fetched at most once per page, and not at all where no island woke at load. */
  reactCopies: 1,
  /** First tap to answer on the phone profile (median of 3, cold cache, 1 s after load): menus, panels, accordions, slider controls. */
  tapControlMs: 100,
  /** … and a form's first validation (an empty Submit → its errors shown). */
  tapFormMs: 200,
  /** Everything fetched while every island on `/` wakes (KB gzip: the response bodies as sent; headers are printed apart). */
  wakeAllKb: 150,
  /** From the click on a hovered link to the next page's h1 painted, unthrottled (median of the pairs). */
  navigationMs: 100,
  /** axe: serious or critical violations per page or state. */
  axeSeriousOrCritical: 0,
  /** axe: elements under AAA text contrast (color-contrast-enhanced) per page or state. */
  axeContrastEnhanced: 0,
} as const;

/** Lighthouse runs per route; the table shows each figure's median. */
export const lighthouseRuns = 3;

/** One route of each page template (the whole site is too slow to Lighthouse on 2 cores). */
export const lighthouseRoutes = [
  '/', // home
  '/product', // product overview
  '/roster-manager', // role
  '/ndis-industry', // industry
  '/roster-management', // feature
  '/blogs', // blog listing
  '/blogPost', // article
  '/pricing',
  '/requestDemo', // demo request
  '/faq',
  '/privacy-policy', // legal
] as const;

/** Link clicks the navigation measure makes: from a page, a top-bar or in-page link to another template. */
export const navigationPairs = [
  { from: '/', to: '/pricing' },
  { from: '/pricing', to: '/product' },
  { from: '/product', to: '/blogs' },
  { from: '/blogs', to: '/faq' },
  { from: '/faq', to: '/privacy-policy' },
] as const;

/** The default ports of `npm start`; the shell's origin is one the remotes allow (CORS). */
export const siteUrl = 'http://localhost:3000';
