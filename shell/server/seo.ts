/**
 * sitemap.xml and robots.txt, from the live route table (the remotes' published routes), so a page
 * a remote deploys is listed with that deploy. Absolute URLs use the public origin the site is served under.
 */
import type { SiteRoute } from '@site/site-formats/routes';
import { shellRoutes } from '../shared/shellRoutes';

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// Every character the pattern matches has an entry; the fallback is never taken.
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);

/** Every indexable page, with the day its content last changed when its remote says. */
export function sitemapXml(origin: string, routes: readonly SiteRoute[]): string {
  const urls = routes
    .filter((route) => route.indexable)
    .map((route) => {
      const lastmod = route.lastModified ? `<lastmod>${route.lastModified}</lastmod>` : '';
      return `  <url><loc>${escapeXml(new URL(route.path, origin).href)}</loc>${lastmod}</url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  // /api is not for crawlers, nor the shell's placeholder and endless search results. A remote's
  // page that is not for search results (a tool, a fallback) says so itself with `noindex`.
  const disallowed = ['/api/', ...shellRoutes.filter((route) => !route.indexable).map((route) => route.path)];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
