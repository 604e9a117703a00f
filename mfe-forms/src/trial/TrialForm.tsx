import {
  demoOptions,
  industryOptions,
  trialFeatureOptions,
  trialFieldLabels,
  trialFieldNames,
  trialMessages,
  type TrialFieldName,
} from '@site/form-schemas';
import { Button, columnsClassName } from '@site/ui';
import { earlyCheckAttributes } from '@site/ui/behaviours';
import type { HTMLInputTypeAttribute } from 'react';
import { formAlerts } from '../content/alerts';
import { errorSummaries } from '../content/errorSummaries';
import { formParts } from '../content/forms';
import { freeTrial } from '../content/freeTrial';
import { pagePaths } from '../content/pagePaths';
import { collectionNotices } from '../content/privacyNotices';
import { CollectionNotice } from '../forms/CollectionNotice';
import fieldStyles from '../forms/fields.module.css';
import { newTabLink, type RenderPrivacyLink } from '../forms/links';
import { checkedValuesOf, useFormPost, usePageValues, valueOf } from '../forms/useFormPost';
import { useFormSubmission } from '../forms/useFormSubmission';
import type { FieldErrors } from '../forms/useFieldErrors';
import styles from './TrialForm.module.css';

type TextFieldName = Exclude<TrialFieldName, 'features'>;
type Values = Record<TextFieldName, string> & { readonly features: readonly string[] };

/** Every field but the features: one value each (a text box, the select, the demo radios). */
const singleValueFields = trialFieldNames.filter((name): name is TextFieldName => name !== 'features');

const emptyValues: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  abn: '',
  industry: '',
  features: [],
  demo: '',
};

/** The six plain inputs, in form order, with hints so browsers and phones can help. */
const textInputs: ReadonlyArray<{
  name: TextFieldName;
  type: HTMLInputTypeAttribute;
  autoComplete: string;
  inputMode?: 'numeric';
}> = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'company', type: 'text', autoComplete: 'organization' },
  { name: 'abn', type: 'text', autoComplete: 'off', inputMode: 'numeric' },
];

export interface TrialFormProps {
  /** Where the mail API is: '' (default) is this page's origin (the shell's /api proxy). Tests point it at their own server. */
  readonly apiBaseUrl?: string;
  /** Renders the privacy policy link; by default a new tab, so nothing typed in the dialog is lost. */
  readonly renderPrivacyLink?: RenderPrivacyLink;
  /** Where a plain post goes when not the page the form is on (the dialog's: the sign-up's own page). */
  readonly postTo?: string;
}

/** What the loader checks before the form is live: the schema's messages for an empty field (and a malformed address). */
const earlyCheck = (name: TrialFieldName) =>
  earlyCheckAttributes(name, { required: trialMessages.required, type: name === 'email' ? trialMessages.email : undefined });

/** What the form's controls hold in the page (the server's answer to a plain post, or typed before the form was live). */
function pageValues(elements: HTMLFormControlsCollection): Values {
  const single = Object.fromEntries(singleValueFields.map((name) => [name, valueOf(elements, name)])) as Record<TextFieldName, string>;
  // In the fields' order, as emptyValues has them (the page and the state are compared as they are).
  return { ...emptyValues, ...single, features: checkedValuesOf(elements, 'features') };
}

/** "Validation Error" says "fill in all required fields" when one is empty, else to check the marked ones. */
function validationAlert(errors: FieldErrors<TrialFieldName>) {
  return Object.values(errors).includes(trialMessages.required) ? formAlerts.trialRequired : formAlerts.trialCheckFields;
}

/**
 * The free-trial sign-up (spec sections 3 to 5, 8): nine required fields checked with the schema
 * mail-api uses, then sent as JSON to its endpoint. Success clears the form; a failure keeps it.
 */
