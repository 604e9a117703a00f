import { FORM_SUMMARY_ATTRIBUTE, FORM_SUMMARY_LIST_ATTRIBUTE } from '@site/ui/form-post';
import { useCallback, useId, useLayoutEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A form that posts as plain HTML (issue 46, `@site/ui/form-post`): when the visitor's post had no
 * script behind it, the shell's server answers an invalid one with the same page, the form's values
 * back in its controls, the messages by the fields and one error summary unhidden. The island
 * hydrates over that answer: it reads it from the page at its first render, so its state is what
 * the HTML shows (hydration finds what it renders and nothing on screen changes).
 */

/** One item of the summary the server unhid: the field's message, and the link to its control as written. */
interface SummaryItem {
  readonly message: string;
  readonly href: string;
}

/** The summary the server unhid: its place among the form's summaries, and its list. */
export interface ShownSummary {
  readonly index: number;
  readonly items: readonly SummaryItem[];
}

/** The form in the page (the server's HTML being hydrated); none on the server, or when rendering anew. */
function pageForm(formId: string): HTMLFormElement | null {
  if (typeof document === 'undefined') return null;
  const form = document.getElementById(formId);
  return form instanceof HTMLFormElement ? form : null;
}

/** What `read` finds in the form's controls in the page, or undefined when the form is not in it. */
function readPage<Values>(formId: string, read: (elements: HTMLFormControlsCollection) => Values): Values | undefined {
  const form = pageForm(formId);
  return form ? read(form.elements) : undefined;
}

/** The summary the server's answer shows in the form (the first not hidden), with its list. */
function shownSummary(form: HTMLFormElement | null): ShownSummary | null {
  if (!form) return null;
  const summaries = [...form.querySelectorAll<HTMLElement>(`[${FORM_SUMMARY_ATTRIBUTE}]`)];
  const index = summaries.findIndex((summary) => !summary.hidden);
  const summary = summaries[index];
  if (!summary) return null;
  const links = summary.querySelectorAll<HTMLAnchorElement>(`[${FORM_SUMMARY_LIST_ATTRIBUTE}] > li > a`);
  return { index, items: Array.from(links, (link) => ({ message: link.textContent, href: link.getAttribute('href') ?? '' })) };
}

export interface FormPost {
  /** The `<form>`'s id: how the island finds its server HTML at its first render. */
  readonly formId: string;
  /** The error summary the server's answer shows, or null. */
  readonly summary: ShownSummary | null;
  /** The visitor submits again with script: the spec's popups tell the outcome from now on. */
  readonly clearSummary: () => void;
}

/** The form's plain-post state: its id, and the summary the server's answer shows (read once, at the first render). */
export function useFormPost(): FormPost {
  const formId = useId();
  const [summary, setSummary] = useState<ShownSummary | null>(() => shownSummary(pageForm(formId)));
  const clearSummary = useCallback(() => setSummary(null), []);
  return { formId, summary, clearSummary };
}

/** What a control holds in the page: a text box's or select's value, the checked radio's, '' for none. */
export function valueOf(elements: HTMLFormControlsCollection, name: string): string {
  const control = elements.namedItem(name);
  if (control instanceof RadioNodeList) return control.value;
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
    return control.checked ? control.value : '';
  if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)
    return control.value;
  return '';
}

/** The values of a group's ticked boxes, in the page's order. */
export function checkedValuesOf(elements: HTMLFormControlsCollection, name: string): string[] {
  const control = elements.namedItem(name);
  const boxes = control instanceof RadioNodeList ? [...control] : control ? [control] : [];
  return boxes.flatMap((box) => (box instanceof HTMLInputElement && box.checked ? [box.value] : []));
}

/** Whether a single checkbox is ticked. */
export function isTicked(elements: HTMLFormControlsCollection, name: string): boolean {
  const box = elements.namedItem(name);
  return box instanceof HTMLInputElement && box.checked;
}

const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The form's values as state, starting from what the page's controls hold: the server's answer to
 * a plain post writes the visitor's values back into them, and a visitor may type before the
 * island is live. Read at the first render (hydration then finds what it renders: React would
 * otherwise reset a control to its own empty value), and again when hydration commits, for what
 * was typed meanwhile. Nothing typed is lost when the island takes over.
 */
export function usePageValues<Values>(
  formId: string,
  empty: Values,
  read: (elements: HTMLFormControlsCollection) => Values,
): [Values, Dispatch<SetStateAction<Values>>] {
  const [values, setValues] = useState<Values>(() => readPage(formId, read) ?? empty);
  useLayoutEffect(() => {
    const typed = readPage(formId, read);
    if (typed) setValues((current) => (sameValues(current, typed) ? current : typed));
  }, [formId, read]);
  return [values, setValues];
}
