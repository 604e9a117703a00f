/**
 * A form's first check, from its HTML, before its island is live. On a cheap phone the form's code
 * (React, the federation runtime, the forms remote) takes seconds to arrive; an empty Submit must
 * answer at once (spec sections 5 and 8: "Required" with a red border, the privacy alert). The
 * form's component writes what that check needs into its server HTML (`earlyCheckAttributes`, with
 * the messages of its shared schema: they come from one place), and the islands loader runs
 * `answerEarlySubmit` on a submit that arrives before the island is live. It marks the fields the
 * way the component does (`aria-invalid`, `aria-describedby`, the message element, focus on the
 * first) and shows the form's error summary as the server's answer to a plain post does (the spec's
 * "Validation Error" for the free trial: its text, with each message linked to its field), so when
 * the island hydrates React takes the marks and the summary over (`readEarlyErrors`, useFormPost)
 * and nothing on screen changes. A form the check finds nothing wrong with waits for its island, which checks it
 * against the schema and sends it.
 *
 * Markup:
 *   <form data-early-check>
 *     <input data-check-field="email" data-error-required="Required" data-error-type="Enter an email…" type="email">
 *     <p id="…-email-error" data-check-message="email" hidden></p>
 *     <input type="checkbox" data-check-field="privacyAccepted" data-error-required="Please agree…" data-alert-required="Please agree…">
 *     <fieldset data-check-field="demo" data-error-required="This field is required">…radios…</fieldset>
 */

import {
  CHECK_FIELD_ATTRIBUTE,
  CHECK_MESSAGE_ATTRIBUTE,
  FORM_SUMMARY_ATTRIBUTE,
  FORM_SUMMARY_LIST_ATTRIBUTE,
  FORM_SUMMARY_WHEN_ANY_ATTRIBUTE,
} from '../forms/formPost';

export { CHECK_MESSAGE_ATTRIBUTE };

/** On the `<form>`: the loader may answer a submit that arrives before the island is live. */
export const EARLY_CHECK_FORM_ATTRIBUTE = 'data-early-check';

export interface EarlyCheckMessages {
  /** Beside the field when it is empty (blank after trimming, unticked, nothing chosen). */
  readonly required?: string;
  /** Beside the field when the browser finds its value is not of its type (an e-mail address). */
  readonly type?: string;
  /** A browser alert when it is empty (the spec's privacy and newsletter alerts). */
  readonly alert?: string;
}

