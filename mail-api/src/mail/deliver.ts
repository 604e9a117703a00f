import type { MailTransport } from '../transport';
import type { OutgoingMail } from './message';

/** Sends one message with the given Message-ID or rejects. The only place that touches the transport. */
export type SendMail = (mail: OutgoingMail, options: { readonly messageId: string }) => Promise<void>;

export function transportSender(mailer: Pick<MailTransport, 'transporter'>): SendMail {
  return async (mail, { messageId }) => {
    await mailer.transporter.sendMail({ ...mail, messageId });
  };
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

/**
 * A 5xx SMTP reply is the server's final word (unknown mailbox, policy refusal): sending the same
 * message again will not change it. 4xx replies and network errors are worth retrying.
 */
export function isPermanentRejection(error: SendErrorSummary): boolean {
  return error.responseCode !== undefined && error.responseCode >= 500 && error.responseCode < 600;
}
