/**
 * Checking what a writer typed with the collection's own zod schema, in the editor: the schema of
 * one field (found by its `schema_path`), a field's problems as the schema words them, and the
 * whole entry before it is saved. Plain functions over plain values (Decap's Immutable values are
 * converted first), so they are tested on Node (checks.test.ts) with the real schemas.
 */
import type { z } from 'zod';

interface SchemaDef {
  readonly type: string;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly shape?: Readonly<Record<string, z.ZodType>>;
  readonly element?: z.ZodType;
  readonly getter?: () => z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly values?: readonly unknown[];
}

const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { readonly _zod: { readonly def: SchemaDef } })._zod.def;

/** Kinds that wrap another schema without changing which fields it has. */
const WRAPPERS: ReadonlySet<string> = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under optional/default/transform wrappers: the object or list whose parts a path names. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    const next = WRAPPERS.has(def.type) ? def.innerType : def.type === 'pipe' ? def.in : def.type === 'lazy' ? def.getter?.() : undefined;
    if (!next) return current;
    current = next;
  }
}

/** The schema of the field at `path` (object keys, `*` for a list's items), with its own optional/default; undefined when there is none. */
export function schemaAt(root: z.ZodType, path: readonly string[]): z.ZodType | undefined {
  let schema: z.ZodType | undefined = root;
  for (const key of path) {
    if (!schema) return undefined;
    const def = defOf(unwrapped(schema));
    schema = key === '*' ? (def.type === 'array' ? def.element : undefined) : def.type === 'object' ? def.shape?.[key] : undefined;
  }
  return schema;
}

/**
 * The option of a discriminated union whose `key` is `value` (an About page's `layout: story`): the
 * schema of one of a collection's forms (decapFields.ts `decapFormsOf`).
 */
export function variantSchema(union: z.ZodType, key: string, value: string): z.ZodType {
  const option = defOf(unwrapped(union)).options?.find((candidate) => {
    const discriminator = schemaAt(candidate, [key]);
    return discriminator !== undefined && (defOf(discriminator).values ?? []).includes(value);
  });
  if (!option) throw new Error(`the schema has no option with ${key}: ${value}`);
  return option;
}

/** Nothing written: no value, empty text, an empty list or group. */
export function isAbsent(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

const unique = (messages: readonly string[]) => [...new Set(messages)];

export interface FieldCheck {
  /** The field's schema (`schemaAt`). */
  readonly schema: z.ZodType;
  readonly value: unknown;
  /** Decap's `required` for the field: an empty required field is Decap's own "is required" message. */
  readonly required: boolean;
  /**
   * A group or list checks only what is about itself (a list's length, a collage of three); its
   * fields and items have controls of their own that show their problems.
   */
  readonly ownOnly?: boolean;
}

/** The schema's messages for one field's value; none when the schema accepts it. */
export function fieldProblems({ schema, value, required, ownOnly = false }: FieldCheck): string[] {
  let checked = value;
  if (isAbsent(value)) {
    // An empty required list is the schema's to refuse ("at least one …"); other empty required
    // fields get Decap's "is required". An empty optional field is left out of the file (preSave).
    if (required && !Array.isArray(value)) return [];
    if (!required) checked = undefined;
  }
  const result = schema.safeParse(checked);
  if (result.success) return [];
  return unique(result.error.issues.filter((issue) => !ownOnly || issue.path.length === 0).flatMap((issue) => messagesOf(issue)));
}

/** An issue's words: a record key's own schema speaks for a refused key ("lower-case words…", not "Invalid key in record"). */
function messagesOf(issue: z.core.$ZodIssue, nameKey = true): string[] {
  if (issue.code === 'invalid_key') {
    // The refused key is the issue's last path segment (named already where the path is shown).
    const key = nameKey && issue.path.length > 0 ? `${String(issue.path.at(-1))}: ` : '';
    return issue.issues.map((inner) => `${key}${inner.message}`);
  }
  return [issue.message];
}

/** Paths of the empty optional values in `data` (object keys only; list items stay): what preSave leaves out of the file. */
export function emptyPaths(data: unknown, path: readonly (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(data)) return data.flatMap((item: unknown, index) => emptyPaths(item, [...path, index]));
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const inner = emptyPaths(value, [...path, key]);
    const emptied = isAbsent(
      withoutPaths(
        value,
        inner.map((innerPath) => innerPath.slice(path.length + 1)),
      ),
    );
    return emptied ? [[...path, key]] : inner;
  });
}

/** `value` with the object keys at `paths` removed (a copy). */
export function withoutPaths(value: unknown, paths: readonly (readonly (string | number)[])[]): unknown {
  if (paths.length === 0) return value;
  if (Array.isArray(value))
    return value.map((item: unknown, index) =>
      withoutPaths(
        item,
        paths.filter((path) => path[0] === index).map((path) => path.slice(1)),
      ),
    );
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]) => {
      const inner = paths.filter((path) => path[0] === key);
      if (inner.some((path) => path.length === 1)) return [];
      return [
        [
          key,
          withoutPaths(
            item,
            inner.map((path) => path.slice(1)),
          ),
        ],
      ];
    }),
  );
}

/** Every problem of a whole entry's data, as `field: message` (what the build would say, without the file and line). */
export function entryProblems(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return unique(
    result.error.issues.flatMap((issue) =>
      messagesOf(issue, false).map((message) => `${issue.path.map(String).join('.') || '(the entry)'}: ${message}`),
    ),
  );
}
