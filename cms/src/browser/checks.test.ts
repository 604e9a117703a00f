import { readFileSync } from 'node:fs';
import { repoRoot } from '@site/server-kit/processes';
import type { z } from 'zod';
import { entryFiles } from '@site/devkit/markdown/compile';
import { discoverCollections, loadSchema } from '../collections';
import { decapFormsOf } from '../decapFields';
import { emptyPaths, entryProblems, fieldProblems, isAbsent, schemaAt, variantSchema, withoutPaths } from './checks';
import { readFrontMatter, readYaml } from './formats';

const collections = discoverCollections(repoRoot);

async function schemaOf(name: string): Promise<z.ZodType> {
  const collection = collections.find((candidate) => candidate.name === name);
  if (!collection) throw new Error(`no collection ${name}`);
  return (await loadSchema(collection)).schema;
}

const at = (schema: z.ZodType, path: string) => {
  const found = schemaAt(schema, path.split('.'));
  if (!found) throw new Error(`no schema at ${path}`);
  return found;
};

describe('a field’s schema', () => {
  it('is found by its path through groups and lists', async () => {
    const features = await schemaOf('marketing-features');
    expect(at(features, 'meta.title').safeParse('Timesheets').success).toBe(true);
    expect(at(features, 'tools.items.*.title').safeParse('').success).toBe(false);
    expect(at(features, 'hero.bullets.*').safeParse('One point').success).toBe(true);
    expect(schemaAt(features, ['hero', 'nothing'])).toBeUndefined();
  });
});

describe('a field’s problems', () => {
  it('are the schema’s own messages', async () => {
    const blog = await schemaOf('resources-blog');
    expect(fieldProblems({ schema: at(blog, 'seoTitle'), value: 'x'.repeat(71), required: true })).toEqual([
      'at most 70 characters, or search results cut it off',
    ]);
    expect(fieldProblems({ schema: at(blog, 'image.src'), value: 'https://elsewhere.example/cover.gif', required: true })).toEqual([
      'a picture’s file name, e.g. chat-hero.svg, or a path relative to this file starting with ./ or ../',
      'an .svg, .png, .jpg, .webp or .avif file',
    ]);
    expect(fieldProblems({ schema: at(blog, 'date'), value: '20/11/2026', required: true })).toEqual(['a date written YYYY-MM-DD']);
    expect(fieldProblems({ schema: at(blog, 'categories'), value: [], required: true })).toEqual(['at least one category']);
    // A record's refused key is named, with its schema's words.
    const comparison = await schemaOf('pricing-comparison');
    expect(fieldProblems({ schema: at(comparison, 'rows.*.extras'), value: { Professional: '+ Priority' }, required: false })).toEqual([
      'Professional: lower-case words joined by hyphens, e.g. bank-feed',
    ]);
  });

  it('leave an empty required field to Decap’s “is required”, and accept an empty optional one', async () => {
    const blog = await schemaOf('resources-blog');
    expect(fieldProblems({ schema: at(blog, 'title'), value: '', required: true })).toEqual([]);
    expect(fieldProblems({ schema: at(blog, 'updated'), value: '', required: false })).toEqual([]);
    expect(fieldProblems({ schema: at(blog, 'updated'), value: '2026-02-30', required: false })).toEqual(['a date written YYYY-MM-DD']);
  });

  it('of a group or list are only its own (its fields show theirs)', async () => {
    const features = await schemaOf('marketing-features');
    const images = at(features, 'details.images');
    const picture = { src: 'chart.svg', alt: '' };
    expect(fieldProblems({ schema: images, value: [picture, picture], required: true, ownOnly: true })).toEqual([
      'one picture, or a collage of three',
    ]);
    expect(fieldProblems({ schema: images, value: [picture], required: true, ownOnly: true })).toEqual([]);
  });
});

describe('before a save', () => {
  it('empty optional values are left out of the file, list items stay', () => {
    const data = {
      title: 'A',
      updated: '',
      hero: { bullets: [], image: { src: 'a.svg', alt: 'A' } },
      faq: [{ question: '', answer: 'B' }],
    };
    const paths = emptyPaths(data);
    expect(paths).toEqual([['updated'], ['hero', 'bullets'], ['faq', 0, 'question']]);
    expect(withoutPaths(data, paths)).toEqual({ title: 'A', hero: { image: { src: 'a.svg', alt: 'A' } }, faq: [{ answer: 'B' }] });
    expect(emptyPaths({ meta: { title: '', description: '' } })).toEqual([['meta']]);
    expect(isAbsent(0)).toBe(false);
    expect(isAbsent(false)).toBe(false);
  });

  it('the whole entry is checked with its collection’s schema, as the build checks every file', async () => {
    for (const collection of collections) {
      const { schema } = await loadSchema(collection);
      const forms = decapFormsOf(schema);
      for (const file of entryFiles(collection.collectionFile, collection.format)) {
        const text = readFileSync(file, 'utf8');
        const { body: _body, ...data } = collection.format === 'yaml' ? readYaml(text) : readFrontMatter(text);
        const variant = forms.find((form) => form.variant && data[form.variant.key] === form.variant.value)?.variant;
        const formSchema = variant ? variantSchema(schema, variant.key, variant.value) : schema;
        expect({ file, problems: entryProblems(formSchema, data) }).toEqual({ file, problems: [] });
      }
    }
    const blog = await schemaOf('resources-blog');
    expect(entryProblems(blog, { title: 'A' })).toContain('description: Invalid input: expected string, received undefined');
  });
});
