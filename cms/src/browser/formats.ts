/**
 * How the editor reads and writes entry files: YAML files (`site-yaml`) and Markdown with YAML
 * front matter (`site-frontmatter`), read with the `yaml` package as the build reads them, and
 * written back as a person would have edited them. Decap's own formats re-print the whole file
 * (a comment at the top lost, long lines folded at 80 characters, double quotes), so a one-word
 * change became a diff of the whole file and failed `prettier --check`. Here the saved file is the
 * original YAML document with only the changed values replaced: comments, quoting and line breaks
 * of everything else stay as they were, and new values are written in the repository's style
 * (.prettierrc.json: single quotes, no folding).
 */
import { Document, isMap, isScalar, isSeq, parseDocument } from 'yaml';
import { decapGlobals } from './decap';

/** The repository's YAML style, as prettier writes it (.prettierrc.json: single quotes; no value folded; `[a, b]`). */
const STYLE = { lineWidth: 0, singleQuote: true, flowCollectionPadding: false } as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `node` changed into `value`, keeping every part of it that did not change. */
function merged(document: Document, node: unknown, value: unknown): unknown {
  if (isPlainObject(value) && isMap(node)) {
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? pair.key.value : pair.key;
      if (typeof key === 'string' && !(key in value)) node.delete(key);
    }
    for (const [key, item] of Object.entries(value)) {
      const child = node.get(key, true);
      const next = child === undefined ? document.createNode(item) : merged(document, child, item);
      if (next !== child) node.set(key, next);
    }
    return node;
  }
  if (Array.isArray(value) && isSeq(node)) {
    value.forEach((item: unknown, index) => {
      const child = node.get(index, true);
      const next = child === undefined ? document.createNode(item) : merged(document, child, item);
      if (child === undefined) node.add(next);
      else if (next !== child) node.set(index, next);
    });
    while (node.items.length > value.length) node.delete(node.items.length - 1);
    return node;
  }
  if (isScalar(node) && node.value === value) return node;
  return document.createNode(value);
}

function parsed(text: string): Document {
  const document = parseDocument(text);
  if (document.errors.length > 0) throw new Error(`not valid YAML: ${document.errors.map((error) => error.message).join('; ')}`);
  return document;
}

/** A YAML file's data (as the build reads it: YAML 1.2, dates stay text). */
export function readYaml(text: string): Record<string, unknown> {
  const data: unknown = parsed(text).toJS();
  return isPlainObject(data) ? data : {};
}

/** `data` with its keys in the form's order (`order`: the fields' names), others after them. */
function inOrder(data: Record<string, unknown>, order: readonly string[]): Record<string, unknown> {
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.fromEntries(Object.entries(data).sort(([a], [b]) => rank(a) - rank(b)));
}

/** `data` as YAML: the `original` file with the changed values replaced, or a new file with its fields in `order`. */
export function writeYaml(data: Record<string, unknown>, original?: string, order: readonly string[] = []): string {
  if (original?.trim()) {
    const document = parsed(original);
    if (isMap(document.contents)) {
      merged(document, document.contents, data);
      return document.toString(STYLE);
    }
  }
  return new Document(inOrder(data, order)).toString(STYLE);
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)(?:\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** A Markdown file's front matter and its text (`body`, without the blank line after the front matter). */
export function readFrontMatter(text: string): Record<string, unknown> {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { body: text };
  return { ...readYaml(match[1] ?? ''), body: text.slice(match[0].length).replace(/^\r?\n/, '') };
}

/** `data` as a Markdown file: front matter (the `original`'s, with the changed values replaced), a blank line, the body. */
export function writeFrontMatter(data: Record<string, unknown>, original?: string, order: readonly string[] = []): string {
  const { body, ...fields } = data;
  const originalFrontMatter = original ? FRONT_MATTER.exec(original)?.[1] : undefined;
  const text = typeof body === 'string' ? body.replace(/\s*$/, '\n') : '';
  return `---\n${writeYaml(fields, originalFrontMatter, order)}---\n\n${text}`;
}

/**
 * The file an entry was loaded from, kept by the preSave listener for the save that follows: Decap
 * hands a format only the data to write. Kept with the data it is for, so another caller (Decap's
 * local backups of a draft) never gets it.
 */
let original: { readonly data: string; readonly raw: string } | undefined;

export function rememberOriginal(data: unknown, raw: unknown): void {
  original = typeof raw === 'string' && raw.trim() ? { data: JSON.stringify(data), raw } : undefined;
}

const originalOf = (data: Record<string, unknown>) => (original && original.data === JSON.stringify(data) ? original.raw : undefined);

/** Registers `site-yaml` and `site-frontmatter` (config.yml names them per collection). */
export function registerFormats(): void {
  const { CMS } = decapGlobals();
  CMS.registerCustomFormat('site-yaml', 'yaml', {
    fromFile: readYaml,
    toFile: (data: Record<string, unknown>, order?: readonly string[]) => writeYaml(data, originalOf(data), order),
  });
  CMS.registerCustomFormat('site-frontmatter', 'md', {
    fromFile: readFrontMatter,
    toFile: (data: Record<string, unknown>, order?: readonly string[]) => writeFrontMatter(data, originalOf(data), order),
  });
}
