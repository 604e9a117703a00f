// Test support only: never imported by production code.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

interface ReceivedMail {
  from: SMTPServerAddress | false;
  to: SMTPServerAddress[];
  mail: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  /** Messages in the order the server accepted them. */
  received: ReceivedMail[];
  /** Every RCPT TO address offered, accepted or not, in order (to count attempts). */
  recipientsOffered: string[];
  /** The refused addresses (lower case), live: delete one to let it through from now on. */
  rejected: Set<string>;
  deferred: Set<string>;
  stop(): Promise<void>;
}

export interface TestSmtpServerOptions {
  /** RCPT TO for these addresses (case-insensitive) is refused with a permanent 550. */
  rejectRecipients?: readonly string[];
  /** RCPT TO for these addresses is refused with a temporary 451 (try again later). */
  deferRecipients?: readonly string[];
  /** Listen on this port (e.g. to bring a stopped server back where clients expect it); default any free one. */
  port?: number;
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtpServer({
  rejectRecipients = [],
  deferRecipients = [],
  port: wantedPort = 0,
}: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const recipientsOffered: string[] = [];
  const rejected = new Set(rejectRecipients.map((address) => address.toLowerCase()));
  const deferred = new Set(deferRecipients.map((address) => address.toLowerCase()));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Stopping waits this long for clients (e.g. a pooled transport's idle connections), then closes them with 421.
    closeTimeout: 100,
    logger: false,
    onRcptTo(address, _session, callback) {
      recipientsOffered.push(address.address);
      if (deferred.has(address.address.toLowerCase())) {
        const error = Object.assign(new Error(`<${address.address}>: Mailbox busy, try again later`), { responseCode: 451 });
        callback(error);
        return;
      }
      if (rejected.has(address.address.toLowerCase())) {
        const error = Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 550 });
        callback(error);
        return;
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wantedPort, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // From here on an error is one client's connection, e.g. reset by a client killed mid-session (the
  // soak kills a mail API instance): that client's problem, not the server's.
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    recipientsOffered,
    rejected,
    deferred,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
