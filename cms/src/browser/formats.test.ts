import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@site/server-kit/processes';
import { entryFiles } from '@site/devkit/markdown/compile';
import { discoverCollections } from '../collections';
import { readFrontMatter, readYaml, writeFrontMatter, writeYaml } from './formats';

const files = discoverCollections(repoRoot).flatMap((collection) =>
  entryFiles(collection.collectionFile, collection.format).map((file) => [path.relative(repoRoot, file), collection.format] as const),
);
/** `text` as the repository's prettier formats a file of that name (its own configuration). */
const prettier = (text: string, file: string) =>
  execFileSync(path.join(repoRoot, 'node_modules/.bin/prettier'), ['--stdin-filepath', path.join(repoRoot, file)], {
    input: text,
    encoding: 'utf8',
  });

describe('an entry file saved by the editor', () => {
  it.each(files)('%s is written back byte for byte when nothing changed', (file, format) => {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    if (format === 'yaml') expect(writeYaml(readYaml(text), text)).toBe(text);
    else expect(writeFrontMatter(readFrontMatter(text), text)).toBe(text);
  });

  it('changes only the lines of the values that changed, keeping comments and quotes', () => {
    const original = [
      '# The feature page at /chat.',
      'order: 11',
      "summary: 'Chat: secure messages'",
      'hero:',
      '  heading: Talk to your team',
      '  bullets:',
      '    - One',
      '    - Two',
      '',
    ].join('\n');
    const data = readYaml(original);
    const hero = data.hero as { heading: string; bullets: string[] };
    const changed = writeYaml({ ...data, order: 12, hero: { ...hero, bullets: ['One', 'Two: more'] } }, original);
    expect(changed).toBe(original.replace('order: 11', 'order: 12').replace('    - Two', "    - 'Two: more'"));
    // A field left empty is left out.
    const { summary: _summary, ...withoutSummary } = data;
    expect(writeYaml(withoutSummary, original)).not.toContain('summary');
  });

  it('keeps a Markdown body as written, after its front matter and a blank line', () => {
    const original = '---\ntitle: A\ndate: 2026-01-02\n---\n\n## One\n\nText with a | table |\n';
    const data = readFrontMatter(original);
    expect(data).toEqual({ title: 'A', date: '2026-01-02', body: '## One\n\nText with a | table |\n' });
    expect(writeFrontMatter({ ...data, title: 'B' }, original)).toBe(original.replace('title: A', 'title: B'));
  });

  it('writes a new file in the form’s field order and the repository’s style, which prettier leaves alone', () => {
    const data = {
      categories: ['Product'],
      title: 'Rostering: the basics',
      description: 'A'.repeat(120),
      image: { src: 'a.svg', alt: 'A' },
    };
    const yaml = writeYaml(data, undefined, ['title', 'description', 'image', 'categories']);
    expect(yaml).toBe(
      [
        "title: 'Rostering: the basics'",
        `description: ${'A'.repeat(120)}`,
        'image:',
        '  src: a.svg',
        '  alt: A',
        'categories:',
        '  - Product',
        '',
      ].join('\n'),
    );
    expect(prettier(yaml, 'mfe-marketing/src/content/features/new-page.yaml')).toBe(yaml);
    expect(writeFrontMatter({ title: 'A', body: '## One\n\nText.' })).toBe('---\ntitle: A\n---\n\n## One\n\nText.\n');
  });
});
