import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that stores every message it accepts as an .eml file. */
export async function startSmtpSink(port: number, dir: string): Promise<SMTPServer> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const recipients = session.envelope.rcptTo.map((r) => r.address).join(',');
        const name = `${String(Date.now()).padStart(14, '0')}-${String(count).padStart(4, '0')}.eml`;
        writeFileSync(path.join(dir, name), `X-Envelope-To: ${recipients}\r\n${Buffer.concat(chunks).toString('utf8')}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
