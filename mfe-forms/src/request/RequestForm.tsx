import {
  areaOptions,
  requestFieldLabels,
  requestFieldNames,
  requestForms,
  requestMessages,
  toLocalDateTimeValue,
  type RequestFieldName,
  type RequestKind,
} from '@site/form-schemas';
import { Button, columnsClassName, useHydrated } from '@site/ui';
import { EARLY_CHECK_FORM_ATTRIBUTE, earlyCheckAttributes } from '@site/ui/behaviours';
import { useLayoutEffect, useRef, useState } from 'react';
import { formAlerts } from '../content/alerts';
import { formParts } from '../content/forms';
import { collectionNotices } from '../content/privacyNotices';
import { requestForm } from '../content/requestForm';
import { CollectionNotice } from '../forms/CollectionNotice';
import fieldStyles from '../forms/fields.module.css';
import { plainLink, type RenderPrivacyLink } from '../forms/links';
import { useFormSubmission } from '../forms/useFormSubmission';
import styles from './RequestForm.module.css';

type Values = Record<RequestFieldName, string>;

const emptyValues = Object.fromEntries(requestFieldNames.map((name) => [name, ''])) as Values;

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

/** The values in the form's fields, or null when every field is empty. */
function typedValues(elements: HTMLFormControlsCollection): Partial<Values> | null {
  const typed: Partial<Values> = {};
  for (const name of requestFieldNames) {
    const field = elements.namedItem(name);
    if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.value) typed[name] = field.value;
  }
  return Object.keys(typed).length > 0 ? typed : null;
}

/** Whether the form's privacy box is ticked. */
function privacyTicked(elements: HTMLFormControlsCollection): boolean {
  const privacy = elements.namedItem('privacyAccepted');
  return privacy instanceof HTMLInputElement && privacy.checked;
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
  const [values, setValues] = useState<Values>(emptyValues);
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const { fields, popup, sending, formProps, honeypot } = useFormSubmission(requestForms[kind], {
    apiBaseUrl,
    input: (now) => ({ ...values, privacyAccepted, timeZoneOffsetMinutes: now.getTimezoneOffset() }),
    // The spec's browser alert; it blocks until dismissed, then focus goes to the first problem.
    browserAlert: (errors) => errors.privacyAccepted,
    sentAlert: formAlerts.requestSubmitted,
    onSent: () => {
      setValues(emptyValues);
      setPrivacyAccepted(false);
    },
  });
  const form = useRef<HTMLFormElement>(null);

  // The page may arrive as server HTML: whatever the visitor typed before it was live is in the
  // fields (the DOM, read through the form's ref) but not in this state. Take it over when
  // hydration commits, before anything is sent.
  useLayoutEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const typed = typedValues(elements);
    if (typed) setValues((current) => ({ ...current, ...typed }));
    if (privacyTicked(elements)) setPrivacyAccepted(true);
  }, []);

  function edit(name: RequestFieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    fields.clearError(name);
  }

  return (
    <>
      <form
        ref={form}
        // Sent by script; a native submit (before the page's loader ran) would never put details in the address.
        method="post"
        className={`${columnsClassName} ${styles.form}`}
        {...formProps}
        data-testid="enquiry-form"
        {...{ [EARLY_CHECK_FORM_ATTRIBUTE]: '' }}
      >
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
              checked={privacyAccepted}
              onChange={(event) => {
                setPrivacyAccepted(event.target.checked);
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

        {/* Not before the page is live: the browser would send the fields in the address instead. */}
        <Button type="submit" variant="accent" disabled={sending} className={styles.submit}>
          {sending ? formParts.sending : requestForm.submit}
        </Button>
      </form>

      {popup}
    </>
  );
}
