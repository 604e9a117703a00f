/**
 * The collection's zod schema checks every value in the editor, with the schema's own messages,
 * before anything is written.
 *
 * How Decap blocks a save (decap-cms-core, read at 3.16): on Save, the editor asks every field's
 * Widget to validate; a Widget calls its control's `isValid()` and puts an error it returns under
 * the field (`fieldsErrors`); `persistEntry` then refuses to write while any field has an error.
 * So each built-in widget is registered again, wrapped: the wrapper renders Decap's own control
 * and adds `isValid()`, which checks the field's value with the field's schema (`schema_path` in
 * config.yml). Groups and lists validate their children themselves (their `validate()`), so their
 * wrapper runs that and then reports the schema's problems with the group or list itself (a list's
 * length, "one picture, or a collage of three").
 *
 * Last, a `preSave` listener runs the whole schema on the entry about to be written and throws
 * with the schema's messages if it still refuses it (Decap shows that and writes nothing); it also
 * leaves empty optional fields out of the file, as a writer would.
 */
import type { z } from 'zod';
import { entryProblems, emptyPaths, fieldProblems, schemaAt } from './checks';
import { decapGlobals, plain, type ControlInstance, type ControlProps, type ImmutableValue, type Validity } from './decap';
import { rememberOriginal } from './formats';

/** Widgets holding one value. */
const VALUE_WIDGETS = ['string', 'text', 'number', 'boolean', 'select', 'datetime', 'image', 'record'] as const;
/** Widgets holding other fields. */
const GROUP_WIDGETS = ['object', 'list'] as const;

export interface CheckedCollection {
  readonly schema: z.ZodType;
  /** Markdown entries keep their body under `body`, which is not part of the schema. */
  readonly hasBody: boolean;
}

interface WrapperProps extends ControlProps {
  readonly collection?: ImmutableValue;
}

interface Wrapper {
  readonly props: WrapperProps;
  inner?: ControlInstance | null;
}

function controlSchema(collections: ReadonlyMap<string, CheckedCollection>, props: WrapperProps): z.ZodType | undefined {
  const schemaPath = props.field.get('schema_path');
  const collection = collections.get(String(props.collection?.get('name')));
  if (typeof schemaPath !== 'string' || !collection) return undefined;
  return schemaAt(collection.schema, schemaPath === '' ? [] : schemaPath.split('.'));
}

function problemsOf(collections: ReadonlyMap<string, CheckedCollection>, wrapper: Wrapper, ownOnly: boolean): string[] {
  const schema = controlSchema(collections, wrapper.props);
  if (!schema) return [];
  const required = wrapper.props.field.get('required') !== false;
  return fieldProblems({ schema, value: plain(wrapper.props.value), required, ownOnly });
}

/** Decap's own Widget update test, for a control that has none. */
const changed = (props: WrapperProps, next: WrapperProps & { readonly hasActiveStyle?: boolean }) =>
  props.value !== next.value ||
  props.classNameWrapper !== next.classNameWrapper ||
  (props as { readonly hasActiveStyle?: boolean }).hasActiveStyle !== next.hasActiveStyle;

/** Decap's control for `widget`, rendered inside a class that checks its value with the schema. */
function checkedControl(collections: ReadonlyMap<string, CheckedCollection>, widget: string, control: unknown, group: boolean): unknown {
  const { h, createClass } = decapGlobals();
  const common = {
    displayName: `SchemaChecked(${widget})`,
    setInner(this: Wrapper, instance: ControlInstance | null) {
      this.inner = instance;
    },
    focus(this: Wrapper, path?: string) {
      if (this.inner?.focus) this.inner.focus(path);
      else document.getElementById(this.props.forID)?.focus();
    },
    getValidateValue(this: Wrapper) {
      return this.inner?.getValidateValue?.();
    },
    // Decap's Widget asks its control whether to re-render (the image control also follows the media library).
    shouldComponentUpdate(this: Wrapper, nextProps: WrapperProps) {
      const inner = this.inner;
      if (inner?.shouldComponentUpdate) return inner.shouldComponentUpdate.call(inner, nextProps, {});
      return group || changed(this.props, nextProps);
    },
    render(this: Wrapper & { readonly setInner: (instance: ControlInstance | null) => void }) {
      return h(control, { ...this.props, ref: this.setInner });
    },
  };
  const own = group
    ? {
        validate(this: Wrapper) {
          this.inner?.validate?.();
          const messages = problemsOf(collections, this, true);
          this.props.onValidateObject?.(
            this.props.forID,
            messages.map((message) => ({ type: 'CUSTOM', message })),
          );
        },
      }
    : {
        isValid(this: Wrapper): Validity {
          const messages = problemsOf(collections, this, false);
          if (messages.length > 0) return { error: { type: 'CUSTOM', message: messages.join(' · ') } };
          return this.inner?.isValid ? this.inner.isValid() : true;
        },
      };
  return createClass({ ...common, ...own });
}

/** Registers the wrapped widgets and the preSave check; call before `CMS.init()`. */
export function installSchemaChecks(collections: ReadonlyMap<string, CheckedCollection>): void {
  const { CMS } = decapGlobals();
  for (const [widgets, group] of [
    [VALUE_WIDGETS, false],
    [GROUP_WIDGETS, true],
  ] as const) {
    for (const name of widgets) {
      const registered = CMS.getWidget(name);
      if (!registered) throw new Error(`Decap has no "${name}" widget to check`);
      CMS.registerWidget({
        name,
        controlComponent: checkedControl(collections, name, registered.control, group),
        ...(registered.preview ? { previewComponent: registered.preview } : {}),
        ...(registered.schema ? { schema: registered.schema } : {}),
        ...(registered.globalStyles ? { globalStyles: registered.globalStyles } : {}),
        ...(registered.allowMapValue ? { allowMapValue: registered.allowMapValue } : {}),
      });
    }
  }

  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const collection = collections.get(String(entry.get('collection')));
      const data = entry.get('data') as ImmutableValue | undefined;
      if (!collection || !data) return undefined;
      let cleaned = data;
      for (const path of emptyPaths(plain(data))) cleaned = cleaned.deleteIn(path);
      const written = plain(cleaned) as Record<string, unknown>;
      const { body: _body, ...fields } = written;
      const problems = entryProblems(collection.schema, collection.hasBody ? fields : written);
      if (problems.length > 0) throw new Error(`the schema refuses this entry: ${problems.join('; ')}`);
      // The file is written next (formats.ts): only what changed in it.
      rememberOriginal(written, entry.get('raw'));
      return cleaned;
    },
  });
}
