import path from 'node:path';
import { repoRoot } from '@site/server-kit/processes';
import { z } from 'zod';
import { variantSchema } from './browser/checks';
import { discoverCollections, loadSchema, type ContentCollection } from './collections';
import { decapFormsOf, labelOf, UnsupportedSchemaError, type DecapField, type EntryForm } from './decapFields';

const collections = discoverCollections(repoRoot);

interface Def {
  readonly type: string;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly shape?: Readonly<Record<string, z.ZodType>>;
  readonly element?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { readonly _zod: { readonly def: Def } })._zod.def;

/** Every field of a zod schema, as a path (`*` for a list's items), read from zod itself, not its JSON Schema. */
function zodFieldPaths(schema: z.ZodType, prefix: readonly string[] = []): string[] {
  const def = defOf(schema);
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  if (inner) return zodFieldPaths(inner, prefix);
  if (def.type === 'array' && def.element) return [[...prefix, '*'].join('.'), ...zodFieldPaths(def.element, [...prefix, '*'])];
  if (def.type === 'object' && def.shape)
    return Object.entries(def.shape).flatMap(([key, child]) => [[...prefix, key].join('.'), ...zodFieldPaths(child, [...prefix, key])]);
  return [];
}

/** The schema paths the form has a field for. */
function formFieldPaths(fields: readonly DecapField[]): string[] {
  return fields.flatMap((field) => [
    ...(field.schema_path ? [field.schema_path] : []),
    ...formFieldPaths(field.fields ?? []),
    ...(field.field ? formFieldPaths([field.field]) : []),
  ]);
}

async function formsOf(collection: ContentCollection): Promise<{ readonly schema: z.ZodType; readonly forms: EntryForm[] }> {
  const { schema } = await loadSchema(collection);
  return { schema, forms: decapFormsOf(schema) };
}

const field = (fields: readonly DecapField[], name: string): DecapField => {
  const found = fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

describe('the forms of the real collections', () => {
  it('are found in every remote’s src/content, not listed by hand', () => {
    const folders = collections.map((collection) => collection.folder);
    expect(folders).toEqual(expect.arrayContaining(['mfe-resources/src/content/blog', 'mfe-marketing/src/content/features']));
    for (const folder of folders) expect(folder).toMatch(/^mfe-[a-z]+\/src\/content\//);
  });

  it.each(collections.map((collection) => [path.relative(repoRoot, collection.collectionFile), collection] as const))(
    '%s: every field of its schema has a field in the form, and every form field is a field of the schema',
    async (_file, collection) => {
      const { schema, forms } = await formsOf(collection);
      for (const form of forms) {
        const formSchema = form.variant ? variantSchema(schema, form.variant.key, form.variant.value) : schema;
        const all = zodFieldPaths(formSchema);
        const present = formFieldPaths(form.fields);
        // Every named field (a list's items are the list's field, or its group's fields).
        expect(all.filter((fieldPath) => !fieldPath.endsWith('*') && !present.includes(fieldPath))).toEqual([]);
        expect(present.filter((fieldPath) => !all.includes(fieldPath))).toEqual([]);
      }
    },
  );

  it('give a blog article the widgets its schema calls for, required as the schema says', async () => {
    const blog = collections.find((collection) => collection.name === 'resources-blog');
    if (!blog) throw new Error('no blog collection');
    const [form] = (await formsOf(blog)).forms;
    const fields = form?.fields ?? [];
    expect(field(fields, 'title')).toMatchObject({ widget: 'string', required: true, schema_path: 'title' });
    expect(field(fields, 'description')).toMatchObject({ widget: 'text' });
    expect(field(fields, 'seoTitle')).toMatchObject({ label: 'SEO title', widget: 'string' });
    expect(field(fields, 'date')).toMatchObject({ widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, required: true });
    expect(field(fields, 'updated')).toMatchObject({ widget: 'datetime', required: false });
    expect(field(fields, 'categories')).toMatchObject({ widget: 'select', multiple: true, options: ['Product', 'Technology', 'App'] });
    expect(field(fields, 'comments')).toMatchObject({ widget: 'number', value_type: 'int', min: 0, default: 0, required: false });
    expect(field(fields, 'endsWithDemoLink')).toMatchObject({ widget: 'boolean', default: false, required: false });
    expect(field(fields, 'image')).toMatchObject({
      widget: 'object',
      fields: [
        { name: 'src', widget: 'image', schema_path: 'image.src' },
        { name: 'alt', widget: 'string', required: true, schema_path: 'image.alt' },
      ],
    });
    // A decorative picture has no text alternative to write.
    expect(field(fields, 'authorImage').fields?.map(({ name }) => name)).toEqual(['src']);
  });

  it('take hints from the schemas’ descriptions, groups and lists from their shapes', async () => {
    const features = collections.find((collection) => collection.name === 'marketing-features');
    if (!features) throw new Error('no features collection');
    const [form] = (await formsOf(features)).forms;
    const fields = form?.fields ?? [];
    expect(field(fields, 'order').hint).toMatch(/^Where the page sits/);
    const hero = field(fields, 'hero');
    expect(field(hero.fields ?? [], 'bullets')).toMatchObject({
      widget: 'list',
      required: false,
      field: { widget: 'string', schema_path: 'hero.bullets.*' },
    });
    expect(field(hero.fields ?? [], 'points')).toMatchObject({ widget: 'list', summary: '{{fields.title}}' });
    expect(field(fields, 'blocks')).toMatchObject({ widget: 'list', hint: 'Sections with a picture, alternating sides' });
  });

  it('give a collection whose entries choose a layout one form per layout', async () => {
    const about = collections.find((collection) => collection.name === 'marketing-about');
    if (!about) return; // the About pages are not a collection (yet)
    const { forms } = await formsOf(about);
    expect(forms.length).toBeGreaterThan(1);
    for (const form of forms) {
      expect(form.variant?.key).toBe('layout');
      expect(field(form.fields, 'layout')).toMatchObject({ widget: 'hidden', default: form.variant?.value });
    }
  });
});

describe('a schema the editor cannot express', () => {
  const failure = (schema: z.ZodType) => {
    try {
      decapFormsOf(schema);
    } catch (error) {
      expect(error).toBeInstanceOf(UnsupportedSchemaError);
      return (error as Error).message;
    }
    throw new Error('no error');
  };

  it('fails naming the field', () => {
    expect(failure(z.strictObject({ title: z.string(), hero: z.strictObject({ size: z.union([z.string(), z.number()]) }) }))).toMatch(
      /^hero\.size: the editor has no widget for a value of several types \(string, number\)/,
    );
    const point = z.union([z.strictObject({ text: z.string() }), z.strictObject({ title: z.string(), text: z.string() })]);
    expect(failure(z.strictObject({ points: z.array(point) }))).toMatch(/^points\[\]: the editor has no widget for a choice between types/);
    expect(failure(z.strictObject({ stops: z.array(z.tuple([z.string(), z.number()])) }))).toMatch(/^stops\[\]: .* a tuple/);
    expect(failure(z.strictObject({ prices: z.record(z.string(), z.number()) }))).toMatch(
      /^prices: .* a record whose keys or values are not plain text/,
    );
    expect(failure(z.strictObject({ published: z.date() }))).toMatch(/JSON Schema cannot express/);
    expect(failure(z.string())).toMatch(/must be an object of fields/);
  });
});

describe('labels', () => {
  it('are the field names in words', () => {
    expect(labelOf('seoDescription')).toBe('SEO description');
    expect(labelOf('endsWithDemoLink')).toBe('Ends with demo link');
    expect(labelOf('faq')).toBe('FAQ');
  });
});
