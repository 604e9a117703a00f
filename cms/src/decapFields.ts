/**
 * A collection's editor form, generated from its zod schema: one Decap field per schema field, the
 * widget chosen from the field's type (text, dates, numbers, yes/no, choices, lists, groups,
 * pictures), required or optional as the schema says, the schema's description as the hint.
 *
 * The schema goes through zod's JSON Schema (`z.toJSONSchema`, the input side: what a file holds
 * before defaults and transforms). A construct the form cannot express (a union, a record, a
 * recursive type…) is an error naming the field, so a schema change the editor cannot follow fails
 * `npm run cms` and the unit test (decapFields.test.ts runs this over every real collection).
 *
 * Every field carries `schema_path` (`hero.image.src`, `tools.items.*.title`): the browser side
 * finds the zod schema of that field with it and checks the value with the schema's own messages.
 */
import { z } from 'zod';
import { IMAGE_FILE } from '@site/devkit/markdown/front-matter';

/** The part of a Decap field definition this generator writes. */
export interface DecapField {
  readonly name: string;
  readonly label: string;
  readonly widget:
    'string' | 'text' | 'markdown' | 'number' | 'boolean' | 'datetime' | 'select' | 'list' | 'object' | 'image' | 'record' | 'hidden';
  readonly required?: boolean;
  readonly hint?: string;
  readonly default?: unknown;
  /** Where the field's zod schema is: object keys, `*` for a list's items. */
  readonly schema_path?: string;
  readonly fields?: readonly DecapField[];
  readonly field?: DecapField;
  readonly options?: readonly string[];
  readonly multiple?: boolean;
  readonly value_type?: 'int' | 'float';
  readonly step?: number;
  readonly min?: number;
  readonly max?: number;
  readonly date_format?: string;
  readonly time_format?: false;
  readonly summary?: string;
  readonly collapsed?: boolean;
  readonly choose_url?: boolean;
  readonly modes?: readonly string[];
  /** A record (`record` widget, cms/src/browser/recordWidget.ts): what its keys and values are. */
  readonly key_label?: string;
  readonly key_pattern?: string;
  readonly value_label?: string;
}

/** JSON Schema, as much of it as zod writes for the schemas a collection may use. */
interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly description?: string;
  readonly title?: string;
  readonly default?: unknown;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly format?: string;
  readonly pattern?: string;
  readonly allOf?: readonly JsonSchema[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly multipleOf?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly items?: JsonSchema;
  readonly prefixItems?: readonly JsonSchema[];
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly propertyNames?: JsonSchema;
  readonly $ref?: string;
}

/** A schema the editor's form cannot express; the message names the field. */
export class UnsupportedSchemaError extends Error {
  override name = 'UnsupportedSchemaError';
}

/** Words kept in capitals in a label. */
const ACRONYMS: Readonly<Record<string, string>> = { seo: 'SEO', faq: 'FAQ', id: 'ID', url: 'URL', ndis: 'NDIS' };

/** `seoTitle` → `SEO title`, `endsWithDemoLink` → `Ends with demo link`. */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .split(' ')
    .filter(Boolean)
    .map((word) => ACRONYMS[word] ?? word);
  const label = words.join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Fields whose text is a sentence or a paragraph get a text area, not a one-line box. */
const LONG_TEXT = /description|summary|intro|conclusion|answer|excerpt|lead|paragraph/i;

/**
 * The field a list item or a Decap collection entry is named by, among `fields` (a dotted path when
 * it is in a group: `meta.title`).
 */
export function identifierOf(fields: readonly DecapField[]): string | undefined {
  const strings = fields.filter((field) => field.widget === 'string' || field.widget === 'text');
  const own =
    ['title', 'name', 'heading', 'question', 'label', 'alt'].find((name) => strings.some((field) => field.name === name)) ??
    strings.find((field) => field.required !== false)?.name;
  if (own) return own;
  for (const group of fields.filter((field) => field.widget === 'object' && field.required !== false && field.fields)) {
    const inner = identifierOf(group.fields ?? []);
    if (inner) return `${group.name}.${inner}`;
  }
  return undefined;
}

const isObject = (node: JsonSchema) => node.type === 'object' || (node.type === undefined && node.properties !== undefined);

/** Every `pattern` of a string schema (zod writes two regexes as `allOf`). */
const patternsOf = (node: JsonSchema): string[] => [
  ...(node.pattern ? [node.pattern] : []),
  ...(node.allOf ?? []).flatMap((part) => patternsOf(part)),
];

