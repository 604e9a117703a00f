import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { CHECK_MESSAGE_ATTRIBUTE } from '@site/ui/behaviours';
import {
  FORM_NEVER_REFILL_ATTRIBUTE,
  FORM_POST_ATTRIBUTE,
  FORM_SUMMARY_ATTRIBUTE,
  FORM_SUMMARY_LIST_ATTRIBUTE,
  FORM_SUMMARY_WHEN_ANY_ATTRIBUTE,
} from '@site/ui/form-post';

/** A plain post as the browser sends it: each name's values (a group of boxes posts its name once per ticked box). */
type PostedValues = Readonly<Record<string, string | readonly string[]>>;

interface ServerAnswer {
  /** Everything the visitor posted. */
  readonly values: PostedValues;
  /** The mail API's message per field (an invalid post); none: the post could not be taken (failed). */
  readonly messages?: Readonly<Record<string, string>>;
}

const CARRIER_SELECTOR = '[data-check-field]';
const CONTROL_SELECTOR = 'input, select, textarea';

const postedOf = (values: PostedValues, name: string): readonly string[] => {
  const posted = values[name];
  return posted === undefined ? [] : typeof posted === 'string' ? [posted] : posted;
};

/** Each posted value back in its control, as HTML (attributes: what a freshly parsed page shows). */
function refill(form: HTMLFormElement, values: PostedValues): void {
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(CONTROL_SELECTOR)) {
    if (control.hasAttribute(FORM_NEVER_REFILL_ATTRIBUTE) || control.type === 'hidden' || !control.name) continue;
    const posted = postedOf(values, control.name);
    if (control instanceof HTMLSelectElement) {
      for (const option of control.options) option.toggleAttribute('selected', posted.includes(option.value));
    } else if (control instanceof HTMLTextAreaElement) {
      control.textContent = posted[0] ?? '';
    } else if (control.type === 'checkbox' || control.type === 'radio') {
      control.toggleAttribute('checked', posted.includes(control.getAttribute('value') ?? 'on'));
    } else {
      control.setAttribute('value', posted[0] ?? '');
    }
  }
}

/**
 * The shell's server's answer to a plain post it did not take, drawn into a form's server HTML by
 * hand as `@site/ui/form-post` describes it (a test's own reading of the contract, not the shell's
 * code): the posted values back in the controls (never the honeypot's, nor hidden inputs), each
 * message in its field's message element with `aria-invalid`/`aria-describedby` on the field's
 * carrier, and one summary unhidden with `autofocus` (`failed` when there are no messages, else the
 * first `invalid` one whose condition a message meets), listing the messages in page order, each
 * linked to its control (a group's first box). Returns the page's new HTML, to parse afresh.
 */
export function serverAnswerHtml(html: string, { values, messages = {} }: ServerAnswer): string {
  const page = document.createElement('div');
  page.innerHTML = html;
  const form = page.querySelector<HTMLFormElement>(`form[${FORM_POST_ATTRIBUTE}]`);
  if (!form) throw new Error('no plain-post form in the HTML');
  refill(form, values);

  const marked: Array<{ message: string; targetId: string }> = [];
  for (const carrier of form.querySelectorAll<HTMLElement>(CARRIER_SELECTOR)) {
    const field = carrier.dataset.checkField ?? '';
    const message = messages[field];
    const element = form.querySelector<HTMLElement>(`[${CHECK_MESSAGE_ATTRIBUTE}="${field}"]`);
    const target = carrier.matches(CONTROL_SELECTOR) ? carrier : carrier.querySelector(CONTROL_SELECTOR);
    if (!message || !element || !target) continue;
    element.textContent = message;
    element.hidden = false;
    carrier.setAttribute('aria-invalid', 'true');
    carrier.setAttribute('aria-describedby', element.id);
    marked.push({ message, targetId: target.id });
  }

  const kind = marked.length > 0 ? 'invalid' : 'failed';
  const summary = [...form.querySelectorAll<HTMLElement>(`[${FORM_SUMMARY_ATTRIBUTE}]`)].find((candidate) => {
    const when = candidate.getAttribute(FORM_SUMMARY_WHEN_ANY_ATTRIBUTE);
    return candidate.getAttribute(FORM_SUMMARY_ATTRIBUTE) === kind && (when === null || marked.some(({ message }) => message === when));
  });
  if (!summary) throw new Error(`no ${kind} summary in the form`);
  const list = summary.querySelector(`[${FORM_SUMMARY_LIST_ATTRIBUTE}]`);
  for (const { message, targetId } of marked) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.setAttribute('href', `#${targetId}`);
    link.textContent = message;
    item.append(link);
    list?.append(item);
  }
  summary.hidden = false;
  summary.setAttribute('autofocus', '');
  return page.innerHTML;
}

/** A container in the document holding `html` (the page as the browser parsed it); remove it at the end of the test. */
export function pageWith(html: string): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/**
 * Watches a hydration for mismatches: React reports one on the console (dev) or to the root's
 * `onRecoverableError` (when it gives up on the server's HTML). Pass `onRecoverableError` to render.
 */
function watchHydration() {
  const consoleError = jest.spyOn(console, 'error');
  const onRecoverableError = jest.fn();
  return {
    onRecoverableError,
    /** Asserts nothing was reported, and stops watching. */
    expectNoMismatch() {
      const messages = consoleError.mock.calls.map((call) => call.map(String).join(' '));
      consoleError.mockRestore();
      expect(messages.filter((message) => /hydrat/i.test(message))).toEqual([]);
      expect(messages).toEqual([]);
      expect(onRecoverableError).not.toHaveBeenCalled();
    },
  };
}

/** Hydrates `ui` over the server HTML in `container`, asserting React reported no mismatch (watchHydration). */
export function hydrateWatched(ui: ReactElement, container: HTMLElement) {
  const hydration = watchHydration();
  const rendered = render(ui, { container, hydrate: true, onRecoverableError: hydration.onRecoverableError });
  hydration.expectNoMismatch();
  return rendered;
}

/**
 * A form's server HTML as `@site/ui/form-post` asks: it posts natively (no action, the browser's bubbles
 * off) as `name`, with the shell's hidden fields (no others: a plain post's time is read in the site's
 * zone) and its honeypot never written back.
 */
export function expectPlainPostMarkup(
  form: HTMLFormElement,
  { name, endpoint, sentPage }: { name: string; endpoint: string; sentPage: string },
) {
  expect(form).toHaveAttribute('data-form-post', name);
  expect(form).toHaveAttribute('method', 'post');
  expect(form).not.toHaveAttribute('action');
  expect(form).toHaveAttribute('novalidate');
  expect([...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value])).toEqual([
    ['form-endpoint', endpoint],
    ['form-sent', sentPage],
  ]);
  expect(form.querySelector('input[name="website"]')).toHaveAttribute('data-form-never-refill');
}
