/**
 * Markdown collections: a folder of `.md` files with a `collection.yml` naming the zod schema of
 * their front matter. Importing `<folder>/collection.yml` gives one entry per file (entry.ts),
 * compiled at build time: the front matter checked (a bad field fails the build naming the file,
 * the line and the field), the body rendered with markdown-it (heading anchors, tables, code,
 * images bundled with their width and height). The webpack loader and the Jest transform both use
 * `collectionModule`, so tests see exactly what the build ships.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import frontMatterPlugin from 'markdown-it-front-matter';
import slugify from 'slugify';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { abbreviations } from './abbreviations';
import type { MarkdownHeading } from './entry';
import { IMAGE_FILE } from './frontMatter';

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
const collectionFileSchema = z.strictObject({ schema: moduleExport, variables: moduleExport.optional() });

interface ModuleExport {
  /** Absolute path of the module. */
  readonly module: string;
  readonly name: string;
}

/**
 * What a collection.yml names: `schema`, the zod schema of the front matter, and optionally
 * `variables`, facts kept in one config that the files write as `{{name}}` (a support address).
 */
export function readCollectionFile(collectionFile: string): { readonly schema: ModuleExport; readonly variables?: ModuleExport } {
  const result = collectionFileSchema.safeParse(parseDocument(readFileSync(collectionFile, 'utf8')).toJS());
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ContentError(
      `${collectionFile}: ${issue?.path.join('.') || 'schema'}: ${issue?.message ?? 'invalid'} (see README: Writing a blog post)`,
    );
  }
  const exportOf = (reference: string): ModuleExport => {
    const [module = '', name = ''] = reference.split('#');
    return { module: path.resolve(path.dirname(collectionFile), module), name };
  };
  const { schema, variables } = result.data;
  return { schema: exportOf(schema), ...(variables ? { variables: exportOf(variables) } : {}) };
}

/** Values a collection's files may write as `{{name}}`. */
export type ContentVariables = Readonly<Record<string, string>>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Stands for the URL of the n-th bundled image until the module code is written. */
const assetToken = (index: number) => `\u0000asset${index}\u0000`;

interface CompiledEntry {
  readonly slug: string;
  readonly data: unknown;
  readonly html: string;
  readonly headings: readonly MarkdownHeading[];
  readonly words: number;
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

/** The line (1-based, in the whole file) of a front-matter field, or of its nearest present parent. */
function lineOfField(document: Document, lines: LineCounter, fieldPath: readonly PropertyKey[]): number {
  for (let depth = fieldPath.length; depth > 0; depth--) {
    const node = document.getIn(fieldPath.slice(0, depth) as (string | number)[], true) as { range?: [number, number, number] } | undefined;
    // The front matter starts on the file's second line (after `---`).
    if (node?.range) return lines.linePos(node.range[0]).line + 1;
  }
  return 1;
}

const describeField = (fieldPath: readonly PropertyKey[]) => fieldPath.map(String).join('.') || '(front matter)';

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
  const md = new MarkdownIt({ html: false, linkify: false, typographer: true });
  // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- the plugin's typings import markdown-it/lib, a path markdown-it 14+ no longer has
  md.use(frontMatterPlugin, onFrontMatter);
  md.use(anchor, {
    level: [2, 3],
    slugify: (text) => slugify(text, { lower: true, strict: true }),
    // The heading's text is its own link: no extra symbol for screen readers to announce.
    permalink: anchor.permalink.headerLink(),
    callback: (token, { slug, title }) => onHeading({ level: Number(token.tag.slice(1)), id: slug, text: title }),
  });
  // The glossary's terms, written out at their first use (WCAG 3.1.4).
  md.use(abbreviations);
  return md;
}

