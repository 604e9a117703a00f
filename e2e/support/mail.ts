import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { mailDir } from './environment';

export interface ReceivedMail {
  readonly envelopeTo: string;
  readonly parsed: ParsedMail;
}

/** Messages the SMTP sink has received, oldest first, optionally only those to `recipient`. */
async function receivedMail(filter: (mail: ReceivedMail) => boolean = () => true): Promise<ReceivedMail[]> {
  const files = readdirSync(mailDir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const mails = await Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(path.join(mailDir, file), 'utf8');
      const envelopeTo = /^X-Envelope-To: (.*)\r\n/.exec(raw)?.[1] ?? '';
      return { envelopeTo, parsed: await simpleParser(raw) };
    }),
  );
  return mails.filter(filter);
}

/**
 * Waits until exactly one message to `to` matches, then returns it. Mail goes out after the API's
 * 202 (a worker sends it), so it is polled for.
 */
export async function oneMailTo(to: string, match: (mail: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
  const find = () => receivedMail((mail) => mail.envelopeTo === to && match(mail));
  await expect.poll(async () => (await find()).length, { message: `one e-mail to ${to}`, timeout: 20_000 }).toBe(1);
  return (await find())[0]!;
}
