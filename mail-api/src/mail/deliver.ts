import type { Logger } from '../logger';
import type { MailTransport } from '../transport';
import type { InternalWithConfirmation, OutgoingMail } from './message';

/** Sends one message or rejects. The only place that touches the transport. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

export function transportSender(mailer: Pick<MailTransport, 'transporter'>): SendMail {
  return async (mail) => {
    await mailer.transporter.sendMail({ ...mail });
  };
}

export type DeliveryOutcome = { readonly internal: 'sent'; readonly confirmation: 'sent' | 'failed' } | { readonly internal: 'failed' };

/**
 * Sends the internal message, then (only if it went out) the confirmation. A failed confirmation
 * is logged and reported but does not fail the submission: staff already have it.
 *
 * This is the synchronous stand-in for the spool: a later version enqueues `mails` instead and a
 * worker runs this same sequence with retries; callers build `mails` the same way either way.
 * Log lines carry the form name and a redacted error, never the messages or their addresses.
 */
export async function deliverInternalThenConfirmation(
  mails: InternalWithConfirmation,
  send: SendMail,
  logger: Logger,
  form: string,
): Promise<DeliveryOutcome> {
  try {
    await send(mails.internal);
  } catch (error) {
    logger.error({ form, mailError: describeSendError(error) }, 'Sending the internal message failed');
    return { internal: 'failed' };
  }
  try {
    await send(mails.confirmation);
  } catch (error) {
    logger.warn({ form, mailError: describeSendError(error) }, 'Sending the confirmation failed');
    return { internal: 'sent', confirmation: 'failed' };
  }
  return { internal: 'sent', confirmation: 'sent' };
}

export interface SendErrorSummary {
  name: string;
  message: string;
  code?: string;
  responseCode?: number;
  command?: string;
}

const addressLike = /[^\s<>@"'()[\],;:]+@[^\s<>@"'()[\],;:]+/g;

/**
 * What is safe to log about a nodemailer error. Its message and SMTP response often quote the
 * recipient ("<alex@example.com>: Recipient address rejected"), and `rejected`/`envelope` list
 * addresses, so only the message (with anything address-like masked) and the codes are kept.
 */
export function describeSendError(error: unknown): SendErrorSummary {
  if (!(error instanceof Error)) return { name: 'Error', message: redactAddresses(String(error)) };
  const { code, responseCode, command } = error as Error & { code?: unknown; responseCode?: unknown; command?: unknown };
  return {
    name: error.name,
    message: redactAddresses(error.message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
    ...(typeof command === 'string' ? { command } : {}),
  };
}

export function redactAddresses(text: string): string {
  return text.replace(addressLike, '[address]');
}
