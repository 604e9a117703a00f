/**
 * Content collections: a folder of entry files with a `collection.yml` naming the zod schema of
 * their data. Entries are Markdown (`.md`: YAML front matter and a body) or YAML (`.yaml`: the
 * whole file is the data), as the collection's `format` says. Importing `<folder>/collection.yml`
 * gives one entry per file (entry.ts), compiled at build time: the data checked (a bad field fails
 * the build naming the file, the line and the field), pictures bundled with their width and height,
 * a Markdown body rendered with markdown-it (heading anchors, tables, code, sized images). The
 * webpack loader and the Jest transform both use `collectionModule`, so tests see exactly what the
 * build ships.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import frontMatterPlugin from 'markdown-it-front-matter';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import type { MarkdownHeading } from './entry';
import { IMAGE_FILE } from './frontMatter';
import { alignTableCell, fillPlaceholders, siteMarkdown } from './siteMarkdown';

/**
 * A content problem: `file:line: field: message`, one per line, every problem of the file at once.
 * @public (loadCollection.cjs throws it too)
 */
export class ContentError extends Error {
  override name = 'ContentError';
  /** webpack prints the message alone: a writer needs the file and line, not our stack. */
  readonly hideStack = true;
}

const moduleExport = z
  .string()
  .regex(/^\.\.?\/[^#]+#[A-Za-z_$][\w$]*$/, 'a module and an export, e.g. ../frontMatter.ts#articleFrontMatter');
const collectionFileSchema = z.strictObject({
  schema: moduleExport,
  variables: moduleExport.optional(),
  format: z.enum(['markdown', 'yaml']).default('markdown'),
  pictures: z
    .string()
    .regex(/^\.\.?\//, 'a folder relative to collection.yml, e.g. ../../assets/features')
    .optional(),
  /** A function that renders each entry to a document (a whitepaper's PDF), bundled with the entry. */
  documents: moduleExport.optional(),
  /** The fields lists and cards need (`collection.yml?list`), as dotted paths: `hero.image`. */
  list: z
    .array(z.string().regex(/^\w+(\.\w+)*$/, 'a field, or a dotted path to one: hero.image'))
    .min(1)
    .optional(),
});

/** How a collection's entries are written: Markdown with front matter, or YAML data. */
export type CollectionFormat = z.infer<typeof collectionFileSchema>['format'];

/** The extension of a collection's entry files. */
const entryExtension = (format: CollectionFormat) => (format === 'yaml' ? '.yaml' : '.md');

interface ModuleExport {
  /** Absolute path of the module. */
  readonly module: string;
  readonly name: string;
}

/** What a collection.yml says (paths resolved from its folder). */
export interface CollectionFile {
  /** The zod schema of each entry's data (a Markdown file's front matter). */
  readonly schema: ModuleExport;
  /** Facts kept in one config that the files write as `{{name}}` (a support address). */
  readonly variables?: ModuleExport;
  readonly format: CollectionFormat;
  /** The folder where a picture named by its file name alone (`chat-hero.svg`) is found. */
  readonly pictures?: string;
  /** The fields `collection.yml?list` keeps, as dotted paths. */
  readonly list?: readonly string[];
  /** The renderer of each entry's document (see renderDocuments.ts). */
  readonly documents?: ModuleExport;
}

/** Reads and checks a collection.yml. */
export function readCollectionFile(collectionFile: string): CollectionFile {
  const result = collectionFileSchema.safeParse(parseDocument(readFileSync(collectionFile, 'utf8')).toJS());
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ContentError(
      `${collectionFile}: ${issue?.path.join('.') || 'schema'}: ${issue?.message ?? 'invalid'} (see docs/writers.md: Writing a blog post)`,
    );
  }
  const exportOf = (reference: string): ModuleExport => {
    const [module = '', name = ''] = reference.split('#');
    return { module: path.resolve(path.dirname(collectionFile), module), name };
  };
  const { schema, variables, format, pictures, list, documents } = result.data;
  return {
    schema: exportOf(schema),
    ...(variables ? { variables: exportOf(variables) } : {}),
    format,
    ...(pictures ? { pictures: path.resolve(path.dirname(collectionFile), pictures) } : {}),
    ...(list ? { list } : {}),
    ...(documents ? { documents: exportOf(documents) } : {}),
  };
}

/** Values a collection's files may write as `{{name}}`. */
export type ContentVariables = Readonly<Record<string, string>>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Stands for the URL of the n-th bundled image until the module code is written. */
const assetToken = (index: number) => `\u0000asset${index}\u0000`;

/** A Markdown entry: its front matter and its body. */
export interface CompiledMarkdownEntry {
  readonly slug: string;
  readonly data: unknown;
  readonly html: string;
  readonly headings: readonly MarkdownHeading[];
  readonly words: number;
}

/** A Markdown entry has a body; a YAML entry is data alone. Either may carry a rendered document. */
type CompiledEntry = (CompiledMarkdownEntry | { readonly slug: string; readonly data: unknown }) & { readonly document?: object };

/** An entry's document, rendered by its collection's `documents` renderer (renderDocuments.ts). */
export interface RenderedDocument {
  readonly slug: string;
  /** Where the rendered file was written (bundled like a picture). */
  readonly file: string;
  /** What the renderer tells about it, e.g. its page count. */
  readonly facts: Readonly<Record<string, string | number>>;
}

/** The collection with each entry's rendered document: `document: { src, ...facts }`, its file bundled. */
export function withDocuments(collection: CompiledCollection, documents: readonly RenderedDocument[]): CompiledCollection {
  const assets = [...collection.assets];
  const entries = collection.entries.map((entry) => {
    const document = documents.find((candidate) => candidate.slug === entry.slug);
    if (!document) return entry;
    const index = assets.push(document.file) - 1;
    return { ...entry, document: { src: assetToken(index), ...document.facts } };
  });
  return { entries, assets, files: collection.files };
}

export interface CompiledCollection {
  readonly entries: readonly CompiledEntry[];
  /** Absolute paths of the images the entries use, in token order. */
  readonly assets: readonly string[];
  /** Every file the result depends on (for watch mode and caches). */
  readonly files: readonly string[];
}

/** The images of one collection, each bundled once. */
class AssetList {
  readonly files: string[] = [];

  /** The token for `file`, and its size; a problem when the file is missing or unreadable. */
  add(file: string): { token: string; width: number; height: number } | string {
    if (!existsSync(file)) return `${file} does not exist`;
    let size: { width?: number; height?: number };
    try {
      size = imageSize(readFileSync(file));
    } catch (error) {
      return `cannot read the size of ${file}: ${(error as Error).message}`;
    }
    if (!size.width || !size.height) return `${file} has no width and height (an SVG needs width and height, or a viewBox)`;
    let index = this.files.indexOf(file);
    if (index < 0) index = this.files.push(file) - 1;
    return { token: assetToken(index), width: size.width, height: size.height };
  }
}

/**
 * The line (1-based, in the whole file) of a field, or of its nearest present parent. `firstLine`
 * is the file's line where the YAML starts: 2 for front matter (after `---`), 1 for a YAML file.
 */
function lineOfField(document: Document, lines: LineCounter, fieldPath: readonly PropertyKey[], firstLine: number): number {
  for (let depth = fieldPath.length; depth > 0; depth--) {
    const node = document.getIn(fieldPath.slice(0, depth) as (string | number)[], true) as { range?: [number, number, number] } | undefined;
    if (node?.range) return lines.linePos(node.range[0]).line + firstLine - 1;
  }
  // A missing top-level field: the file's start.
  return 1;
}

/** A plain object holding a picture's `src` (a relative image path) gets the image's URL token and size. */
function isPicture(value: unknown): value is { src: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { src?: unknown }).src === 'string' &&
    IMAGE_FILE.test((value as { src: string }).src)
  );
}