/** Compiles one Markdown file; throws a ContentError listing every problem in it. */
function compileFile(file: string, schema: z.ZodType, variables: ContentVariables, assets: AssetList): CompiledEntry {
  const problems: string[] = [];
  const problem = (line: number, field: string, message: string) => problems.push(`${file}:${line}: ${field}: ${message}`);
  const text = readFileSync(file, 'utf8');
  // Values are one line each, so every line keeps its number.
  const source = text.replace(/\{\{\s*([A-Za-z]\w*)\s*\}\}/g, (placeholder: string, name: string, offset: number) => {
    const value = variables[name];
    if (value !== undefined) return value;
    const known = Object.keys(variables).join(', ') || 'none in this collection';
    problem(text.slice(0, offset).split('\n').length, placeholder, `not a variable of this collection (known: ${known})`);
    return placeholder;
  });

  const slug = path.basename(file, '.md');
  if (!SLUG.test(slug)) problem(1, '(file name)', `"${slug}" should be lower-case words joined by hyphens, e.g. rostering-for-sil.md`);

  const frontMatter: { raw: string | null } = { raw: null };
  const headings: MarkdownHeading[] = [];
  const md = markdownRenderer(
    (raw) => (frontMatter.raw = raw),
    (heading) => headings.push(heading),
  );
  const tokens = md.parse(source, {});

  // Front matter: YAML, then the collection's schema.
  let data: unknown = undefined;
  const rawFrontMatter = frontMatter.raw;
  if (rawFrontMatter === null) problem(1, '(front matter)', 'the file must start with front matter between two lines of ---');
  else {
    const lines = new LineCounter();
    const document = parseDocument(rawFrontMatter, { lineCounter: lines, prettyErrors: false });
    for (const error of document.errors) problem((error.linePos?.[0].line ?? 0) + 1, '(front matter)', `not valid YAML: ${error.message}`);
    if (document.errors.length === 0) {
      const result = schema.safeParse(document.toJS());
      if (!result.success)
        for (const issue of result.error.issues)
          problem(lineOfField(document, lines, issue.path), describeField(issue.path), issue.message);
      else
        data = withImageSizes(result.data, [], (src, fieldPath) => {
          const image = assets.add(path.resolve(path.dirname(file), src));
          if (typeof image === 'string') {
            problem(lineOfField(document, lines, fieldPath), describeField(fieldPath), image);
            return null;
          }
          return image;
        });
    }
  }

  // Body: one h1 per page (the title), images bundled with their size, table alignment without inline styles (CSP).
  let words = 0;
  for (const token of tokens) {
    const line = (token.map?.[0] ?? 0) + 1;
    if (token.type === 'heading_open' && token.tag === 'h1')
      problem(line, '(body)', 'the title is the page’s only top-level heading: start sections with ## instead of #');
    if ((token.type === 'th_open' || token.type === 'td_open') && token.attrGet('style')) {
      const align = /text-align:(\w+)/.exec(String(token.attrGet('style')))?.[1];
      token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
      if (align) token.attrSet('data-align', align);
    }
    for (const child of token.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline') words += child.content.split(/\s+/).filter(Boolean).length;
      if (child.type !== 'image') continue;
      const src = String(child.attrGet('src') ?? '');
      if (!child.content.trim()) problem(line, '(body)', `the image ${src} needs a text alternative: ![what it shows](${src})`);
      if (!/^\.\.?\//.test(src) || !IMAGE_FILE.test(src)) {
        problem(line, '(body)', `the image ${src} must be an image file beside the content (./ or ../), never a link to another site`);
        continue;
      }
      const image = assets.add(path.resolve(path.dirname(file), src));
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
  if (problems.length > 0) throw new ContentError(problems.join('\n'));
  return { slug, data, html: md.renderer.render(tokens, md.options, {}), headings, words };
}

/** Compiles every `.md` file beside `collectionFile`, in file-name order; throws one ContentError for all their problems. */
export function compileCollection(collectionFile: string, schema: z.ZodType, variables: ContentVariables = {}): CompiledCollection {
  const folder = path.dirname(collectionFile);
  const markdownFiles = readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(folder, name));
  const assets = new AssetList();
  const entries: CompiledEntry[] = [];
  const problems: string[] = [];
  for (const file of markdownFiles) {
    try {
      entries.push(compileFile(file, schema, variables, assets));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length > 0) throw new ContentError(problems.join('\n'));
  return { entries, assets: assets.files, files: [collectionFile, ...markdownFiles, ...assets.files] };
}

/**
 * The JavaScript module for a compiled collection: images imported (so the bundler emits them and
 * gives their URLs), the entries as data. `esm` for webpack, `cjs` for Jest. The `data` part leaves
 * the bodies out (`collection.yml?data`): for lists and cards, which should not carry every article.
 */
export function collectionModule(
  collectionFile: string,
  collection: CompiledCollection,
  format: 'esm' | 'cjs',
  part: 'all' | 'data' = 'all',
): string {
  const folder = path.dirname(collectionFile);
  const entries = part === 'all' ? collection.entries : collection.entries.map(({ slug, data, words }) => ({ slug, data, words }));
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
