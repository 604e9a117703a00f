import { canonicalJson, visitorFormInfo, type VisitorFormInfo, type VisitorFormKey } from '@site/form-schemas';
import { EARLY_CHECK_FORM_ATTRIBUTE, earlyFieldErrors } from '@site/ui/behaviours';
import { FORM_POST_ATTRIBUTE } from '@site/ui/form-post';
import { submissionAttribution } from '@site/ui/visit-attribution';
import { useRef, useState, type SubmitEvent } from 'react';
import type { AlertContent } from '../alerts/alertContent';
import { useAlertPopup } from '../alerts/useAlertPopup';
import { loadHttpClient, postForm } from '../api/postForm';
import { formAlerts } from '../content/alerts';
import type { ErrorSummaryContent } from '../content/errorSummaries';
import { loadedFormSchemas, loadFormSchemas } from './formSchemas';
import { FormPostFields } from './FormPostFields';
import { Honeypot } from './Honeypot';
import { useFieldErrors, type FieldErrors } from './useFieldErrors';
import type { FormPost } from './useFormPost';

export interface FormSubmissionOptions<Field extends string> {
  /** Where the mail API is: '' is this page's origin (the shell's /api proxy). Tests point it at their own server. */
  readonly apiBaseUrl: string;
  /** The form as a plain post (useFormPost): its id, and the error summary the server's answer shows. */
  readonly post: FormPost;
  /** The page a plain post that succeeds is redirected to (its success page). */
  readonly sentPage: string;
  /**
   * The page a plain post goes to, when not the page it is on: a form in a dialog over any page
   * posts to its own page, which shows the answer (a closed dialog would hide it).
   */
  readonly postTo?: string;
  /** The form's error summaries, in their order (the server shows the first that fits). */
  readonly summaries: readonly ErrorSummaryContent[];
  /** What the form holds, for its schema to judge at `now`. */
  readonly input: (now: Date) => unknown;
  /** The form's own check before the schema's: false sends nothing (the form has told the visitor why). */
  readonly precheck?: () => boolean;
  /** The spec's browser alert for a problem the form's check found; it blocks, then focus moves to the field. */
  readonly browserAlert?: (errors: FieldErrors<Field>) => string | undefined;
  /** A popup to go with the field messages, whether the form's check or the server's 422 gave them. */
  readonly invalidAlert?: (errors: FieldErrors<Field>) => AlertContent;
  /** The popup after a 2xx. */
  readonly sentAlert: AlertContent;
  /** After a 2xx: empty the form. Anything else keeps what the visitor typed, to simply try again. */
  readonly onSent: () => void;
}

/** A random UUID; browsers give `crypto.randomUUID` to secure pages only, so a plain-http page builds one. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The fields a form shows (`@site/form-schemas`' formInfo.ts). */
type FieldOf<Key extends VisitorFormKey> = (typeof visitorFormInfo)[Key]['fieldNames'][number];

/** A submission not yet accepted: its idempotency key and the body it was first sent with. */
interface Attempt {
  readonly key: string;
  readonly body: object;
}

/**
 * The one submit path of every visitor form (`key` in `visitorFormInfo`): validate with the form's
 * shared schema (messages by the fields, focus on the first), post the submission with the
 * honeypot, and turn the outcome into the spec's popups: 2xx the form's success, 422 the server's
 * messages by the fields, any other status, a timeout or no network "Request Failed".
 *
 * Issue 33: each submission carries an idempotency key, made when the visitor first submits what
 * they typed and sent again, with the very same body, whenever they submit that again (a retry
 * after "Request Failed", whose 202 may only have been lost on its way): the mail API then stores it
 * once. What they typed changed: another submission, another key (going back to what they typed
 * before takes its key again). A success forgets every key: the form is empty, and a new
 * submission of the same details is a new request. A 409 (the key was used for another body) forgets
 * that key. A reload forgets them too (kept in memory only).
 *
 * Issue 46: the form works as plain HTML too. It posts natively (no `action`: to the page it is
 * on) with what the shell's server needs to forward it (`postFields`), and the server answers an
 * invalid post with the page marked up as `@site/ui/form-post` says, which the form takes over as
 * its state when it hydrates (useFormPost, usePageValues, useFieldErrors). A submit with script
 * clears the server's error summary: the popups tell the outcome from then on.
 *
 * The schema comes when the visitor enters the form (formSchemas.ts). A submit before it has
 * arrived is answered at once from the form's HTML where that can tell (an empty field or an
 * address the browser rejects, in the schema's words: `earlyFieldErrors`); otherwise it waits for
 * the schema, and if that cannot be fetched the form posts itself as plain HTML, which the
 * server judges: nothing the visitor typed is lost.
 */
