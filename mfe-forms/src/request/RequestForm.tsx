import {
  areaOptions,
  firstMessagePerField,
  requestFieldLabels,
  requestFieldNames,
  requestSchema,
  toLocalDateTimeValue,
  type RequestFieldName,
  type RequestKind,
} from '@site/form-schemas';
import { Button } from '@site/ui';
import axios from 'axios';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AlertPopup } from '../alerts/AlertPopup';
import { requestAlerts, requestForm } from '../content/requestForm';
import { REQUEST_TIMEOUT_MS } from '../widgets/NewsletterBox';
import styles from './RequestForm.module.css';

type Values = Record<RequestFieldName, string>;
type ErrorKey = RequestFieldName | 'privacyAccepted';
type Errors = Partial<Record<ErrorKey, string>>;

/** Focus goes to the first invalid control in this (visual) order. */
const errorOrder: readonly ErrorKey[] = [...requestFieldNames, 'privacyAccepted'];
const emptyValues = Object.fromEntries(requestFieldNames.map((name) => [name, ''])) as Values;

/** The five plain inputs: type and autocomplete hints so browsers and phones can help. */
const textInputs: ReadonlyArray<{ name: RequestFieldName; type: 'text' | 'email' | 'tel'; autoComplete: string }> = [
  { name: 'fullName', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'organisation', type: 'text', autoComplete: 'organization' },
  { name: 'role', type: 'text', autoComplete: 'organization-title' },
];

export interface PrivacyLinkProps {
  readonly href: string;
  readonly children: ReactNode;
}

export interface RequestFormProps {
  readonly kind: RequestKind;
  /**
   * Where the mail API is: '' (default) sends to this page's origin, which the shell forwards
   * to mail-api. Tests point it at their own server.
   */
  readonly apiBaseUrl?: string;
  /**
   * Renders the privacy policy link. Pages pass react-router's <Link> (no full page load); the
   * EnquiryForm parcel has no router, so the default is a plain <a>.
   */
  readonly renderPrivacyLink?: (props: PrivacyLinkProps) => ReactNode;
}

const plainLink = ({ href, children }: PrivacyLinkProps) => <a href={href}>{children}</a>;