export function TrialForm({ apiBaseUrl = '', renderPrivacyLink = newTabLink, postTo }: TrialFormProps) {
  const post = useFormPost();
  // The page may arrive as server HTML holding values (the server's answer to a plain post, or
  // typed before the form was live): they are this state from the first render.
  const [values, setValues] = usePageValues(post.formId, emptyValues, pageValues);
  const { fields, popup, sending, formProps, honeypot, postFields } = useFormSubmission('trial', {
    apiBaseUrl,
    post,
    sentPage: pagePaths.trialSent,
    postTo,
    summaries: errorSummaries.trial,
    input: () => values,
    invalidAlert: validationAlert,
    sentAlert: formAlerts.trialSubmitted,
    onSent: () => setValues(emptyValues),
  });

  function edit(name: TextFieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    fields.clearError(name);
  }

  function toggleFeature(feature: string, ticked: boolean) {
    setValues((current) => ({
      ...current,
      features: ticked ? [...current.features, feature] : current.features.filter((other) => other !== feature),
    }));
    fields.clearError('features');
  }

  return (
    <>
      <form className={`${columnsClassName} ${styles.form}`} {...formProps} data-testid="free-trial-form">
        {postFields}

        <p className={styles.wide}>{freeTrial.allRequired}</p>

        {textInputs.map(({ name, type, autoComplete, inputMode }) => (
          <div className={fieldStyles.field} key={name}>
            <label htmlFor={fields.controlId(name)}>{trialFieldLabels[name]}</label>
            <input
              {...fields.control(name)}
              {...earlyCheck(name)}
              name={name}
              type={type}
              autoComplete={autoComplete}
              inputMode={inputMode}
              required
              value={values[name]}
              onChange={(event) => edit(name, event.target.value)}
            />
            {fields.message(name)}
          </div>
        ))}

        <div className={fieldStyles.field}>
          <label htmlFor={fields.controlId('industry')}>{trialFieldLabels.industry}</label>
          <select
            {...fields.control('industry')}
            {...earlyCheck('industry')}
            name="industry"
            required
            value={values.industry}
            onChange={(event) => edit('industry', event.target.value)}
          >
            <option value="">{freeTrial.industryPlaceholder}</option>
            {industryOptions.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {fields.message('industry')}
        </div>

        {/* At least one box: the group carries its validity and the message (the early check and the server mark it so too). */}
        <fieldset className={`${fieldStyles.group} ${styles.wide}`} {...fields.validity('features')} {...earlyCheck('features')}>
          <legend className={fieldStyles.legend}>{trialFieldLabels.features}</legend>
          {fields.message('features')}
          <ul className={fieldStyles.options}>
            {trialFeatureOptions.map((feature, index) => (
              <li key={feature}>
                {/* The label wraps its box: box and words are one target, a full row high. */}
                <label className={fieldStyles.option}>
                  <input
                    id={`${fields.controlId('features')}-${index}`}
                    ref={index === 0 ? fields.register('features') : undefined}
                    type="checkbox"
                    name="features"
                    value={feature}
                    checked={values.features.includes(feature)}
                    onChange={(event) => toggleFeature(feature, event.target.checked)}
                  />
                  {feature}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>

        {/* A radio group: the fieldset is the radiogroup, so it carries required and invalid. */}
        <fieldset
          className={`${fieldStyles.group} ${styles.wide}`}
          role="radiogroup"
          aria-required="true"
          {...fields.validity('demo')}
          {...earlyCheck('demo')}
        >
          <legend className={fieldStyles.legend}>{trialFieldLabels.demo}</legend>
          {fields.message('demo')}
          <div className={fieldStyles.options}>
            {demoOptions.map(({ value, label }, index) => (
              <label key={value} className={fieldStyles.option}>
                <input
                  id={`${fields.controlId('demo')}-${value}`}
                  ref={index === 0 ? fields.register('demo') : undefined}
                  type="radio"
                  name="demo"
                  value={value}
                  checked={values.demo === value}
                  onChange={() => edit('demo', value)}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        {honeypot}

        <CollectionNotice notice={collectionNotices.trial} renderLink={renderPrivacyLink} className={styles.wide} />

        <Button type="submit" variant="accent" aria-disabled={sending || undefined} className={styles.submit}>
          {sending ? formParts.sending : freeTrial.submit}
        </Button>
      </form>

      {popup}
    </>
  );
}
