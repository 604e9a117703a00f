import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from './config';
import { OutboxTransport } from './outboxTransport';

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** Send with `transporter.sendMail(...)`; `from` defaults to MAIL_FROM. */
  readonly transporter: Transporter;
  /** Where mail goes, for the operator's log at start (no credentials; never on /health, which anyone can read). */
  describe(): string;
  /** Lets in-flight sends finish, then releases connections. */
  close(): Promise<void>;
}

type MailConfig = Pick<Config, 'smtpUrl' | 'outboxDir' | 'mailFrom'> & {
  /** SMTP connections kept open and reused (the delivery worker's concurrency); default 4. */
  readonly maxConnections?: number;
};

export function createMailTransport(config: MailConfig): MailTransport {
  const defaults = { from: config.mailFrom };

  if (config.smtpUrl !== undefined) {
    const transporter = nodemailer.createTransport(
      {
        url: config.smtpUrl,
        // Pooled: the worker sends many messages back to back; a new connection (and TLS
        // handshake) per message would cost more than the message. The URL's own query options win.
        pool: true,
        maxConnections: config.maxConnections ?? 4,
        // nodemailer's defaults (2 min to connect, 10 min idle) would let one stuck server hold a
        // delivery slot, and a graceful shutdown, for minutes. A timed-out send is simply retried.
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      },
      defaults,
    );
    const description = `SMTP ${redactSmtpUrl(config.smtpUrl)}`;
    return {
      kind: 'smtp',
      transporter,
      describe: () => description,
      close: () => {
        transporter.close();
        return Promise.resolve();
      },
    };
  }

  const outbox = new OutboxTransport(config.outboxDir);
  const transporter = nodemailer.createTransport(outbox, defaults);
  const description = `outbox folder ${config.outboxDir} (.eml files)`;
  return {
    kind: 'outbox',
    transporter,
    describe: () => description,
    close: async () => {
      await outbox.drain();
      transporter.close();
    },
  };
}

/** Scheme, host and port only: user, password and query options (which may hold secrets) are dropped. */
export function redactSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const credentials = url.username || url.password ? '***@' : '';
  return `${url.protocol}//${credentials}${url.host}`;
}
