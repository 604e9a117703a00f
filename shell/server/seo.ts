/**
 * sitemap.xml and robots.txt, from the same route table the client routes by, so a new page is
 * listed the day it is added. Absolute URLs use the public origin the site is served under.
 */
import { routeTable } from '../src/routing/routeTable';

/**
 * Routes that are not pages to be found: /article and /details render an item named in the query
 * string (the listing pages link to each), /addBlog is a writing tool, /coming-soon a placeholder,
 * /search the site search's results.
 */
const notIndexed = new Set(['/article', '/details', '/addBlog', '/coming-soon', '/search']);

const sitemapPaths: readonly string[] = routeTable.map((route) => route.path).filter((path) => !notIndexed.has(path));

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// Every character the pattern matches has an entry; the fallback is never taken.
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);

export function sitemapXml(origin: string): string {
  const urls = sitemapPaths.map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  // Paths of tools and placeholders stay out of search results; /api is not for crawlers.
  const disallowed = ['/api/', '/addBlog', '/coming-soon', '/search'];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