function withImageSizes(
  value: unknown,
  fieldPath: readonly PropertyKey[],
  resolve: (src: string, fieldPath: readonly PropertyKey[]) => { token: string; width: number; height: number } | null,
): unknown {
  if (Array.isArray(value)) return value.map((item, index) => withImageSizes(item, [...fieldPath, index], resolve));
  if (isPicture(value)) {
    const image = resolve(value.src, [...fieldPath, 'src']);
    return image ? { ...value, src: image.token, width: image.width, height: image.height } : value;
  }
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withImageSizes(item, [...fieldPath, key], resolve)]));
  return value;
}

function markdownRenderer(onFrontMatter: (raw: string) => void, onHeading: (heading: MarkdownHeading) => void) {
  const md = siteMarkdown(onHeading);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- the plugin's typings import markdown-it/lib, a path markdown-it 14+ no longer has
  md.use(frontMatterPlugin, onFrontMatter);
  return md;
}

/** How one collection's files are read: its schema, variables and pictures, and the images bundled so far. */
interface CollectionContext {
  readonly schema: z.ZodType;
  readonly variables: ContentVariables;
  /** Where a picture named by its file name alone is found (the entry's own folder when unset). */
  readonly pictures: string | undefined;
  readonly assets: AssetList;
}

/** Collects a file's problems, each as `file:line: field: message`. */
class FileProblems {
  readonly list: string[] = [];
  constructor(readonly file: string) {}
  add(line: number, field: string, message: string) {
    this.list.push(`${this.file}:${line}: ${field}: ${message}`);
  }
  throwIfAny() {
    if (this.list.length > 0) throw new ContentError(this.list.join('\n'));
  }
}