/** The attributes a field's validity carrier gets in the HTML, for the check before the island is live. */
export function earlyCheckAttributes(field: string, { required, type, alert }: EarlyCheckMessages): Record<string, string | undefined> {
  return {
    [CHECK_FIELD_ATTRIBUTE]: field,
    'data-error-required': required,
    'data-error-type': type,
    'data-alert-required': alert,
  };
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** Whether the field has nothing in it, as the schemas judge it (text is trimmed). */
function isEmpty(carrier: HTMLElement): boolean {
  if (!isControl(carrier)) return carrier.querySelector('input:checked') === null; // a group of boxes or radios
  if (carrier instanceof HTMLInputElement && (carrier.type === 'checkbox' || carrier.type === 'radio')) return !carrier.checked;
  return carrier.value.trim() === '';
}

interface Problem {
  readonly carrier: HTMLElement;
  /** The message beside the field; none when only an alert tells (the newsletter's empty box). */
  readonly message?: string;
  readonly alert?: string;
}

function problemOf(carrier: HTMLElement): Problem | undefined {
  const { errorRequired, errorType, alertRequired } = carrier.dataset;
  if (isEmpty(carrier)) {
    return errorRequired || alertRequired ? { carrier, message: errorRequired, alert: alertRequired } : undefined;
  }
  if (errorType && isControl(carrier) && carrier.validity.typeMismatch) return { carrier, message: errorType };
  return undefined;
}

function messageElement(form: HTMLFormElement, field: string): HTMLElement | null {
  return form.querySelector<HTMLElement>(`[${CHECK_MESSAGE_ATTRIBUTE}="${CSS.escape(field)}"]`);
}

function mark(form: HTMLFormElement, { carrier, message }: Problem): void {
  const field = carrier.getAttribute(CHECK_FIELD_ATTRIBUTE) ?? '';
  const element = messageElement(form, field);
  if (!message || !element) return;
  element.textContent = message;
  element.hidden = false;
  carrier.setAttribute('aria-invalid', 'true');
  carrier.setAttribute('aria-describedby', element.id);
}

function unmark(form: HTMLFormElement, carrier: HTMLElement): void {
  if (!carrier.hasAttribute('aria-invalid')) return;
  carrier.removeAttribute('aria-invalid');
  carrier.removeAttribute('aria-describedby');
  const element = messageElement(form, carrier.getAttribute(CHECK_FIELD_ATTRIBUTE) ?? '');
  if (element) {
    element.hidden = true;
    element.textContent = '';
  }
}

/** What takes focus for a field: the control, or the first box of a group. */
function focusTarget(carrier: HTMLElement): HTMLElement | null {
  return isControl(carrier) ? carrier : carrier.querySelector<HTMLElement>('input, select, textarea');
}

/**
 * The form's error summaries (`@site/ui/form-post`): each hidden, then the `invalid` one that fits
 * the messages (its `data-summary-when-any` among them, or none asked) shown, listing each message
 * as a link to its field, as the shell's server writes it (formState.ts). A problem only an alert
 * tells (the newsletter's empty box) shows none.
 */
function showSummary(form: HTMLFormElement, problems: readonly Problem[]): void {
  const summaries = [...form.querySelectorAll<HTMLElement>(`[${FORM_SUMMARY_ATTRIBUTE}]`)];
  for (const summary of summaries) summary.hidden = true;
  const told = problems.filter((problem) => problem.message);
  const messages = told.map((problem) => problem.message);
  const summary = summaries.find((candidate) => {
    const when = candidate.getAttribute(FORM_SUMMARY_WHEN_ANY_ATTRIBUTE);
    return candidate.getAttribute(FORM_SUMMARY_ATTRIBUTE) === 'invalid' && (when === null || messages.includes(when));
  });
  if (!summary || told.length === 0) return;
  summary.querySelector(`[${FORM_SUMMARY_LIST_ATTRIBUTE}]`)?.replaceChildren(
    ...told.map(({ carrier, message = '' }) => {
      const item = form.ownerDocument.createElement('li');
      const link = item.appendChild(form.ownerDocument.createElement('a'));
      link.href = `#${focusTarget(carrier)?.id ?? ''}`;
      link.textContent = message;
      return item;
    }),
  );
  summary.hidden = false;
}

/**
 * Checks `form` from its HTML as its component would on submit: the browser alert first (it blocks),
 * then every field's message and the error summary, then focus on the first problem. True when it found a problem (the
 * submit is answered: nothing may be sent); false when the island must judge it (nothing marked).
 */
export function answerEarlySubmit(form: HTMLFormElement): boolean {
  if (!form.hasAttribute(EARLY_CHECK_FORM_ATTRIBUTE)) return false;
  const carriers = [...form.querySelectorAll<HTMLElement>(`[${CHECK_FIELD_ATTRIBUTE}]`)];
  const problems = carriers.map(problemOf).filter((problem): problem is Problem => problem !== undefined);
  for (const carrier of carriers) unmark(form, carrier);
  const [first] = problems;
  if (!first) return false;
  const alert = problems.find((problem) => problem.alert)?.alert;
  if (alert) window.alert(alert);
  for (const problem of problems) mark(form, problem);
  showSummary(form, problems);
  focusTarget(first.carrier)?.focus();
  return true;
}

/**
 * What `answerEarlySubmit` would put beside each field (by field name), without marking anything:
 * for a live form whose schema has not arrived yet, to answer a submit from its HTML at once.
 */
export function earlyFieldErrors(form: HTMLFormElement): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const carrier of form.querySelectorAll<HTMLElement>(`[${CHECK_FIELD_ATTRIBUTE}]`)) {
    const field = carrier.getAttribute(CHECK_FIELD_ATTRIBUTE);
    const message = problemOf(carrier)?.message;
    if (field && message && !(field in errors)) errors[field] = message;
  }
  return errors;
}

/** The visitor changed a field: its message was about the old value (as the component's `clearError`). */
export function clearEarlyMark(target: EventTarget | null): void {
  if (!(target instanceof Element)) return;
  const form = target.closest(`form[${EARLY_CHECK_FORM_ATTRIBUTE}]`);
  const carrier = target.closest<HTMLElement>(`[${CHECK_FIELD_ATTRIBUTE}]`);
  if (form instanceof HTMLFormElement && carrier) unmark(form, carrier);
}

/** The messages the check put beside fields (by field name), for the component to take over when it hydrates. */
export function readEarlyErrors(form: HTMLFormElement | null): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form) return errors;
  for (const element of form.querySelectorAll<HTMLElement>(`[${CHECK_MESSAGE_ATTRIBUTE}]`)) {
    const field = element.getAttribute(CHECK_MESSAGE_ATTRIBUTE);
    if (field && !element.hidden && element.textContent) errors[field] = element.textContent;
  }
  return errors;
}