export function useFormSubmission<Key extends VisitorFormKey>(key: Key, options: FormSubmissionOptions<FieldOf<Key>>) {
  type Field = FieldOf<Key>;
  const form: VisitorFormInfo<Field> = visitorFormInfo[key];
  const [sending, setSending] = useState(false);
  const fields = useFieldErrors(form.fieldNames);
  const { popup, showAlert } = useAlertPopup();
  const honeypot = useRef<HTMLInputElement>(null);
  // The form's first render, for the server's "sent very fast" signal (a signal only: autofill is fast too).
  const [renderedAt] = useState(() => performance.now());
  // What the visitor typed (canonical JSON) → its submission's key and body, until one is accepted.
  const attempts = useRef(new Map<string, Attempt>());
  // A submit waiting for the schema: a second press meanwhile is the same submit.
  const judging = useRef(false);

  function showInvalid(errors: FieldErrors<Field>, foundInBrowser: boolean) {
    const browserAlert = foundInBrowser ? options.browserAlert?.(errors) : undefined;
    if (browserAlert) window.alert(browserAlert);
    fields.showErrors(errors);
    if (options.invalidAlert) showAlert(options.invalidAlert(errors));
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    options.post.clearSummary();
    if (options.precheck?.() === false) return;
    const element = event.currentTarget;
    let schemas = loadedFormSchemas();
    if (!schemas) {
      const early = earlyFieldErrors(element) as FieldErrors<Field>;
      if (Object.keys(early).length > 0) {
        showInvalid(early, true);
        return;
      }
      if (judging.current) return;
      judging.current = true;
      schemas = await loadFormSchemas().catch(() => undefined);
      judging.current = false;
      if (!schemas) {
        element.submit(); // a plain post: the shell's server judges and forwards it
        return;
      }
    }
    const now = new Date();
    const result = schemas.visitorForms[key].schemaAt(now).safeParse(options.input(now));
    // Nothing is sent while anything is wrong.
    if (!result.success) {
      // Keyed by the schema's fields: the form's own (a message for any other has no place to show).
      showInvalid(schemas.firstMessagePerField(result.error) as FieldErrors<Field>, true);
      return;
    }

    fields.clearErrors();
    setSending(true);
    // Always sent, empty or not: the server answers a filled one as accepted and stores nothing.
    const typed = { ...result.data, [form.honeypotFieldName]: honeypot.current?.value ?? '' };
    const typedText = canonicalJson(typed);
    let attempt = attempts.current.get(typedText);
    if (!attempt) {
      attempt = {
        key: newIdempotencyKey(),
        // Where the visit came from (this tab's sessionStorage) and how long the form was open: as first
        // sent, so a retry is the same body and the API knows it for the same submission.
        body: { ...typed, attribution: submissionAttribution(), renderedForMs: Math.round(performance.now() - renderedAt) },
      };
      attempts.current.set(typedText, attempt);
    }
    const outcome = await postForm(form.path, attempt.body, {
      fieldNames: form.fieldNames,
      baseUrl: options.apiBaseUrl,
      idempotencyKey: attempt.key,
    });
    setSending(false);
    if (outcome.kind === 'sent') {
      attempts.current.clear();
      options.onSent();
      showAlert(options.sentAlert);
    } else if (outcome.kind === 'invalid') {
      // A 422 says what to fix, next to the field; "try again later" would be the wrong advice.
      showInvalid(outcome.fields, false);
    } else {
      // Never expected (a key goes with one body only); the next press then makes a new key.
      if (outcome.kind === 'conflict') attempts.current.delete(typedText);
      showAlert(formAlerts.requestFailed);
    }
  }

  return {
    /** Per-field messages and their wiring (ids, aria, focus). */
    fields,
    /** The open popup, to render after the form (inside a dialog, inside the dialog). */
    popup,
    sending,
    /**
     * The `<form>`'s own props: the submit path, the browser's bubbles off (the schema's messages
     * show instead), busy while sending, and on entering it, fetching what sending needs while the
     * visitor types. Without script it posts natively to the page it is on (no `action`), which the
     * shell's server takes (`data-form-post`), and the islands loader's first check answers a submit
     * that comes before the island is live (`data-early-check`).
     */
    formProps: {
      id: options.post.formId,
      method: 'post',
      action: options.postTo,
      [FORM_POST_ATTRIBUTE]: form.name,
      [EARLY_CHECK_FORM_ATTRIBUTE]: '',
      onSubmit: (event: SubmitEvent<HTMLFormElement>) => void submit(event),
      onFocus: () => {
        loadFormSchemas().catch(() => undefined);
        loadHttpClient().catch(() => undefined);
      },
      noValidate: true,
      'aria-busy': sending || undefined,
    },
    /** The hidden input bots fill, to render inside the form. */
    honeypot: <Honeypot name={form.honeypotFieldName} inputRef={honeypot} />,
    /** The plain post's hidden fields and the error summaries, to render first in the form. */
    postFields: <FormPostFields form={form} sentPage={options.sentPage} summaries={options.summaries} shown={options.post.summary} />,
  };
}
