/**
 * The few parts of Decap CMS's browser API this editor uses. Decap comes as one bundle
 * (decap-cms.js) with its own React; it puts `CMS`, its `createElement` (`h`) and
 * create-react-class (`createClass`) on `window`, and our widgets and previews are made with those.
 */

/** Decap's entry data and field definitions are Immutable.js values. */
export interface ImmutableValue {
  get(key: string | number): unknown;
  getIn(path: readonly (string | number)[]): unknown;
  toJS(): unknown;
  deleteIn(path: readonly (string | number)[]): ImmutableValue;
}

const isImmutable = (value: unknown): value is ImmutableValue =>
  typeof value === 'object' && value !== null && typeof (value as { toJS?: unknown }).toJS === 'function';

/** A plain JavaScript value, whether Decap holds it as Immutable or not. */
export const plain = (value: unknown): unknown => (isImmutable(value) ? value.toJS() : value);

/** What Decap passes to a widget's control (the props this editor reads). */
export interface ControlProps {
  readonly field: ImmutableValue;
  readonly value: unknown;
  readonly forID: string;
  readonly classNameWrapper: string;
  readonly onChange: (value: unknown) => void;
  readonly onValidateObject?: (forID: string, errors: readonly ValidationError[]) => void;
  readonly setActiveStyle: () => void;
  readonly setInactiveStyle: () => void;
}

interface ValidationError {
  readonly type: 'CUSTOM';
  readonly message: string;
}

/** What a control's `isValid` returns to Decap (Widget.validateWrappedControl). */
export type Validity = boolean | { readonly error: ValidationError | false } | Promise<unknown>;

/** A control instance, as Decap's Widget holds it through its ref. */
export interface ControlInstance {
  isValid?: () => Validity;
  validate?: () => void;
  focus?: (path?: string) => void;
  getValidateValue?: () => unknown;
  shouldComponentUpdate?: (nextProps: object, nextState?: object) => boolean;
  props: object;
}

/** What Decap passes to a collection's preview template. */
export interface PreviewProps {
  readonly entry: ImmutableValue;
  readonly collection: ImmutableValue;
  readonly getAsset: (path: string) => { toString(): string } | undefined;
  readonly document: Document;
  readonly window: Window;
}

interface WidgetRegistration {
  readonly control: unknown;
  readonly preview?: unknown;
  readonly schema?: object;
  readonly globalStyles?: unknown;
  readonly allowMapValue?: boolean;
}

export interface DecapCms {
  init(options?: object): void;
  getWidget(name: string): WidgetRegistration | undefined;
  registerWidget(widget: {
    readonly name: string;
    readonly controlComponent: unknown;
    readonly previewComponent?: unknown;
    readonly schema?: object;
    readonly globalStyles?: unknown;
    readonly allowMapValue?: boolean;
  }): void;
  registerPreviewTemplate(collection: string, component: unknown): void;
  registerPreviewStyle(url: string): void;
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: {
      readonly fromFile: (content: string) => Record<string, unknown>;
      readonly toFile: (data: Record<string, unknown>, order?: readonly string[]) => string;
    },
  ): void;
  registerEventListener(listener: {
    readonly name: 'preSave';
    readonly handler: (event: { readonly entry: ImmutableValue }) => unknown;
  }): void;
}

/** Decap's React: `createElement` and a class maker whose methods are bound to the instance. */
export type DecapCreateElement = (type: unknown, props?: object | null, ...children: unknown[]) => unknown;
export type DecapCreateClass = (spec: object) => unknown;

declare global {
  interface Window {
    CMS?: DecapCms;
    h?: DecapCreateElement;
    createClass?: DecapCreateClass;
    CMS_MANUAL_INIT?: boolean;
  }
}

/** Decap's globals, once decap-cms.js has run. */
export function decapGlobals(): { readonly CMS: DecapCms; readonly h: DecapCreateElement; readonly createClass: DecapCreateClass } {
  const { CMS, h, createClass } = window;
  if (!CMS || !h || !createClass) throw new Error('decap-cms.js must load before the editor’s own script');
  return { CMS, h, createClass };
}
