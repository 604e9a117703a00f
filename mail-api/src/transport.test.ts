import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { siteConfig } from '@site/site-config';
import { fileNameFor, type OutboxSentMessageInfo } from './outboxTransport';
import { startSmtpServer } from './testSupport/smtpServer';
import { createMailTransport, redactSmtpUrl } from './transport';

const message = {
  to: siteConfig.mailboxes.enquiries,
  subject: 'New enquiry from the website',
  text: 'Name: Alex Citizen\nPhone: 0491 570 156\n',
};

describe('createMailTransport with SMTP_URL', () => {
  it('delivers through the SMTP server', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      outboxDir: '/nonexistent/unused',
      mailFrom: siteConfig.mailboxes.noReply,
    });
    try {
      expect(mailer.kind).toBe('smtp');
      expect(mailer.describe()).toBe(`SMTP smtp://127.0.0.1:${smtp.port}`);

      const info = await mailer.transporter.sendMail(message);
      expect(info.accepted).toEqual([siteConfig.mailboxes.enquiries]);

      expect(smtp.received).toHaveLength(1);
      const [got] = smtp.received;
      expect(got?.from).toMatchObject({ address: siteConfig.mailboxes.noReply });
      expect(got?.to.map((rcpt) => rcpt.address)).toEqual([siteConfig.mailboxes.enquiries]);
      expect(got?.mail.subject).toBe(message.subject);
      expect(got?.mail.text).toBe(message.text);
      expect(got?.mail.from?.value[0]?.address).toBe(siteConfig.mailboxes.noReply);
    } finally {
      await mailer.close();
      await smtp.stop();
    }
  });
});

describe('redactSmtpUrl', () => {
  it('drops credentials and query options', () => {
    expect(redactSmtpUrl('smtps://apikey:s3cret@smtp.example.com:465?pool=true&token=abc')).toBe('smtps://***@smtp.example.com:465');
    expect(redactSmtpUrl('smtp://smtp.example.com')).toBe('smtp://smtp.example.com');
  });
});

describe('createMailTransport without SMTP_URL (outbox folder)', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'mail-api-outbox-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes each message as one .eml file that parses back, leaving no temp files', async () => {
    // A nested folder that does not exist yet: the transport creates it.
    const outboxDir = path.join(root, 'nested', 'outbox');
    const mailer = createMailTransport({ smtpUrl: undefined, outboxDir, mailFrom: siteConfig.mailboxes.noReply });
    expect(mailer.kind).toBe('outbox');
    expect(mailer.describe()).toBe(`outbox folder ${outboxDir} (.eml files)`);
    expect(statSync(outboxDir).isDirectory()).toBe(true);

    const info = (await mailer.transporter.sendMail(message)) as OutboxSentMessageInfo;
    await mailer.close();

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[A-Za-z0-9._-]+\.eml$/);
    expect(info.path).toBe(path.join(outboxDir, file ?? ''));
    expect(info.accepted).toEqual([siteConfig.mailboxes.enquiries]);

    const parsed = await simpleParser(readFileSync(info.path));
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.text).toBe(message.text);
    expect(parsed.messageId).toBe(info.messageId);
    expect(parsed.from?.value[0]?.address).toBe(siteConfig.mailboxes.noReply);
  });

  it('keeps concurrent messages apart', async () => {
    const mailer = createMailTransport({ smtpUrl: undefined, outboxDir: root, mailFrom: siteConfig.mailboxes.noReply });
    await Promise.all([1, 2, 3].map((n) => mailer.transporter.sendMail({ ...message, subject: `Message ${n}` })));
    await mailer.close();

    const files = readdirSync(root);
    expect(files).toHaveLength(3);
    const subjects = await Promise.all(files.map(async (name) => (await simpleParser(readFileSync(path.join(root, name)))).subject));
    expect(subjects.sort()).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });
});

describe('fileNameFor', () => {
  it('makes a sortable, file-system-safe name from the message id', () => {
    const name = fileNameFor('<a/b\\c:d@wattlecare.example.com>', new Date('2025-03-04T05:06:07.089Z'));
    expect(name).toBe('2025-03-04T05-06-07-089Z-a_b_c_d_wattlecare.example.com.eml');
  });
});
