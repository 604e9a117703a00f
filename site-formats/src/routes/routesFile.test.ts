import { pageRoute as page } from '../test/pageRoute';
import { parseRoutesFile } from './routesFile';

const feed = { path: '/blog/feed.xml', file: 'documents/blog~feed.xml', contentType: 'application/rss+xml; charset=utf-8' };
const routesWith = (documents: unknown) => JSON.stringify({ version: 1, routes: [page('/blogs')], documents });
/** The message parseRoutesFile refuses a file with, or null when it takes it. */
const refusal = (text: string) => {
  try {
    parseRoutesFile(text, 'routes.json');
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('parseRoutesFile', () => {
  it('reads a file without documents (releases made before documents were published)', () => {
    const file = parseRoutesFile(JSON.stringify({ version: 1, routes: [page('/blogs')] }), 'routes.json');
    expect(file.routes.map((route) => route.path)).toEqual(['/blogs']);
    expect(file.documents).toBeUndefined();
  });

  it('reads the documents a release publishes', () => {
    expect(parseRoutesFile(routesWith([feed]), 'routes.json').documents).toEqual([feed]);
    expect(parseRoutesFile(routesWith([]), 'routes.json').documents).toEqual([]);
  });

  it('refuses a document whose address is not a site path', () => {
    expect(refusal(routesWith([{ ...feed, path: 'blog/feed.xml' }]))).toBe(
      'routes.json: documents.0.path: a path starting with "/", without query, hash or spaces',
    );
    expect(refusal(routesWith([{ ...feed, path: '/blog/feed.xml?format=rss' }]))).toMatch(/^routes\.json: documents\.0\.path: /);
  });

  it.each([
    ['/documents/feed.xml', 'the server root'],
    ['https://elsewhere.example.com/feed.xml', 'another origin'],
    ['//elsewhere.example.com/feed.xml', 'another host'],
    ['documents\\feed.xml', 'a Windows path'],
    ['documents/%2e%2e/%2e%2e/feed.xml', 'an escaped ".."'],
    ['documents//feed.xml', 'an empty segment'],
    ['', 'no file'],
  ])('refuses a document file that is not relative to the build (%s: %s)', (file) => {
    expect(refusal(routesWith([{ ...feed, file }]))).toBe(
      'routes.json: documents.0.file: a file relative to the build folder, e.g. "documents/blog~feed.xml" (letters, digits, "._~-", "/")',
    );
  });

  it('refuses a document file above the build folder', () => {
    expect(refusal(routesWith([{ ...feed, file: '../mfe-pricing/routes.json' }]))).toBe(
      'routes.json: documents.0.file: a file inside the build folder (no "..")',
    );
    expect(refusal(routesWith([{ ...feed, file: 'documents/../../x.xml' }]))).toMatch(/no "\.\."/);
  });

  it('refuses a document without a media type, or with a field it does not know', () => {
    expect(refusal(routesWith([{ ...feed, contentType: 'rss' }]))).toBe(
      'routes.json: documents.0.contentType: a media type, e.g. "application/rss+xml; charset=utf-8"',
    );
    expect(refusal(routesWith([{ path: feed.path, file: feed.file }]))).toMatch(/^routes\.json: documents\.0\.contentType: /);
    expect(refusal(routesWith([{ ...feed, title: 'Blog feed' }]))).toMatch(/^routes\.json: documents\.0: Unrecognized key/);
    expect(refusal(routesWith(feed))).toMatch(/^routes\.json: documents: /);
  });
});