/** A file's text with its collection's `{{name}}` variables filled in; throws a ContentError naming an unknown one. */
export function fillVariables(file: string, variables: ContentVariables): string {
  const problems = new FileProblems(file);
  const text = withVariables(readFileSync(file, 'utf8'), variables, problems);
  problems.throwIfAny();
  return text;
}

/** The file's text with `{{name}}` variables filled in; values are one line each, so every line keeps its number. */
function withVariables(text: string, variables: ContentVariables, problems: FileProblems): string {
  return fillPlaceholders(text, variables, (placeholder, offset) => {
    const known = Object.keys(variables).join(', ') || 'none in this collection';
    problems.add(text.slice(0, offset).split('\n').length, placeholder, `not a variable of this collection (known: ${known})`);
  });
}

/** The entry's slug (its file name), checked. */
function slugOf(file: string, problems: FileProblems): string {
  const extension = path.extname(file);
  const slug = path.basename(file, extension);
  if (!SLUG.test(slug))
    problems.add(1, '(file name)', `"${slug}" should be lower-case words joined by hyphens, e.g. rostering-for-sil${extension}`);
  return slug;
}

/** A picture's file: a bare file name is looked up in the collection's pictures folder, a path from the entry's folder. */
function pictureFile(src: string, entryFile: string, context: CollectionContext): string {
  const bareName = !src.includes('/');
  return path.resolve(bareName && context.pictures ? context.pictures : path.dirname(entryFile), src);
}

/**
 * YAML checked against the collection's schema, its pictures sized and bundled. `firstLine` is the
 * file's line where the YAML starts. Returns undefined when there were problems.
 */
function checkedData(yamlText: string, firstLine: number, entryFile: string, context: CollectionContext, problems: FileProblems): unknown {
  const lines = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter: lines, prettyErrors: false });
  const whole = firstLine === 1 ? '(file)' : '(front matter)';
  for (const error of document.errors)
    problems.add((error.linePos?.[0].line ?? 1) + firstLine - 1, whole, `not valid YAML: ${error.message}`);
  if (document.errors.length > 0) return undefined;
  const describe = (fieldPath: readonly PropertyKey[]) => fieldPath.map(String).join('.') || whole;
  const result = context.schema.safeParse(document.toJS());
  if (!result.success) {
    for (const issue of result.error.issues)
      problems.add(lineOfField(document, lines, issue.path, firstLine), describe(issue.path), issue.message);
    return undefined;
  }
  return withImageSizes(result.data, [], (src, fieldPath) => {
    const image = context.assets.add(pictureFile(src, entryFile, context));
    if (typeof image === 'string') {
      problems.add(lineOfField(document, lines, fieldPath, firstLine), describe(fieldPath), image);
      return null;
    }
    return image;
  });
}

/** Compiles one YAML entry; throws a ContentError listing every problem in it. */
function compileYamlFile(file: string, context: CollectionContext): CompiledEntry {
  const problems = new FileProblems(file);
  const source = withVariables(readFileSync(file, 'utf8'), context.variables, problems);
  const slug = slugOf(file, problems);
  const data = checkedData(source, 1, file, context, problems);
  problems.throwIfAny();
  return { slug, data };
}

/** Compiles one Markdown file; throws a ContentError listing every problem in it. */
function compileMarkdownFile(file: string, context: CollectionContext): CompiledEntry {
  const problems = new FileProblems(file);
  const problem = problems.add.bind(problems);
  const source = withVariables(readFileSync(file, 'utf8'), context.variables, problems);
  const slug = slugOf(file, problems);

  const frontMatter: { raw: string | null } = { raw: null };
  const headings: MarkdownHeading[] = [];
  const md = markdownRenderer(
    (raw) => (frontMatter.raw = raw),
    (heading) => headings.push(heading),
  );
  const tokens = md.parse(source, {});

  // Front matter: YAML from the file's second line (after `---`), then the collection's schema.
  let data: unknown = undefined;
  if (frontMatter.raw === null) problem(1, '(front matter)', 'the file must start with front matter between two lines of ---');
  else data = checkedData(frontMatter.raw, 2, file, context, problems);

  // Body: one h1 per page (the title), images bundled with their size, table alignment without inline styles (CSP).
  let words = 0;
  for (const token of tokens) {
    const line = (token.map?.[0] ?? 0) + 1;
    if (token.type === 'heading_open' && token.tag === 'h1')
      problem(line, '(body)', 'the title is the page’s only top-level heading: start sections with ## instead of #');
    alignTableCell(token);
    for (const child of token.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline') words += child.content.split(/\s+/).filter(Boolean).length;
      if (child.type !== 'image') continue;
      const src = String(child.attrGet('src') ?? '');
      if (!child.content.trim()) problem(line, '(body)', `the image ${src} needs a text alternative: ![what it shows](${src})`);
      if (!/^\.\.?\//.test(src) || !IMAGE_FILE.test(src)) {
        problem(line, '(body)', `the image ${src} must be an image file beside the content (./ or ../), never a link to another site`);
        continue;
      }
      const image = context.assets.add(path.resolve(path.dirname(file), src));
      if (typeof image === 'string') {
        problem(line, '(body)', image);
        continue;
      }
      child.attrSet('src', image.token);
      child.attrSet('width', String(image.width));
      child.attrSet('height', String(image.height));
      child.attrSet('loading', 'lazy');
      child.attrSet('decoding', 'async');
    }
  }
  problems.throwIfAny();
  return { slug, data, html: md.renderer.render(tokens, md.options, {}), headings, words };
}

