import path from 'node:path';
import { siteConfig } from '@site/ui/config';
import { ConfigError, loadConfig, packageDir } from './config';

describe('loadConfig', () => {
  it('has working defaults for local development', () => {
    expect(loadConfig({})).toEqual({
      port: 3005,
      host: '0.0.0.0',
      smtpUrl: undefined,
      outboxDir: path.join(packageDir, 'outbox'),
      mailFrom: siteConfig.mailboxes.noReply,
      enquiriesMailbox: siteConfig.mailboxes.enquiries,
      salesMailbox: siteConfig.mailboxes.sales,
      logLevel: 'info',
    });
    expect(path.basename(packageDir)).toBe('mail-api');
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      MAIL_API_PORT: '4000',
      HOST: '127.0.0.1',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      OUTBOX_DIR: 'relative/outbox',
      MAIL_FROM: 'Wattlecare <web@example.com>',
      ENQUIRIES_MAILBOX: 'office@example.com',
      SALES_MAILBOX: 'team@example.com',
      LOG_LEVEL: 'silent',
    });
    expect(config).toEqual({
      port: 4000,
      host: '127.0.0.1',
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      outboxDir: path.resolve('relative/outbox'),
      mailFrom: 'Wattlecare <web@example.com>',
      enquiriesMailbox: 'office@example.com',
      salesMailbox: 'team@example.com',
      logLevel: 'silent',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ SMTP_URL: '', MAIL_API_PORT: '', LOG_LEVEL: ' ' })).toMatchObject({
      smtpUrl: undefined,
      port: 3005,
      logLevel: 'info',
    });
  });

  it('reports every invalid value at once', () => {
    let caught: unknown;
    try {
      loadConfig({
        MAIL_API_PORT: 'eighty',
        SMTP_URL: 'http://mail.example.com',
        MAIL_FROM: 'not an address',
        ENQUIRIES_MAILBOX: 'nobody',
        SALES_MAILBOX: 'sales',
        LOG_LEVEL: 'loud',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const { problems, message } = caught as ConfigError;
    expect(problems).toHaveLength(6);
    expect(message).toContain('MAIL_API_PORT must be a port number, got "eighty"');
    expect(message).toContain('SMTP_URL must start with smtp:// or smtps://');
    expect(message).toContain('MAIL_FROM must be one e-mail address');
    expect(message).toContain('ENQUIRIES_MAILBOX must be one e-mail address such as "enquiries@example.com", got "nobody"');
    expect(message).toContain('SALES_MAILBOX must be one e-mail address such as "sales@example.com", got "sales"');
    expect(message).toContain('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"');
  });

  it('does not echo an unparsable SMTP_URL, which would usually contain a password', () => {
    const env = { SMTP_URL: 'smtp://user:s3cret@mail example.com' };
    expect(() => loadConfig(env)).toThrow(/SMTP_URL is not a valid URL/);
    expect(() => loadConfig(env)).not.toThrow(/s3cret/);
  });

  it('rejects more than one sender address', () => {
    expect(() => loadConfig({ MAIL_FROM: 'a@example.com, b@example.com' })).toThrow(/MAIL_FROM/);
  });

  it('rejects more than one enquiries mailbox', () => {
    expect(() => loadConfig({ ENQUIRIES_MAILBOX: 'a@example.com, b@example.com' })).toThrow(/ENQUIRIES_MAILBOX/);
  });
});