/** A picture (`{ src, alt }` or a decorative `{ src }`): its `src` is an image file. */
function isPicture(node: JsonSchema): boolean {
  if (!isObject(node) || !node.properties) return false;
  const keys = Object.keys(node.properties);
  const src = node.properties.src;
  return (
    keys.every((key) => key === 'src' || key === 'alt') &&
    src?.type === 'string' &&
    (node.required ?? []).includes('src') &&
    patternsOf(src).includes(IMAGE_FILE.source)
  );
}

interface Place {
  /** Where the field is, for messages: `hero.image.src`, `tools.items[].title`. */
  readonly where: string;
  /** The field's schema path (`*` for list items). */
  readonly schemaPath: readonly string[];
}

const shownPath = (place: Place) => place.where || '(the entry)';

function unsupported(place: Place, what: string): never {
  throw new UnsupportedSchemaError(
    `${shownPath(place)}: the editor has no widget for ${what}; change the schema or cms/src/decapFields.ts`,
  );
}

/** Decap has no room for these on a field; the schema still checks them (in the editor and at build). */
function checkPlainKeys(node: JsonSchema, place: Place) {
  if (node.$ref) unsupported(place, `a reference to ${node.$ref} (a recursive or named schema)`);
  if (node.anyOf || node.oneOf) unsupported(place, 'a choice between types (a union)');
  if (node.prefixItems) unsupported(place, 'a tuple');
  if (Array.isArray(node.type)) unsupported(place, `a value of several types (${node.type.join(', ')})`);
  if (node.const !== undefined) unsupported(place, 'a constant');
}

function fieldFor(name: string, node: JsonSchema, required: boolean, place: Place): DecapField {
  checkPlainKeys(node, place);
  const base = {
    name,
    label: node.title ?? labelOf(name),
    required,
    schema_path: place.schemaPath.join('.'),
    ...(node.description ? { hint: node.description } : {}),
    ...(node.default === undefined ? {} : { default: node.default }),
  };
  const nested = (key: string, child: JsonSchema, childRequired: boolean): DecapField =>
    fieldFor(key, child, childRequired, {
      where: place.where ? `${place.where}.${key}` : key,
      schemaPath: [...place.schemaPath, key],
    });
  const sizes = (min: number | undefined, max: number | undefined) => ({
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  });

  if (node.enum) {
    if (!node.enum.every((option) => typeof option === 'string')) unsupported(place, 'a choice of values that are not all text');
    return { ...base, widget: 'select', options: node.enum };
  }
  switch (node.type) {
    case 'string':
      if (node.format === 'date') return { ...base, widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false };
      if (node.format && !['email', 'uri', 'url'].includes(node.format)) unsupported(place, `text in the "${node.format}" format`);
      return { ...base, widget: LONG_TEXT.test(name) || (node.minLength ?? 0) >= 50 || (node.maxLength ?? 0) > 140 ? 'text' : 'string' };
    case 'integer':
    case 'number': {
      const min =
        node.minimum ?? (node.exclusiveMinimum === undefined ? undefined : node.exclusiveMinimum + (node.type === 'integer' ? 1 : 0));
      const max =
        node.maximum ?? (node.exclusiveMaximum === undefined ? undefined : node.exclusiveMaximum - (node.type === 'integer' ? 1 : 0));
      // zod writes ±MAX_SAFE_INTEGER for .int() alone: no bound a writer needs to see.
      const bound = (value: number | undefined) => (value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value);
      return {
        ...base,
        widget: 'number',
        value_type: node.type === 'integer' ? 'int' : 'float',
        ...(node.multipleOf === undefined ? {} : { step: node.multipleOf }),
        ...sizes(bound(min), bound(max)),
      };
    }
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'array': {
      const items = node.items;
      if (!items) return unsupported(place, 'a list without an item type');
      checkPlainKeys(items, { ...place, where: `${shownPath(place)}[]` });
      // A list of choices: a select that takes several.
      if (items.enum) {
        if (!items.enum.every((option) => typeof option === 'string')) unsupported(place, 'a choice of values that are not all text');
        return { ...base, widget: 'select', options: items.enum, multiple: true };
      }
      const item = fieldFor(labelOf(name).toLowerCase().replace(/ /g, '_'), items, true, {
        where: `${shownPath(place)}[]`,
        schemaPath: [...place.schemaPath, '*'],
      });
      if (item.widget === 'object' && item.fields) {
        const identifier = identifierOf(item.fields);
        return {
          ...base,
          widget: 'list',
          fields: item.fields,
          ...(identifier ? { summary: `{{fields.${identifier}}}` } : {}),
          collapsed: true,
        };
      }
      // Short values: open, each item shown by its value.
      return { ...base, widget: 'list', field: item, summary: `{{fields.${item.name}}}`, collapsed: false };
    }
    case 'object':
    case undefined: {
      if (!isObject(node)) return unsupported(place, 'a value of any type');
      if (typeof node.additionalProperties === 'object') {
        // A record: keys the writer chooses (e.g. plan ids), each with a line of text.
        const value = node.additionalProperties;
        const keys = node.propertyNames ?? {};
        if (node.properties) unsupported(place, 'an object with both named fields and keys chosen by the writer');
        checkPlainKeys(value, { ...place, where: `${shownPath(place)}[key]` });
        if (value.type !== 'string' || value.format || value.enum || (keys.type && keys.type !== 'string') || keys.enum)
          unsupported(place, 'a record whose keys or values are not plain text');
        return {
          ...base,
          widget: 'record',
          key_label: keys.title ?? 'Key',
          ...(keys.pattern ? { key_pattern: keys.pattern } : {}),
          value_label: value.title ?? 'Text',
        };
      }
      const requiredKeys = new Set(node.required ?? []);
      const properties = Object.entries(node.properties ?? {});
      if (properties.length === 0) unsupported(place, 'an object without fields');
      if (isPicture(node)) {
        const fields = properties.map(([key, child]) =>
          key === 'src'
            ? { ...nested(key, child, true), label: 'Picture', widget: 'image' as const, choose_url: false }
            : { ...nested(key, child, requiredKeys.has(key)), label: 'Text alternative' },
        );
        return { ...base, widget: 'object', fields, collapsed: false };
      }
      return { ...base, widget: 'object', fields: properties.map(([key, child]) => nested(key, child, requiredKeys.has(key))) };
    }
    default:
      return unsupported(place, `a value of type ${String(node.type)}`);
  }
}

