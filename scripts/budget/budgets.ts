/** The performance and accessibility budgets, in one place, and the routes Lighthouse measures. */

export const budgets = {
  /** Lighthouse category scores, 0–100, each at least this. */
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Lighthouse metrics (mobile, simulated throttling), each at most this. */
  lcpSeconds: 1.8,
  tbtMs: 100,
  cls: 0.02,
  /** First-load JS of `/`: gzip bytes on the wire, and React's core fetched exactly this many times. */
  firstLoadJsKb: 200,
  reactCopies: 1,
  /** axe: serious or critical violations per page or state. */
  axeSeriousOrCritical: 0,
} as const;

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

/** The default ports of `npm start`; the shell's origin is one the remotes allow (CORS). */
export const siteUrl = 'http://localhost:3000';
