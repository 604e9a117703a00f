/**
 * A form's Submit before its island is live. When something is missing it is answered at once from
 * the form's HTML (`answerEarlySubmit`: the same messages and marks the form shows, taken over when
 * it hydrates); else it is held for the live form to judge and send, and should the form fail or be
 * late, posted as plain HTML (`doDefaults`, issue 46: the server answers it). The first check's code
 * is a module of its own (`earlyFormCheck.ts`), fetched once a form that has one is near the viewport
 * or touched.
 */
import { EARLY_CHECK_FORM_ATTRIBUTE, whenNearViewport } from '@site/ui/behaviours';
import type { EarlyFormCheck } from './earlyFormCheck';
import { doDefaults, forgetHeld, heldFor, hold } from './heldEvents';

/** A form whose markup carries its first check (`earlyCheckAttributes`). */
export const EARLY_CHECK_FORM = `form[${EARLY_CHECK_FORM_ATTRIBUTE}]`;
let earlyCheck: EarlyFormCheck | undefined;
let earlyCheckComing: Promise<EarlyFormCheck> | undefined;

/** The forms' first check, fetched once (again after a failure). */
function loadEarlyCheck(): Promise<EarlyFormCheck> {
  earlyCheckComing ??= import('./earlyFormCheck').then(
    ({ earlyFormCheck }) => (earlyCheck = earlyFormCheck),
    (error: unknown) => {
      earlyCheckComing = undefined; // the next Submit or touch tries again
      throw error;
    },
  );
  return earlyCheckComing;
}

/** Fetches the forms' first check now, ahead of a Submit (a failure waits for the next try). */
export const prefetchEarlyCheck = (): void => void loadEarlyCheck().catch(() => undefined);

/** A form's first check comes once the form is near the viewport (the footer's is far below on most pages). */
export function prefetchEarlyCheckNearForms(): void {
  const forms = [...document.querySelectorAll(EARLY_CHECK_FORM)];
  if (forms.length > 0) whenNearViewport(forms, prefetchEarlyCheck);
}

/** As the live form does when a field changes: the message was about the old value. */
export const clearEarlyMark = (target: Element): void => earlyCheck?.clearEarlyMark(target);

/** The form a click on this element would submit, if it is a submit button. */
function formSubmittedBy(target: Element): HTMLFormElement | null {
  const button = target.closest('button, input[type=submit]');
  if (button instanceof HTMLButtonElement && button.type === 'submit') return button.form;
  if (button instanceof HTMLInputElement) return button.form;
  return null;
}

/**
 * A Submit (or a click on Submit) before the island is live: answered from the form's HTML when
 * something is missing (nothing may be sent), else held for the live form to judge and send. Should
 * the check's code still be on its way, the Submit is held meanwhile and answered when it comes.
 */
export function answerOrHold(island: HTMLElement, event: Event, target: Element): void {
  const form = event.type === 'submit' ? (target instanceof HTMLFormElement ? target : null) : formSubmittedBy(target);
  if (!form?.matches(EARLY_CHECK_FORM)) {
    hold(island, event);
    return;
  }
  // What the visitor ticked or chose before this Submit counts for it: the browser's own default now,
  // for the check to see (the form, once live, takes its values from the page).
  doDefaults(island, false);
  if (earlyCheck) {
    if (!earlyCheck.answerEarlySubmit(form)) hold(island, event);
  } else {
    hold(island, event);
    loadEarlyCheck()
      .then(({ answerEarlySubmit }) => {
        // Live first: the live form has judged the Submit itself; or the island was late and it was posted.
        if (!heldFor(island).some((held) => held.event === event && !held.done) || !answerEarlySubmit(form)) return;
        forgetHeld(island, event);
      })
      .catch(() => undefined); // held: the live form answers it
  }
}
