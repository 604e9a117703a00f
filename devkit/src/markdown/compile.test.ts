import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { z } from 'zod';
import type { MarkdownEntry } from './entry';
import { collectionModule, compileCollection, readCollectionFile, withDocuments, type CompiledMarkdownEntry } from './compile';
import { isoDate, picture } from './frontMatter';
// Through the Jest transform (jestTransform.cjs): the module the webpack loader also produces.
import notes from './fixtures/notes/collection.yml';

const schema = z.strictObject({
  title: z.string().min(1),
  date: isoDate,
  cover: picture.optional(),
  tags: z.array(z.enum(['App', 'Product'])).optional(),
});
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360"/></svg>';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'collection-'));
  mkdirSync(path.join(folder, 'images'));
  writeFileSync(path.join(folder, 'images', 'chart.svg'), SVG);
  writeFileSync(path.join(folder, 'collection.yml'), 'schema: ./schema.ts#schema\n');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const write = (name: string, text: string) => writeFileSync(path.join(folder, name), text);
const compile = () => compileCollection(path.join(folder, 'collection.yml'), schema);
const markdownEntries = () => compile().entries as readonly CompiledMarkdownEntry[];
const failure = () => {
  try {
    compile();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the collection compiled');
};

describe('compileCollection', () => {
  it('renders the body with heading anchors, tables, code and sized images, and counts its words', () => {
    write(
      'rostering-basics.md',
      [
        '---',
        'title: Rostering basics',
        'date: 2025-02-18',
        '---',
        'Start with "recurring" patterns.',
        '',
        '## Sleepovers & active nights',
        '',
        '| Shift | Rate |',
        '| :--- | ---: |',
        '| Sleepover | $66.02 |',
        '',
        '```ts',
        'const shift = "<night>";',
        '```',
        '',
        '![A chart of shifts](./images/chart.svg)',
        '',
        '<script>alert(1)</script>',
      ].join('\n'),
    );
    const [entry] = markdownEntries();
    expect(entry?.slug).toBe('rostering-basics');
    expect(entry?.data).toEqual({ title: 'Rostering basics', date: '2025-02-18' });
    expect(entry?.headings).toEqual([{ level: 2, id: 'sleepovers-and-active-nights', text: 'Sleepovers & active nights' }]);
    const html = entry?.html ?? '';
    expect(html).toContain(
      '<h2 id="sleepovers-and-active-nights" tabindex="-1"><a class="header-anchor" href="#sleepovers-and-active-nights">',
    );
    expect(html).toContain('<p>Start with “recurring” patterns.</p>');
    expect(html).toContain('<th data-align="left">Shift</th>');
    expect(html).toContain('<td data-align="right">$66.02</td>');
    expect(html).not.toContain('style=');
    expect(html).toContain('<pre><code class="language-ts">const shift = &quot;&lt;night&gt;&quot;;');
    expect(html).toContain(
      '<img src="\u0000asset0\u0000" alt="A chart of shifts" width="640" height="360" loading="lazy" decoding="async">',
    );
    // Raw HTML in a file is text, never markup.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(entry?.words).toBeGreaterThan(10);
  });

  it('names the file, the line and the field of every front-matter problem', () => {
    write('a-first.md', ['---', 'title: Fine', 'date: 18/02/2025', 'tags:', '  - App', '  - Blog', '---', 'Text.'].join('\n'));
    write('b-second.md', ['---', 'date: 2025-02-18', '---', 'Text.'].join('\n'));
    const message = failure();
    const first = path.join(folder, 'a-first.md');
    expect(message).toContain(`${first}:3: date: a date written YYYY-MM-DD`);
    expect(message).toMatch(new RegExp(`${first.replace(/[/.]/g, '\\$&')}:6: tags\\.1: Invalid option`));
    expect(message).toContain(`${path.join(folder, 'b-second.md')}:1: title: Invalid input`);
  });

  it('refuses YAML that does not parse, a missing picture, a hot-linked or undescribed image and a second h1', () => {
    write('bad-yaml.md', ['---', 'title: [unclosed', 'date: 2025-02-18', '---', 'Text.'].join('\n'));
    write(
      'bad-images.md',
      [
        '---',
        'title: Pictures',
        'date: 2025-02-18',
        'cover:',
        '  src: ./images/missing.svg',
        '  alt: Nothing',
        '---',
        '# A second title',
        '',
        '![](./images/chart.svg)',
        '',
        '![Logo](https://example.com/logo.png)',
      ].join('\n'),
    );
    const message = failure();
    expect(message).toMatch(/bad-yaml\.md:\d: \(front matter\): not valid YAML/);
    const images = path.join(folder, 'bad-images.md');
    expect(message).toContain(`${images}:5: cover.src: ${path.join(folder, 'images', 'missing.svg')} does not exist`);
    expect(message).toContain(`${images}:8: (body): the title is the page’s only top-level heading`);
    expect(message).toContain(`${images}:10: (body): the image ./images/chart.svg needs a text alternative`);
    expect(message).toContain(`${images}:12: (body): the image https://example.com/logo.png must be an image file beside the content`);
  });

  it('refuses a file without front matter or with a name that cannot be an address', () => {
    write('No Front Matter.md', 'Just text.');
    const message = failure();
    expect(message).toContain('No Front Matter.md:1: (file name): "No Front Matter" should be lower-case words joined by hyphens');
    expect(message).toContain('No Front Matter.md:1: (front matter): the file must start with front matter');
  });

  it('fills in the collection’s variables and names a placeholder it does not know', () => {
    const contact = (...body: string[]) => write('contact.md', ['---', 'title: Contact', 'date: 2025-02-18', '---', ...body].join('\n'));
    contact('Write to [{{supportEmail}}](mailto:{{supportEmail}}).', '', 'Or call {{ supportPhone }} or {{fax}}.');
    const variables = { supportEmail: 'support@example.com', supportPhone: '1800 000 000' };
    expect(() => compileCollection(path.join(folder, 'collection.yml'), schema, variables)).toThrow(
      `${path.join(folder, 'contact.md')}:7: {{fax}}: not a variable of this collection (known: supportEmail, supportPhone)`,
    );
    contact('Write to [{{supportEmail}}](mailto:{{supportEmail}}) or call {{ supportPhone }}.');
    const [entry] = compileCollection(path.join(folder, 'collection.yml'), schema, variables).entries as readonly CompiledMarkdownEntry[];
    expect(entry?.html).toBe('<p>Write to <a href="mailto:support@example.com">support@example.com</a> or call 1800 000 000.</p>\n');
  });
});

describe('compileCollection of YAML entries', () => {
  const yamlSchema = z.strictObject({ heading: z.string().min(1, 'write the heading'), order: z.number().int(), hero: picture });
  const compileYaml = () =>
    compileCollection(path.join(folder, 'collection.yml'), yamlSchema, {}, { format: 'yaml', pictures: path.join(folder, 'images') });

  it('checks each file’s data and sizes a picture named by its file name in the pictures folder', () => {
    write('roster-management.yaml', ['heading: Fill every shift', 'order: 1', 'hero:', '  src: chart.svg', '  alt: A roster'].join('\n'));
    // A Markdown file beside YAML entries is not an entry of a YAML collection.
    write('notes.md', 'Not an entry.');
    const { entries, files } = compileYaml();
    expect(entries).toEqual([
      {
        slug: 'roster-management',
        data: { heading: 'Fill every shift', order: 1, hero: { src: '\u0000asset0\u0000', alt: 'A roster', width: 640, height: 360 } },
      },
    ]);
    expect(files).toContain(path.join(folder, 'images', 'chart.svg'));
  });

  it('names the file, the line (counted from the file’s first) and the field of every problem', () => {
    write('chat.yaml', ['order: first', 'hero:', '  src: missing.svg', '  alt: Chat'].join('\n'));
    write('broken.yaml', ['heading: [unclosed', 'order: 2'].join('\n'));
    let message = '';
    try {
      compileYaml();
    } catch (error) {
      message = (error as Error).message;
    }
    const chat = path.join(folder, 'chat.yaml');
    expect(message).toContain(`${chat}:1: heading: Invalid input`);
    expect(message).toContain(`${chat}:1: order: Invalid input: expected number, received string`);
    expect(message).toMatch(/broken\.yaml:\d: \(file\): not valid YAML/);
    // Pictures are checked once the data fits the schema.
    write('chat.yaml', ['heading: Chat', 'order: 3', 'hero:', '  src: missing.svg', '  alt: Chat'].join('\n'));
    write('broken.yaml', ['heading: Fixed', 'order: 2', 'hero:', '  src: ./images/chart.svg', '  alt: A chart'].join('\n'));
    expect(compileYaml).toThrow(`${chat}:4: hero.src: ${path.join(folder, 'images', 'missing.svg')} does not exist`);
  });
});

describe('collectionModule', () => {
  it('imports each image once and puts its URL in the pictures and the HTML', () => {
    const cover = ['cover:', '  src: ./images/chart.svg', '  alt: Shifts'];
    write('one.md', ['---', 'title: One', 'date: 2025-01-01', ...cover, '---', '![Shifts](./images/chart.svg)'].join('\n'));
    write('two.md', ['---', 'title: Two', 'date: 2025-01-02', ...cover, '---', 'Text.'].join('\n'));
    const code = collectionModule(path.join(folder, 'collection.yml'), compile(), 'cjs');
    expect(code.match(/require\(/g)).toHaveLength(1);
    const module = { exports: [] as MarkdownEntry<{ cover: { src: string } }>[] };
    const requireAsset = (request: string) => `/assets/${path.basename(request)}`;
    runInNewContext(code, { module, require: requireAsset });
    const [one, two] = module.exports;
    expect(one?.data.cover).toEqual({ src: '/assets/chart.svg', alt: 'Shifts', width: 640, height: 360 });
    expect(two?.data.cover.src).toBe('/assets/chart.svg');
    expect(one?.html).toContain('<img src="/assets/chart.svg" alt="Shifts" width="640" height="360"');
  });
});

describe('withDocuments', () => {
  it('bundles each entry’s rendered document like a picture and gives the entry its URL and facts', () => {
    write('one.md', ['---', 'title: One', 'date: 2025-01-01', '---', 'Text.'].join('\n'));
    write('two.md', ['---', 'title: Two', 'date: 2025-01-02', '---', 'Text.'].join('\n'));
    write('one.pdf', '%PDF-1.7');
    const collection = withDocuments(compile(), [{ slug: 'one', file: path.join(folder, 'one.pdf'), facts: { pages: 6 } }]);
    const code = collectionModule(path.join(folder, 'collection.yml'), collection, 'cjs', 'data');
    const module = { exports: [] as { slug: string; document?: { src: string; pages: number }; html?: string }[] };
    runInNewContext(code, { module, require: (request: string) => `/assets/${path.basename(request)}` });
    const [one, two] = module.exports;
    expect(one?.document).toEqual({ src: '/assets/one.pdf', pages: 6 });
    expect(two?.document).toBeUndefined();
    // The data part leaves the bodies out, documents kept.
    expect(one?.html).toBeUndefined();
  });
});

describe('the collection.yml file', () => {
  it('names a module and an export', () => {
    expect(readCollectionFile(path.join(folder, 'collection.yml'))).toEqual({
      schema: { module: path.join(folder, 'schema.ts'), name: 'schema' },
      format: 'markdown',
    });
    write('collection.yml', 'schema: ./schema.ts#schema\nformat: yaml\npictures: ../assets\n');
    expect(readCollectionFile(path.join(folder, 'collection.yml'))).toMatchObject({
      format: 'yaml',
      pictures: path.join(path.dirname(folder), 'assets'),
    });
    write('collection.yml', 'schema: ./schema.ts#schema\nvariables: ../facts.ts#siteFacts\n');
    expect(readCollectionFile(path.join(folder, 'collection.yml')).variables).toEqual({
      module: path.join(path.dirname(folder), 'facts.ts'),
      name: 'siteFacts',
    });
    write('collection.yml', 'schema: frontMatter\n');
    expect(() => readCollectionFile(path.join(folder, 'collection.yml'))).toThrow(/schema: a module and an export/);
  });

  it('is imported as its compiled entries (the Jest transform, like the webpack loader)', () => {
    const [note] = notes as readonly MarkdownEntry<{ title: string; cover: { src: string; alt: string } }>[];
    expect(note?.slug).toBe('first-note');
    expect(note?.data.title).toBe('Rostering a sleepover');
    // Assets resolve to their path from the repository root in tests (test/fileTransform.cjs).
    expect(note?.data.cover).toEqual({
      src: 'devkit/src/markdown/fixtures/notes/diagram.svg',
      alt: 'A green panel.',
      width: 320,
      height: 180,
    });
    expect(note?.html).toContain(
      '<img src="devkit/src/markdown/fixtures/notes/diagram.svg" alt="The roster grid" width="320" height="180"',
    );
    expect(note?.headings).toEqual([{ level: 2, id: 'award-rates', text: 'Award rates' }]);
  });
});
