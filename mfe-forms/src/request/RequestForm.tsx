import {
  areaOptions,
  requestFieldLabels,
  requestFieldNames,
  requestFormKeys,
  requestMessages,
  toLocalDateTimeValue,
  type RequestFieldName,
  type RequestKind,
} from '@site/form-schemas';
import { Button, columnsClassName, useHydrated } from '@site/ui';
import { earlyCheckAttributes } from '@site/ui/behaviours';
import { formAlerts } from '../content/alerts';
import { errorSummaries } from '../content/errorSummaries';
import { formParts } from '../content/forms';
import { pagePaths } from '../content/pagePaths';
import { collectionNotices } from '../content/privacyNotices';
import { requestForm } from '../content/requestForm';
import { CollectionNotice } from '../forms/CollectionNotice';
import fieldStyles from '../forms/fields.module.css';
import { plainLink, type RenderPrivacyLink } from '../forms/links';
import { isTicked, useFormPost, usePageValues, valueOf } from '../forms/useFormPost';
import { useFormSubmission } from '../forms/useFormSubmission';
import styles from './RequestForm.module.css';

type Values = Record<RequestFieldName, string> & { readonly privacyAccepted: boolean };

const emptyValues: Values = {
  ...(Object.fromEntries(requestFieldNames.map((name) => [name, ''])) as Record<RequestFieldName, string>),
  privacyAccepted: false,
};

/** The five plain inputs: type and autocomplete hints so browsers and phones can help. */
const textInputs: ReadonlyArray<{ name: RequestFieldName; type: 'text' | 'email' | 'tel'; autoComplete: string }> = [
  { name: 'fullName', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'organisation', type: 'text', autoComplete: 'organization' },
  { name: 'role', type: 'text', autoComplete: 'organization-title' },
];

/** What the islands loader checks before the form is live: the schema's messages for an empty field. */
const earlyCheck = (name: RequestFieldName) =>
  earlyCheckAttributes(name, { required: requestMessages.required, type: name === 'email' ? requestMessages.email : undefined });

/** What the form's controls hold in the page (the server's answer to a plain post, or typed before the form was live). */
function pageValues(elements: HTMLFormControlsCollection): Values {
  const typed = Object.fromEntries(requestFieldNames.map((name) => [name, valueOf(elements, name)])) as Record<RequestFieldName, string>;
  return { ...typed, privacyAccepted: isTicked(elements, 'privacyAccepted') };
}

export interface RequestFormProps {
  readonly kind: RequestKind;
  /**
   * Where the mail API is: '' (default) sends to this page's origin, which the shell forwards
   * to mail-api. Tests point it at their own server.
   */
  readonly apiBaseUrl?: string;
  /**
   * Renders the privacy policy links: a plain <a> by default; the islands pass one that opens in a
   * new tab, so following it never loses what the visitor typed.
   */
  readonly renderPrivacyLink?: RenderPrivacyLink;
}

/**
 * The Book a Demo / Talk-to-an-expert form (spec sections 3 to 5, 8): seven required fields and
 * the privacy agreement, checked with the schema mail-api uses, then sent as JSON. Success clears
 * the form; a failure keeps what the visitor typed so they can simply try again.
 */
export function RequestForm({ kind, apiBaseUrl = '', renderPrivacyLink = plainLink }: RequestFormProps) {
  const hydrated = useHydrated();
  const post = useFormPost();
  // The page may arrive as server HTML holding values (the server's answer to a plain post, or
  // typed before the form was live): they are this state from the first render.
  const [values, setValues] = usePageValues(post.formId, emptyValues, pageValues);
  const { fields, popup, sending, formProps, honeypot, postFields } = useFormSubmission(requestFormKeys[kind], {
    apiBaseUrl,
    post,
    sentPage: pagePaths.requestSent,
    summaries: errorSummaries.request,
    input: (now) => ({ ...values, timeZoneOffsetMinutes: now.getTimezoneOffset() }),
    // The spec's browser alert; it blocks until dismissed, then focus goes to the first problem.
    browserAlert: (errors) => errors.privacyAccepted,
    sentAlert: formAlerts.requestSubmitted,
    onSent: () => setValues(emptyValues),
  });

  function edit(name: RequestFieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    fields.clearError(name);
  }

  return (
    <>
      {/* Sent by script; with none, posted natively (formProps): details never go in the address. */}
      <form className={`${columnsClassName} ${styles.form}`} {...formProps} data-testid="enquiry-form">
        {postFields}

        {textInputs.map(({ name, type, autoComplete }) => (
          <div className={fieldStyles.field} key={name}>
            <label htmlFor={fields.controlId(name)}>{requestFieldLabels[name]}</label>
            <input
              {...fields.control(name)}
              {...earlyCheck(name)}
              required
              name={name}
              type={type}
              autoComplete={autoComplete}
              value={values[name]}
              onChange={(event) => edit(name, event.target.value)}
            />
            {fields.message(name)}
          </div>
        ))}

        <div className={fieldStyles.field}>
          <label htmlFor={fields.controlId('areas')}>{requestFieldLabels.areas}</label>
          <select
            {...fields.control('areas')}
            {...earlyCheck('areas')}
            required
            name="areas"
            value={values.areas}
            onChange={(event) => edit('areas', event.target.value)}
          >
            <option value="">{requestForm.areasPlaceholder}</option>
            {areaOptions.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {fields.message('areas')}
        </div>

        <div className={fieldStyles.field}>
          <label htmlFor={fields.controlId('preferredTime')}>{requestFieldLabels.preferredTime}</label>
          <input
            {...fields.control('preferredTime')}
            {...earlyCheck('preferredTime')}
            required
            name="preferredTime"
            type="datetime-local"
            // Demo times start now (spec section 5); the schema checks it again on submit. "Now" is
            // the visitor's, so not in the prerendered HTML: it is set once the page is live.
            min={kind === 'demo' && hydrated ? toLocalDateTimeValue(new Date()) : undefined}
            value={values.preferredTime}
            onChange={(event) => edit('preferredTime', event.target.value)}
          />
          {fields.message('preferredTime')}
        </div>

        <CollectionNotice notice={collectionNotices.request} renderLink={renderPrivacyLink} className={styles.wide} />

        <div className={styles.privacy}>
          {/* The label wraps its box: box and words are one target, at least a full row high. */}
          <label className={fieldStyles.option}>
            <input
              {...fields.control('privacyAccepted')}
              // The spec's browser alert, and the same words beside the box.
              {...earlyCheckAttributes('privacyAccepted', { required: requestMessages.privacy, alert: requestMessages.privacy })}
              required
              name="privacyAccepted"
              type="checkbox"
              checked={values.privacyAccepted}
              onChange={(event) => {
                const { checked } = event.target;
                setValues((current) => ({ ...current, privacyAccepted: checked }));
                fields.clearError('privacyAccepted');
              }}
            />
            <span>
              {requestForm.privacyLead} {renderPrivacyLink({ href: requestForm.privacyHref, children: requestForm.privacyLink })}
            </span>
          </label>
          {/* Stays beside the checkbox after the browser alert is dismissed. */}
          {fields.message('privacyAccepted')}
        </div>

        {honeypot}

        <Button type="submit" variant="accent" disabled={sending} className={styles.submit}>
          {sending ? formParts.sending : requestForm.submit}
        </Button>
      </form>

      {popup}
    </>
  );
}
