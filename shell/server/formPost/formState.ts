/**
 * The answer to a plain form post that was not taken, drawn into the page's HTML (issue 46): the same
 * page, with what the visitor typed, each field's message and an error summary. Generic: it follows the
 * markup contract of `@site/ui/form-post` and knows no form in particular; the form's owner wrote every
 * word of it into its server HTML.
 *
 * Only the posted form's own markup is rewritten; the rest of the page keeps its bytes (its inlined
 * stylesheets are allowed by their hashes).
 */
import { defaultTreeAdapter, html as parse5Html, parse, serializeOuter, type DefaultTreeAdapterMap } from 'parse5';
import {
  CHECK_FIELD_ATTRIBUTE,
  CHECK_MESSAGE_ATTRIBUTE,
  FORM_ENDPOINT_FIELD,
  FORM_NEVER_REFILL_ATTRIBUTE,
  FORM_POST_ATTRIBUTE,
  FORM_SUMMARY_ATTRIBUTE,
  FORM_SUMMARY_LIST_ATTRIBUTE,
  FORM_SUMMARY_WHEN_ANY_ATTRIBUTE,
  type FormSummaryKind,
} from '@site/ui/form-post';

// parse5: the HTML standard's own parsing and serialising (a typed value such as `</textarea>` or
// `&lt;` goes back escaped, never as markup), and each element's place in the source.
type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** What became of the post: a field needs fixing (its messages by field name), or it could not be taken. */
export type FormPostOutcome = { readonly kind: 'invalid'; readonly fields: Readonly<Record<string, string>> } | { readonly kind: 'failed' };

const isElement = (node: Node): node is Element => 'tagName' in node;

/** Every element under `node`, in document order. */
function* elementsIn(node: Node): Generator<Element> {
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) {
    if (!isElement(child)) continue;
    yield child;
    yield* elementsIn(child); // a <template>'s content is not the page's: no form lives there
  }
}

const attributeOf = (element: Element, name: string) => element.attrs.find((attribute) => attribute.name === name)?.value;
const hasAttribute = (element: Element, name: string) => attributeOf(element, name) !== undefined;

