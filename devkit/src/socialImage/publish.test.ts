import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageSize } from 'image-size';
import { cachePolicyFor } from '@site/server-kit/static-server';
import { documentFileName, PUBLIC_BASE_TOKEN, type PrerenderedRoute } from '@site/site-formats/fragments';
import { coverFileIn, socialImagePath, withSocialImages } from './publish';

const dist = mkdtempSync(path.join(tmpdir(), 'social-dist-'));
mkdirSync(path.join(dist, 'assets'));
const coverSrc = `${PUBLIC_BASE_TOKEN}assets/post-1.0123456789.svg`;
writeFileSync(
  path.join(dist, 'assets/post-1.0123456789.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="340"><rect width="600" height="340" fill="#1b7f73"/></svg>',
);

const page = (routePath: string, title: string): PrerenderedRoute => ({
  path: routePath,
  html: '<h1>…</h1>',
  head: { title: `${title} | Wattlecare`, description: 'About it.' },
  structuredData: [],
});

describe('socialImagePath', () => {
  it('names a card after its page and its content, as a name caches may keep for good', () => {
    const png = Buffer.from('a card');
    expect(socialImagePath('/blog/a-post', png)).toMatch(/^\/social\/blog\/a-post\.[0-9a-f]{10}\.png$/);
    expect(socialImagePath('/', png)).toMatch(/^\/social\/index\.[0-9a-f]{10}\.png$/);
    expect(socialImagePath('/pricing', Buffer.from('another card'))).not.toBe(socialImagePath('/pricing', png));
    expect(cachePolicyFor(documentFileName(socialImagePath('/blog/a-post', png)))).toBe('immutable');
  });
});

describe('coverFileIn', () => {
  it("finds a cover's file in the build, from a remote's URL or the shell's", () => {
    expect(coverFileIn(dist, coverSrc)).toBe(path.join(dist, 'assets/post-1.0123456789.svg'));
    expect(coverFileIn(dist, '/assets/post-1.0123456789.svg')).toBe(path.join(dist, 'assets/post-1.0123456789.svg'));
  });

  it('refuses a cover that is not a file of the build', () => {
    expect(() => coverFileIn(dist, `${PUBLIC_BASE_TOKEN}assets/missing.svg`)).toThrow(/assets\/missing\.svg is not a file of the build/);
    expect(() => coverFileIn(dist, `${PUBLIC_BASE_TOKEN}../../etc/passwd`)).toThrow(/is not a file of the build/);
    expect(() => coverFileIn(dist, 'https://elsewhere.example.com/cover.svg')).toThrow(/is not a file of the build/);
  });
});

describe('withSocialImages', () => {
  it("gives each indexable page a card named in its head, with its cover's description, and publishes the cards", async () => {
    const { routes, documents } = await withSocialImages(
      [page('/blog/a-post', 'A post'), page('/pricing', 'Pricing'), page('/addBlog', 'New Blog')],
      {
        distDir: dist,
        indexable: (routePath) => routePath !== '/addBlog',
        cover: (routePath) => (routePath === '/blog/a-post' ? { src: coverSrc, alt: 'A teal square.' } : undefined),
      },
    );
    const [post, pricing, addBlog] = routes;
    expect(post?.head.socialImage).toEqual({
      path: expect.stringMatching(/^\/social\/blog\/a-post\.[0-9a-f]{10}\.png$/) as unknown,
      width: 1200,
      height: 630,
      alt: 'Wattlecare: A post. A teal square.',
    });
    expect(pricing?.head.socialImage?.alt).toBe('Wattlecare: Pricing');
    // Not in the sitemap: no card, and the page's head as it was.
    expect(addBlog).toEqual(page('/addBlog', 'New Blog'));

    expect(documents.map(({ path: documentPath, contentType }) => [documentPath, contentType])).toEqual([
      [post?.head.socialImage?.path, 'image/png'],
      [pricing?.head.socialImage?.path, 'image/png'],
    ]);
    for (const { body } of documents) expect(imageSize(body)).toMatchObject({ type: 'png', width: 1200, height: 630 });
  });
});