/** The entry files of a collection, in file-name order. */
export function entryFiles(collectionFile: string, format: CollectionFormat): string[] {
  const folder = path.dirname(collectionFile);
  return readdirSync(folder)
    .filter((name) => name.endsWith(entryExtension(format)))
    .sort()
    .map((name) => path.join(folder, name));
}

/**
 * Compiles every entry file beside `collectionFile`, in file-name order; throws one ContentError
 * for all their problems.
 */
export function compileCollection(
  collectionFile: string,
  schema: z.ZodType,
  variables: ContentVariables = {},
  { format = 'markdown', pictures }: { readonly format?: CollectionFormat; readonly pictures?: string } = {},
): CompiledCollection {
  const files = entryFiles(collectionFile, format);
  const context: CollectionContext = { schema, variables, pictures, assets: new AssetList() };
  const compileFile = format === 'yaml' ? compileYamlFile : compileMarkdownFile;
  const entries: CompiledEntry[] = [];
  const problems: string[] = [];
  for (const file of files) {
    try {
      entries.push(compileFile(file, context));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length > 0) throw new ContentError(problems.join('\n'));
  return { entries, assets: context.assets.files, files: [collectionFile, ...files, ...context.assets.files] };
}

/** The fields at `paths` (dotted) of `data`, in the same nesting; absent ones left out. */
function pick(data: unknown, paths: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const dotted of paths) {
    const keys = dotted.split('.');
    let value: unknown = data;
    for (const key of keys) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
    if (value === undefined) continue;
    let target = picked;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[keys.at(-1) ?? dotted] = value;
  }
  return picked;
}

/** Which part of each entry a module holds: all of it, all but the bodies (`?data`), or the collection's `list` fields (`?list`). */
export type CollectionPart = 'all' | 'data' | { readonly list: readonly string[] };

/**
 * The JavaScript module for a compiled collection: images imported (so the bundler emits them and
 * gives their URLs), the entries as data. `esm` for webpack, `cjs` for Jest. Lists and cards should
 * not carry every page: `data` leaves the bodies out (`collection.yml?data`), `list` keeps the
 * fields collection.yml names (`collection.yml?list`).
 */
export function collectionModule(
  collectionFile: string,
  collection: CompiledCollection,
  format: 'esm' | 'cjs',
  part: CollectionPart = 'all',
): string {
  const folder = path.dirname(collectionFile);
  const entries =
    part === 'all'
      ? collection.entries
      : part === 'data'
        ? collection.entries.map(({ html: _html, headings: _headings, ...rest }: CompiledEntry & Partial<CompiledMarkdownEntry>) => rest)
        : collection.entries.map((entry) => ({ slug: entry.slug, data: pick(entry.data, part.list) }));
  const data = JSON.stringify(entries, null, 1);
  // Only the images this part uses (the bodies' images are left out of `data`), as JSON spells their tokens.
  const used = collection.assets.flatMap((file, index) =>
    data.includes(JSON.stringify(assetToken(index)).slice(1, -1)) ? [{ file, index }] : [],
  );
  const imports = used.map(({ file, index }) => {
    const request = JSON.stringify(`./${path.relative(folder, file).split(path.sep).join('/')}`);
    return format === 'esm' ? `import asset${index} from ${request};` : `const asset${index} = require(${request});`;
  });
  const code = data
    // A picture's src is the whole string; an image in the body sits inside the HTML string.
    .replace(/"\\u0000asset(\d+)\\u0000"/g, 'asset$1')
    .replace(/\\u0000asset(\d+)\\u0000/g, '" + asset$1 + "');
  return [...imports, format === 'esm' ? `export default ${code};` : `module.exports = ${code};`, ''].join('\n');
}
