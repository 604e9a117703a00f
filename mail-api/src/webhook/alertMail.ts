import type { OutgoingMail } from '../mail/message';
import { formatReceivedAt } from '../mail/newsletterTemplates';
import type { PendingWebhook } from '../store/submissionStore';

export interface WebhookAlertSettings {
  readonly from: string;
  /** The internal mailbox (ENQUIRIES_MAILBOX), which ops and sales both read. */
  readonly enquiriesMailbox: string;
  readonly giveUpAfterMs: number;
}

/**
 * The one e-mail sent when a submission's CRM webhook is given up: which submission, why, and how
 * to add it by hand. It carries the submission id, not the visitor's details: those went to the
 * team in the internal e-mail, and are in the export.
 */
export function webhookAlertMail(webhook: PendingWebhook, settings: WebhookAlertSettings): OutgoingMail {
  const receivedAt = new Date(webhook.receivedAt);
  const hours = Math.round(settings.giveUpAfterMs / 3_600_000);
  const exportSince = receivedAt.toISOString().slice(0, 10);
  return {
    from: settings.from,
    to: settings.enquiriesMailbox,
    subject: `A lead did not reach the CRM (${webhook.form})`,
    text: [
      `A website submission could not be delivered to the CRM webhook, so it is not in the CRM.`,
      '',
      `Submission: ${webhook.id}`,
      `Form:       ${webhook.form}`,
      `Received:   ${formatReceivedAt(receivedAt)}`,
      `Attempts:   ${webhook.attempts}, over ${hours === 0 ? 'less than an hour' : `${hours} hour${hours === 1 ? '' : 's'}`}`,
      `Last error: ${webhook.lastError ?? 'not recorded'}`,
      '',
      'The team gets its internal e-mail as usual. Nothing more will be tried for it; to add it to the CRM, export it:',
      `  npm run leads -w mail-api -- export --since ${exportSince} --form ${webhook.form} --format csv --out leads.csv`,
      '',
    ].join('\n'),
  };
}
