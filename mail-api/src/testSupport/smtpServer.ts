// Test support only: never imported by production code.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export interface ReceivedMail {
  from: SMTPServerAddress | false;
  to: SMTPServerAddress[];
  mail: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  /** Messages in the order the server accepted them. */
  received: ReceivedMail[];
  stop(): Promise<void>;
}

export interface TestSmtpServerOptions {
  /** RCPT TO for these addresses (case-insensitive) is refused with a permanent 550. */
  rejectRecipients?: readonly string[];
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtpServer({ rejectRecipients = [] }: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const rejected = new Set(rejectRecipients.map((address) => address.toLowerCase()));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejected.has(address.address.toLowerCase())) {
        const error = Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ from: session.envelope.mailFrom, to: session.envelope.rcptTo, mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
