import { trialMessages } from '@site/form-schemas';
import type { FormSummaryKind } from '@site/ui/form-post';
import { formAlerts } from './alerts';

/**
 * The error summaries at the top of each form (GOV.UK's error summary pattern), for a post that
 * arrived as plain HTML (issue 46): the shell's server unhides one in its answer and lists the
 * field messages in it. With script the spec's popups tell the outcome instead (alerts.ts).
 */
export interface ErrorSummaryContent {
  readonly kind: FormSummaryKind;
  /** An `invalid` summary shown only when a field's message is this one (else the next one is). */
  readonly whenAny?: string;
  readonly heading: string;
  readonly text: string;
}

/** The spec's "Request Failed" alert: the post could not be taken (mail service down, a limit reached). */
const failed: ErrorSummaryContent = { kind: 'failed', heading: formAlerts.requestFailed.heading, text: formAlerts.requestFailed.text };

export const errorSummaries = {
  /** Ours: the spec has no alert for a request form's field messages (it shows them by the fields). */
  request: [{ kind: 'invalid', heading: 'There is a problem with your request', text: 'Check the fields below.' }, failed],
  /** The spec's "Validation Error" when a field is empty; ours (alerts.ts) when a value is not right. */
  trial: [
    { kind: 'invalid', whenAny: trialMessages.required, heading: formAlerts.trialRequired.heading, text: formAlerts.trialRequired.text },
    { kind: 'invalid', heading: formAlerts.trialCheckFields.heading, text: formAlerts.trialCheckFields.text },
    failed,
  ],
  /** Ours: the spec's answer to an empty box is a browser alert, which a plain post cannot give. */
  newsletter: [{ kind: 'invalid', heading: 'There is a problem', text: 'Check the email address below.' }, failed],
} as const satisfies Record<string, readonly ErrorSummaryContent[]>;
