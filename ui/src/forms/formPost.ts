/**
 * A visitor form that works from its HTML, before and without its script (issue 46): the contract
 * between a form's markup (mfe-forms owns it), the shell's server (which answers a plain post made to
 * the page's own address, knowing no form in particular) and the mail API (which judges the post with
 * the form's schema, as it judges the script's JSON).
 *
 * Markup, in the form's server HTML:
 *
 *   <form method="post" data-form-post="newsletter" novalidate>        no action: the page's own address
 *     <input type="hidden" name="form-endpoint" value="/api/newsletter">   where the shell forwards the post
 *     <input type="hidden" name="form-sent" value="/thank-you/newsletter"> the page a success goes to (303)
 *     <div data-form-summary="invalid" data-summary-when-any="This field is required" tabindex="-1" hidden>
 *       <h2>Validation Error</h2><p>Please fill in all required fields.</p><ul data-form-summary-list></ul>
 *     </div>
 *     <div data-form-summary="invalid" tabindex="-1" hidden>…<ul data-form-summary-list></ul></div>
 *     <div data-form-summary="failed" tabindex="-1" hidden><h2>Request Failed</h2><p>There was an error…</p></div>
 *     <input name="email" data-check-field="email" …>                      earlyFormCheck's marks
 *     <p id="…-email-error" data-check-message="email" hidden></p>
 *     <input name="website" data-form-never-refill>                        the honeypot: never written back
 *   </form>
 *
 * The server's answer to an invalid post is the same page with, in that form only: each posted value
 * back in its control (never a `data-form-never-refill` one, nor hidden inputs, which keep the page's),
 * each field's message in its `data-check-message` element (unhidden) with `aria-invalid` and
 * `aria-describedby` on its `data-check-field` carrier, and one summary unhidden with `autofocus`:
 * `failed` when the post could not be taken (mail service down, a limit reached), else the first
 * `invalid` one whose `data-summary-when-any` is one of the messages (or that has none). Its list gets
 * one item per message, in the fields' order on the page:
 *
 *   <li><a href="#<id of the field's control, or of a group's first box>">message</a></li>
 *
 * The form's island renders the same summary from that HTML when it hydrates (nothing on screen changes).
 */

/**
 * On what carries a field's validity (a control, or the fieldset of a group of boxes): the field's name.
 * The islands loader's early check (`@site/ui/behaviours` earlyFormCheck) marks the same elements.
 */
export const CHECK_FIELD_ATTRIBUTE = 'data-check-field';

/** On a field's message element (always in the HTML, `hidden` while the field is fine): the field's name. */
export const CHECK_MESSAGE_ATTRIBUTE = 'data-check-message';

/** On the `<form>`: it posts as plain HTML; its value is the form's name (its `visitorForms` name). */
export const FORM_POST_ATTRIBUTE = 'data-form-post';

/** Hidden input: the mail API endpoint the post is for (a path under `/api/`). */
export const FORM_ENDPOINT_FIELD = 'form-endpoint';

/** Hidden input: the site page a successful post is redirected to (post, redirect, get). */
export const FORM_SENT_PAGE_FIELD = 'form-sent';

/** On an error summary: which outcome it tells. */
export const FORM_SUMMARY_ATTRIBUTE = 'data-form-summary';

/** On an `invalid` summary: it is the one shown when a field's message is this text. */
export const FORM_SUMMARY_WHEN_ANY_ATTRIBUTE = 'data-summary-when-any';

/** On the `<ul>` of an `invalid` summary: one linked item per message goes here. */
export const FORM_SUMMARY_LIST_ATTRIBUTE = 'data-form-summary-list';

/** On a control whose posted value is never written back into the page (the honeypot). */
export const FORM_NEVER_REFILL_ATTRIBUTE = 'data-form-never-refill';

/** `invalid`: a field needs fixing (the summary lists the messages); `failed`: the post could not be taken. */
export type FormSummaryKind = 'invalid' | 'failed';

/** One item of a summary's list: the message, and the id of the control it links to. */
export interface FormSummaryItem {
  readonly message: string;
  readonly targetId: string;
}