function setAttribute(element: Element, name: string, value: string): void {
  const existing = element.attrs.find((attribute) => attribute.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

function removeAttribute(element: Element, name: string): void {
  element.attrs = element.attrs.filter((attribute) => attribute.name !== name);
}

/** Replaces the element's children with `text`. */
function setText(element: Element, text: string): void {
  element.childNodes = [];
  if (text) defaultTreeAdapter.insertText(element, text);
}

function textOf(element: Element): string {
  return element.childNodes
    .map((child) => (defaultTreeAdapter.isTextNode(child) ? child.value : isElement(child) ? textOf(child) : ''))
    .join('');
}

const isControl = (element: Element) => element.tagName === 'input' || element.tagName === 'select' || element.tagName === 'textarea';

/** The plain-post form whose endpoint field is `endpoint`, in the parsed page. */
function findForm(page: Node, endpoint: string): Element | undefined {
  for (const element of elementsIn(page)) {
    if (element.tagName !== 'form' || !hasAttribute(element, FORM_POST_ATTRIBUTE)) continue;
    const endpointField = [...elementsIn(element)].find((el) => el.tagName === 'input' && attributeOf(el, 'name') === FORM_ENDPOINT_FIELD);
    if (endpointField && attributeOf(endpointField, 'value') === endpoint) return element;
  }
  return undefined;
}

/** Input types that hold what was typed; a password is never sent back, a file cannot be. */
const RETYPED_INPUT_TYPES = new Set([
  '',
  'text',
  'email',
  'tel',
  'url',
  'search',
  'number',
  'date',
  'datetime-local',
  'month',
  'week',
  'time',
]);

/** Puts each posted value back into its control, as the browser showed it before the post. */
function refill(form: Element, values: URLSearchParams): void {
  for (const control of elementsIn(form)) {
    const name = attributeOf(control, 'name');
    if (!isControl(control) || name === undefined || hasAttribute(control, FORM_NEVER_REFILL_ATTRIBUTE)) continue;
    const posted = values.getAll(name);
    if (control.tagName === 'textarea') {
      setText(control, posted[0] ?? '');
    } else if (control.tagName === 'select') {
      for (const option of elementsIn(control)) {
        if (option.tagName !== 'option') continue;
        if (posted.includes(attributeOf(option, 'value') ?? textOf(option))) setAttribute(option, 'selected', '');
        else removeAttribute(option, 'selected');
      }
    } else {
      const type = (attributeOf(control, 'type') ?? '').toLowerCase();
      if (type === 'checkbox' || type === 'radio') {
        if (posted.includes(attributeOf(control, 'value') ?? 'on')) setAttribute(control, 'checked', '');
        else removeAttribute(control, 'checked');
      } else if (RETYPED_INPUT_TYPES.has(type)) {
        setAttribute(control, 'value', posted[0] ?? '');
      }
      // Hidden inputs keep the page's values (the endpoint, the success page): they are the form's, not the visitor's.
    }
  }
}

/** The element focus goes to for a field: its control, or the first box of a group. */
function focusTargetOf(carrier: Element): Element | undefined {
  return isControl(carrier) ? carrier : [...elementsIn(carrier)].find(isControl);
}

interface MarkedField {
  readonly message: string;
  readonly targetId: string;
}

/** Writes each message beside its field (as earlyFormCheck does), in the fields' order on the page. */
function markFields(form: Element, messages: Readonly<Record<string, string>>): MarkedField[] {
  const elements = [...elementsIn(form)];
  const marked: MarkedField[] = [];
  for (const carrier of elements.filter((element) => hasAttribute(element, CHECK_FIELD_ATTRIBUTE))) {
    const field = attributeOf(carrier, CHECK_FIELD_ATTRIBUTE) ?? '';
    const message = messages[field];
    const messageElement = elements.find((element) => attributeOf(element, CHECK_MESSAGE_ATTRIBUTE) === field);
    const target = focusTargetOf(carrier);
    const targetId = target && attributeOf(target, 'id');
    if (!message || !messageElement || !targetId) continue;
    setText(messageElement, message);
    removeAttribute(messageElement, 'hidden');
    setAttribute(carrier, 'aria-invalid', 'true');
    const messageId = attributeOf(messageElement, 'id');
    if (messageId) setAttribute(carrier, 'aria-describedby', messageId);
    marked.push({ message, targetId });
  }
  return marked;
}

/** The summary that tells `kind`: for `invalid`, the first whose condition one of the messages meets. */
function chooseSummary(form: Element, kind: FormSummaryKind, messages: readonly string[]): Element | undefined {
  return [...elementsIn(form)].find((element) => {
    if (attributeOf(element, FORM_SUMMARY_ATTRIBUTE) !== kind) return false;
    const when = attributeOf(element, FORM_SUMMARY_WHEN_ANY_ATTRIBUTE);
    return when === undefined || messages.includes(when);
  });
}

function showSummary(summary: Element, items: readonly MarkedField[]): void {
  const list = [...elementsIn(summary)].find((element) => hasAttribute(element, FORM_SUMMARY_LIST_ATTRIBUTE));
  if (list) {
    list.childNodes = [];
    for (const { message, targetId } of items) {
      const item = defaultTreeAdapter.createElement('li', parse5Html.NS.HTML, []);
      const link = defaultTreeAdapter.createElement('a', parse5Html.NS.HTML, [{ name: 'href', value: `#${targetId}` }]);
      setText(link, message);
      defaultTreeAdapter.appendChild(item, link);
      defaultTreeAdapter.appendChild(list, item);
    }
  }
  removeAttribute(summary, 'hidden');
  // Without script the browser moves focus here (GOV.UK's error summary): read first, every problem linked.
  setAttribute(summary, 'autofocus', '');
}

/**
 * `html` with the plain-post form whose endpoint is `endpoint` showing `outcome` and holding `values`
 * (everything the visitor posted), or undefined when the page has no such form. A post the fields of
 * this form can show nothing for (a message about no field on the page) is told as `failed`.
 */
export function withFormState(html: string, endpoint: string, values: URLSearchParams, outcome: FormPostOutcome): string | undefined {
  const form = findForm(parse(html, { sourceCodeLocationInfo: true }), endpoint);
  const location = form?.sourceCodeLocation;
  if (!form || !location?.endTag) return undefined;
  refill(form, values);
  const marked = outcome.kind === 'invalid' ? markFields(form, outcome.fields) : [];
  const kind: FormSummaryKind = marked.length > 0 ? 'invalid' : 'failed';
  const summary = chooseSummary(
    form,
    kind,
    marked.map((field) => field.message),
  );
  if (summary) showSummary(summary, marked);
  return `${html.slice(0, location.startOffset)}${serializeOuter(form)}${html.slice(location.endTag.endOffset)}`;
}

/** GOV.UK's pattern: a page answering with errors says so first in its title, which screen readers read on arrival. */
export function withErrorTitle(html: string, prefix = 'Error: '): string {
  return html.replace(/<title>/, `<title>${prefix}`);
}
