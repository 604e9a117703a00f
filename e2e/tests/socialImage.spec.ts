import { imageSize } from 'image-size';
import { expect, test } from '../support/test';
import { shellUrl } from '../support/environment';
import { decodeHTML, decodeXML } from 'entities';

/**
 * Every page in the sitemap shares well: its head names a share card (og:image), a 1200×630 PNG
 * its release published, reached at the site's own origin, and asks for X's large card.
 */

/** The content of the head's `<meta property|name="…">`, or null. */
function meta(html: string, key: string): string | null {
  const head = html.slice(0, html.indexOf('</head>'));
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(head);
  return match ? decodeHTML(match[1] ?? '') : null;
}

test('every URL in the sitemap has an og:image that answers 200 as a 1200×630 PNG, and a large X card', async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => decodeXML(loc ?? ''));
  // Every deployable's pages: marketing's, the articles, pricing, the forms.
  expect(urls.length).toBeGreaterThan(40);
  expect(urls).toEqual(expect.arrayContaining([`${shellUrl}/`, `${shellUrl}/blogPost`, `${shellUrl}/pricing`, `${shellUrl}/requestDemo`]));

  const problems: string[] = [];
  const cards = new Map<string, string>();
  for (const url of urls) {
    const page = await request.get(url, { headers: { Accept: 'text/html' } });
    const html = await page.text();
    const image = meta(html, 'og:image');
    const found = {
      status: page.status(),
      twitterCard: meta(html, 'twitter:card'),
      twitterImage: meta(html, 'twitter:image'),
      width: meta(html, 'og:image:width'),
      height: meta(html, 'og:image:height'),
      alt: Boolean(meta(html, 'og:image:alt')),
    };
    const wanted = { status: 200, twitterCard: 'summary_large_image', twitterImage: image, width: '1200', height: '630', alt: true };
    if (JSON.stringify(found) !== JSON.stringify(wanted)) problems.push(`${url}: ${JSON.stringify(found)}`);
    if (!image?.startsWith(`${shellUrl}/`)) {
      problems.push(`${url}: og:image ${image} is not on the site's origin`);
      continue;
    }
    cards.set(url, image);
    const card = await request.get(image);
    const body = await card.body();
    const size = card.ok() ? imageSize(body) : null;
    const served = {
      status: card.status(),
      type: card.headers()['content-type'],
      png: size && `${size.type} ${size.width}×${size.height}`,
      cache: card.headers()['cache-control'],
    };
    const expected = { status: 200, type: 'image/png', png: 'png 1200×630', cache: 'public, max-age=31536000, immutable' };
    if (JSON.stringify(served) !== JSON.stringify(expected)) problems.push(`${image} (of ${url}): ${JSON.stringify(served)}`);
  }
  expect(problems).toEqual([]);
  // A card per page, each drawn from its own title.
  expect(new Set(cards.values()).size).toBe(urls.length);
});
