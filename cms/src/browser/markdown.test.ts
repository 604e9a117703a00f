import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@site/server-kit/processes';
import { compileCollection, entryFiles } from '@site/devkit/markdown/compile';
import { discoverCollections, loadSchema } from '../collections';
import { readFrontMatter } from './formats';
import { renderBody, withVariables } from './markdown';

const markdownCollections = discoverCollections(repoRoot).filter((collection) => collection.format === 'markdown');

/** An image's attributes the build adds (its bundled URL, its size) or the preview does differently. */
const withoutImageDetails = (html: string) => html.replace(/<img [^>]*alt="([^"]*)"[^>]*>/g, '<img alt="$1">');

describe('the preview’s Markdown', () => {
  it.each(markdownCollections.map((collection) => [collection.folder, collection] as const))(
    '%s: every body renders to the HTML the build makes of it',
    async (_folder, collection) => {
      const { schema, variables } = await loadSchema(collection);
      const built = compileCollection(collection.collectionFile, schema, variables, { format: 'markdown' });
      for (const file of entryFiles(collection.collectionFile, 'markdown')) {
        const entry = built.entries.find(({ slug }) => slug === path.basename(file, '.md'));
        const body = String(readFrontMatter(readFileSync(file, 'utf8')).body);
        const html = entry && 'html' in entry ? entry.html : '';
        expect(withoutImageDetails(renderBody(body, variables, (src) => src))).toBe(withoutImageDetails(html));
      }
    },
  );

  it('writes out the collection’s variables and shows pictures from the editor', () => {
    expect(withVariables('Write to {{ supportEmail }} or {{unknown}}.', { supportEmail: 'help@example.com' })).toBe(
      'Write to help@example.com or {{unknown}}.',
    );
    expect(renderBody('![A chart](../../assets/blog/chart.svg)', {}, (src) => `blob:${src}`)).toContain(
      '<img src="blob:../../assets/blog/chart.svg" alt="A chart" loading="lazy">',
    );
  });
});
