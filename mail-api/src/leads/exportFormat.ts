import { stringify } from 'csv-stringify/sync';
import { areaLabel, industryLabel, utmKeys, visitorForms, type Area, type Industry } from '@site/form-schemas';
import type { LeadFieldValue, StoredSubmission } from '../store/submissionStore';
import { leadPayload, type LeadWebhookPayload } from '../webhook/payload';

/**
 * The lead export's two formats (issue 21), pure: `cli.ts` reads the store and writes the result.
 *
 * CSV is for people opening it in Excel: UTF-8 with a BOM (without one Excel reads it as the local
 * code page and mangles accents), CRLF line ends, and a column order that never depends on which
 * forms happen to be in the export, so a saved sheet or import mapping keeps working.
 */

/**
 * Every visitor form's fields, each once, in `visitorForms` order (a field shared by several forms,
 * such as `email`, sits where it first appears). Derived, never listed by hand: a field added to a
 * form gets its column without touching this file.
 */
const fieldNames: readonly string[] = [...new Set(Object.values(visitorForms).flatMap((form) => form.fieldNames))];

/** `preferredTime` → `preferred_time`, like the other columns. */
function columnName(fieldName: string): string {
  return fieldName.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

const listSeparator = '; ';

/**
 * Choices whose stored value is not what the visitor picked ("payroll" reads Accounting): the sheet
 * shows the label, as the internal e-mail does. The webhook keeps the values, which a CRM maps once.
 */
const choiceLabels: Readonly<Record<string, (value: string) => string>> = {
  // Each falls back to the value itself for one it does not know (a value from an older form).
  areas: (value) => areaLabel(value as Area),
  industry: (value) => industryLabel(value as Industry),
};

/** Lists joined, booleans as yes/no (what a person filters on in a sheet), choices by label, missing as empty. */
function cell(name: string, value: LeadFieldValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const label = (choice: string) => choiceLabels[name]?.(choice) ?? choice;
  if (typeof value === 'string') return label(value);
  return value.map(label).join(listSeparator);
}

const columns: readonly { readonly header: string; readonly value: (submission: StoredSubmission) => string }[] = [
  { header: 'id', value: (s) => s.id },
  { header: 'received_at', value: (s) => new Date(s.receivedAt).toISOString() },
  { header: 'form', value: (s) => s.form },
  ...fieldNames.map((name) => ({ header: columnName(name), value: (s: StoredSubmission) => cell(name, s.lead.fields[name]) })),
  { header: 'page', value: (s) => s.lead.attribution?.page ?? '' },
  { header: 'landing_page', value: (s) => s.lead.attribution?.landingPage ?? '' },
  { header: 'pages_viewed', value: (s) => s.lead.attribution?.pagesViewed?.join(listSeparator) ?? '' },
  { header: 'referrer_origin', value: (s) => s.lead.attribution?.referrerOrigin ?? '' },
  ...utmKeys.map((key) => ({ header: `utm_${key}`, value: (s: StoredSubmission) => s.lead.attribution?.utm?.[key] ?? '' })),
  { header: 'spam_signals', value: (s) => s.lead.spamSignals.join(listSeparator) },
  { header: 'internal_email', value: (s) => s.internalEmail.state },
  { header: 'internal_email_attempts', value: (s) => String(s.internalEmail.attempts) },
  { header: 'confirmation_email', value: (s) => s.confirmationEmail.state },
  { header: 'webhook', value: (s) => s.webhook.state },
  { header: 'webhook_attempts', value: (s) => String(s.webhook.attempts) },
  { header: 'webhook_last_error', value: (s) => s.webhook.lastError ?? '' },
];

/** The CSV header row, in order. */
export const leadsCsvColumns: readonly string[] = columns.map((column) => column.header);

export function leadsCsv(submissions: readonly StoredSubmission[]): string {
  const rows = submissions.map((submission) =>
    Object.fromEntries<string>(columns.map((column) => [column.header, column.value(submission)])),
  );
  return stringify(rows, {
    bom: true,
    header: true,
    columns: [...leadsCsvColumns],
    record_delimiter: 'windows',
    // A cell starting with = + - @ (or tab, CR, or their full-width forms) gets a leading ', so a
    // spreadsheet shows it as text instead of running it as a formula (CSV injection). A phone
    // number such as +61 2 5550 1234 therefore reads '+61 2 5550 1234: the usual, accepted cost.
    escape_formulas: true,
  });
}

/** One submission in the JSON export: the webhook's lead (same names and shape) and its delivery state. */
export interface ExportedLead extends Omit<LeadWebhookPayload, 'schema'> {
  readonly internalEmail: { readonly state: 'pending' | 'sent'; readonly attempts: number; readonly sentAt: string | null };
  readonly confirmationEmail: StoredSubmission['confirmationEmail'];
  readonly webhook: { readonly state: StoredSubmission['webhook']['state']; readonly attempts: number; readonly lastError: string | null };
}

function exportedLead(submission: StoredSubmission): ExportedLead {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the export is not a versioned webhook body
  const { schema, ...lead } = leadPayload(submission);
  const { internalEmail, confirmationEmail, webhook } = submission;
  return {
    ...lead,
    internalEmail: {
      state: internalEmail.state,
      attempts: internalEmail.attempts,
      sentAt: internalEmail.sentAt === undefined ? null : new Date(internalEmail.sentAt).toISOString(),
    },
    confirmationEmail: { state: confirmationEmail.state, attempts: confirmationEmail.attempts },
    // null rather than absent, so every object has the same keys.
    webhook: { state: webhook.state, attempts: webhook.attempts, lastError: webhook.lastError ?? null },
  };
}

/** A JSON array, two-space indented; values as stored (lists stay lists, booleans booleans), dates ISO 8601 UTC. */
export function leadsJson(submissions: readonly StoredSubmission[]): string {
  return `${JSON.stringify(submissions.map(exportedLead), null, 2)}\n`;
}