/** The server's 422 field messages for fields this form shows, or undefined if there are none. */
function serverFieldErrors(error: unknown): Errors | undefined {
  if (!axios.isAxiosError(error) || error.response?.status !== 422) return undefined;
  const fields: unknown = error.response.data?.fields;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const errors: Errors = {};
  for (const key of errorOrder) {
    const message = (fields as Record<string, unknown>)[key];
    if (typeof message === 'string') errors[key] = message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * The Book a Demo / Talk-to-an-expert form (spec sections 3 to 5, 8): seven required fields and
 * the privacy agreement, checked with the schema mail-api uses, then sent as JSON. Success clears
 * the form; a failure keeps what the visitor typed so they can simply try again.
 */
export function RequestForm({ kind, apiBaseUrl = '', renderPrivacyLink = plainLink }: RequestFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>(emptyValues);
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  // `key` gives each outcome a fresh popup (and a fresh 10 s) even when the type repeats.
  const [alert, setAlert] = useState<{ type: 'success' | 'fail'; key: number } | null>(null);
  const controls = useRef<Partial<Record<ErrorKey, HTMLInputElement | HTMLSelectElement | null>>>({});
  const honeypot = useRef<HTMLInputElement>(null);

  const controlId = (key: ErrorKey) => `${id}-${key}`;
  const errorId = (key: ErrorKey) => `${id}-${key}-error`;

  function showErrors(next: Errors) {
    setErrors(next);
    const first = errorOrder.find((key) => next[key]);
    if (first) controls.current[first]?.focus();
  }

  function edit(name: RequestFieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    // The message was about the old value; the schema judges the new one on the next submit.
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const now = new Date();
    const result = requestSchema(kind, now).safeParse({ ...values, privacyAccepted, timeZoneOffsetMinutes: now.getTimezoneOffset() });
    if (!result.success) {
      // Nothing is sent while anything is wrong, the privacy agreement included.
      showErrors(firstMessagePerField(result.error));
      return;
    }

    setErrors({});
    setSending(true);
    const website = honeypot.current?.value ?? '';
    try {
      await axios.post(`/api/requests/${kind}`, website === '' ? result.data : { ...result.data, website }, {
        baseURL: apiBaseUrl,
        timeout: REQUEST_TIMEOUT_MS,
      });
      setValues(emptyValues);
      setPrivacyAccepted(false);
      setAlert({ type: 'success', key: Date.now() });
    } catch (error) {
      // A 422 says what to fix, next to the field; "try again later" would be the wrong advice.
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) showErrors(fieldErrors);
      else setAlert({ type: 'fail', key: Date.now() });
    } finally {
      setSending(false);
    }
  }

  /** id, validity and description wiring shared by every control. */
  function a11y(key: ErrorKey) {
    return {
      id: controlId(key),
      'aria-invalid': errors[key] ? true : undefined,
      'aria-describedby': errors[key] ? errorId(key) : undefined,
      ref: (element: HTMLInputElement | HTMLSelectElement | null) => {
        controls.current[key] = element;
      },
    };
  }

  const fieldError = (key: ErrorKey) =>
    errors[key] && (
      <p id={errorId(key)} className={styles.error}>
        {errors[key]}
      </p>
    );

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="enquiry-form" aria-busy={sending || undefined}>
        {textInputs.map(({ name, type, autoComplete }) => (
          <div className={styles.field} key={name}>
            <label htmlFor={controlId(name)}>{requestFieldLabels[name]}</label>
            <input
              {...a11y(name)}
              name={name}
              type={type}
              autoComplete={autoComplete}
              value={values[name]}
              onChange={(event) => edit(name, event.target.value)}
            />
            {fieldError(name)}
          </div>
        ))}

        <div className={styles.field}>
          <label htmlFor={controlId('areas')}>{requestFieldLabels.areas}</label>
          <select {...a11y('areas')} name="areas" value={values.areas} onChange={(event) => edit('areas', event.target.value)}>
            <option value="">{requestForm.areasPlaceholder}</option>
            {areaOptions.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {fieldError('areas')}
        </div>

        <div className={styles.field}>
          <label htmlFor={controlId('preferredTime')}>{requestFieldLabels.preferredTime}</label>
          <input
            {...a11y('preferredTime')}
            name="preferredTime"
            type="datetime-local"
            // Demo times start now (spec section 5); the schema checks it again on submit.
            min={kind === 'demo' ? toLocalDateTimeValue(new Date()) : undefined}
            value={values.preferredTime}
            onChange={(event) => edit('preferredTime', event.target.value)}
          />
          {fieldError('preferredTime')}
        </div>

        <div className={styles.privacy}>
          <input
            {...a11y('privacyAccepted')}
            name="privacyAccepted"
            type="checkbox"
            checked={privacyAccepted}
            onChange={(event) => {
              setPrivacyAccepted(event.target.checked);
              setErrors(({ privacyAccepted: _fixed, ...rest }) => rest);
            }}
          />
          <label htmlFor={controlId('privacyAccepted')}>
            {requestForm.privacyLead} {renderPrivacyLink({ href: requestForm.privacyHref, children: requestForm.privacyLink })}
          </label>
          {errors.privacyAccepted && (
            // The spec's browser alert, as an accessible alert beside the checkbox instead of a blocking window.alert().
            <p id={errorId('privacyAccepted')} className={styles.error} role="alert">
              {errors.privacyAccepted}
            </p>
          )}
        </div>

        {/* Honeypot: hidden from people and assistive tech; bots fill it and the server drops the request. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`${id}-website`}>{requestForm.honeypotLabel}</label>
          <input ref={honeypot} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <Button type="submit" variant="accent" disabled={sending} className={styles.submit}>
          {sending ? requestForm.sending : requestForm.submit}
        </Button>
      </form>

      {alert && <AlertPopup key={alert.key} type={alert.type} {...requestAlerts[alert.type]} onClose={() => setAlert(null)} />}
    </>
  );
}
