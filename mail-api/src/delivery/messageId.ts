import addressparser from 'nodemailer/lib/addressparser';

/** The webhook's give-up alert is a message of the submission too, with an id of its own. */
export type DeliveryStep = 'internal' | 'confirmation' | 'webhook-alert';

/**
 * The Message-ID of one step of one submission, the same on every attempt: `<id.step@domain>`.
 * If the process dies after the SMTP server accepted a message but before that was recorded, the
 * message is sent again after the restart; mail clients and most servers treat a repeated
 * Message-ID as the same message, so staff see it once. The domain is MAIL_FROM's, as RFC 5322
 * suggests (a domain the sender controls keeps the id globally unique).
 */
export function messageIdFor(submissionId: string, step: DeliveryStep, mailFrom: string): string {
  return `<${submissionId}.${step}@${domainOf(mailFrom)}>`;
}

function domainOf(mailFrom: string): string {
  const address = addressparser(mailFrom, { flatten: true })[0]?.address ?? '';
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return /^[A-Za-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}