/**
 * One form of a collection: its fields, and for a schema that is a choice of layouts (a
 * discriminated union, e.g. the About pages' `layout: story | team | …`) the layout it is for.
 */
export interface EntryForm {
  readonly fields: readonly DecapField[];
  /** The discriminator and its value: the form's entries are the files that have it (Decap's `filter`). */
  readonly variant?: { readonly key: string; readonly value: string };
}

/** The key whose constant value tells the union's options apart, if there is one. */
function discriminatorOf(options: readonly JsonSchema[]): string | undefined {
  const [first] = options;
  return Object.keys(first?.properties ?? {}).find((key) => {
    const values = options.map((option) => option.properties?.[key]?.const);
    return values.every((value) => typeof value === 'string') && new Set(values).size === values.length;
  });
}

function formOf(node: JsonSchema, variant?: EntryForm['variant']): EntryForm {
  const root = fieldFor(
    'entry',
    variant ? { ...node, properties: { ...node.properties, [variant.key]: { type: 'string' } } } : node,
    true,
    {
      where: variant ? `(${variant.key}: ${variant.value})` : '',
      schemaPath: [],
    },
  );
  if (root.widget !== 'object' || !root.fields) throw new UnsupportedSchemaError('(the entry): the schema must be an object of fields');
  if (!variant) return { fields: root.fields };
  // The layout is not for the writer to change: each form writes its own.
  const fields = root.fields.map((field) =>
    field.name === variant.key
      ? { name: field.name, label: field.label, widget: 'hidden' as const, default: variant.value, schema_path: field.schema_path }
      : field,
  );
  return { fields, variant };
}

/**
 * The Decap forms of entries checked by `schema`: one, or one per layout of a discriminated union.
 * Throws an UnsupportedSchemaError naming the first field the editor cannot express.
 */
export function decapFormsOf(schema: z.ZodType): EntryForm[] {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' }) as JsonSchema;
  } catch (error) {
    throw new UnsupportedSchemaError(`the schema has a type JSON Schema cannot express: ${(error as Error).message}`);
  }
  const options = json.oneOf ?? json.anyOf;
  if (!options) return [formOf(json)];
  const key = discriminatorOf(options);
  if (!key || !options.every(isObject))
    throw new UnsupportedSchemaError(
      '(the entry): a choice of entry shapes needs a field with a fixed text value in each (e.g. layout: story)',
    );
  return options.map((option) => formOf(option, { key, value: String(option.properties?.[key]?.const) }));
}
