import path from 'node:path';
import { siteConfig } from '@site/site-config';
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
      itSupportMailbox: siteConfig.mailboxes.itSupport,
      logLevel: 'info',
      submissionsDb: path.join(packageDir, 'data', 'submissions.db'),
      databaseUrl: undefined,
      retentionDays: 30,
      siteOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      trustProxy: ['loopback'],
      rateLimitPerIp: 20,
      rateLimitPerEmail: 5,
      delivery: { concurrency: 4, retryBaseMs: 1000, retryMaxMs: 300_000, confirmationMaxAttempts: 5, leaseMs: 300_000 },
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
      IT_SUPPORT_MAILBOX: 'it@example.com',
      LOG_LEVEL: 'silent',
      SUBMISSIONS_DB: 'relative/queue.db',
      DATABASE_URL: 'postgres://mail:pw@db.internal:5432/mail',
      RETENTION_DAYS: '7',
      SITE_ORIGINS: 'https://www.example.com, https://preview.example.com',
      TRUST_PROXY: '10.0.4.0/24',
      RATE_LIMIT_PER_IP: '100',
      RATE_LIMIT_PER_EMAIL: '3',
      DELIVERY_CONCURRENCY: '8',
      RETRY_BASE_MS: '500',
      RETRY_MAX_MS: '60000',
      CONFIRMATION_MAX_ATTEMPTS: '2',
      DELIVERY_LEASE_MS: '60000',
    });
    expect(config).toEqual({
      port: 4000,
      host: '127.0.0.1',
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      outboxDir: path.resolve('relative/outbox'),
      mailFrom: 'Wattlecare <web@example.com>',
      enquiriesMailbox: 'office@example.com',
      salesMailbox: 'team@example.com',
      itSupportMailbox: 'it@example.com',
      logLevel: 'silent',
      submissionsDb: path.resolve('relative/queue.db'),
      databaseUrl: 'postgres://mail:pw@db.internal:5432/mail',
      retentionDays: 7,
      siteOrigins: ['https://www.example.com', 'https://preview.example.com'],
      trustProxy: ['10.0.4.0/24'],
      rateLimitPerIp: 100,
      rateLimitPerEmail: 3,
      delivery: { concurrency: 8, retryBaseMs: 500, retryMaxMs: 60_000, confirmationMaxAttempts: 2, leaseMs: 60_000 },
    });
  });

  it("derives the allowed origins from the shell's port, like the remotes' CORS", () => {
    expect(loadConfig({ SHELL_PORT: '3100' }).siteOrigins).toEqual(['http://localhost:3100', 'http://127.0.0.1:3100']);
    expect(loadConfig({ SHELL_ORIGINS: 'https://www.example.com' }).siteOrigins).toEqual(['https://www.example.com']);
    expect(loadConfig({ SHELL_ORIGINS: 'https://a.example', SITE_ORIGINS: 'https://b.example' }).siteOrigins).toEqual([
      'https://b.example',
    ]);
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
        IT_SUPPORT_MAILBOX: 'it',
        RETENTION_DAYS: '0',
        RATE_LIMIT_PER_IP: 'many',
        DELIVERY_CONCURRENCY: '1000',
        SITE_ORIGINS: 'https://www.example.com/path',
        TRUST_PROXY: 'true',
        DATABASE_URL: 'mysql://db.internal/mail',
        DELIVERY_LEASE_MS: '10',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const { problems, message } = caught as ConfigError;
    expect(problems).toHaveLength(14);
    expect(message).toContain('MAIL_API_PORT must be a port number, got "eighty"');
    expect(message).toContain('SMTP_URL must start with smtp:// or smtps://');
    expect(message).toContain('MAIL_FROM must be one e-mail address');
    expect(message).toContain('ENQUIRIES_MAILBOX must be one e-mail address such as "enquiries@example.com", got "nobody"');
    expect(message).toContain('SALES_MAILBOX must be one e-mail address such as "sales@example.com", got "sales"');
    expect(message).toContain('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"');
    expect(message).toContain('IT_SUPPORT_MAILBOX must be one e-mail address such as "itsupport@example.com", got "it"');
    expect(message).toContain('RETENTION_DAYS must be a whole number from 1 up, got "0"');
    expect(message).toContain('RATE_LIMIT_PER_IP must be a whole number from 1 up, got "many"');
    expect(message).toContain('DELIVERY_CONCURRENCY must be a whole number from 1 to 100, got "1000"');
    expect(message).toContain('SITE_ORIGINS must list origins such as "https://www.example.com", got "https://www.example.com/path"');
    expect(message).toContain('TRUST_PROXY="true" would let any visitor choose their own address');
    expect(message).toContain('DATABASE_URL must start with postgres:// or postgresql://, got "mysql://"');
    expect(message).toContain('DELIVERY_LEASE_MS must be a whole number from 1000 up, got "10"');
  });

  it('accepts both PostgreSQL URL schemes, and does not echo an unparsable DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://mail@db.internal/mail' }).databaseUrl).toBe('postgresql://mail@db.internal/mail');
    const env = { DATABASE_URL: 'postgres://mail:s3cret@db internal/mail' };
    expect(() => loadConfig(env)).toThrow(/DATABASE_URL is not a valid URL/);
    expect(() => loadConfig(env)).not.toThrow(/s3cret/);
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

  describe('the CRM webhook (issue 21)', () => {
    const secret = 'a'.repeat(32);

    it('is off unless LEADS_WEBHOOK_URL is set, and then retries for 24 hours by default', () => {
      expect(loadConfig({}).leadsWebhook).toBeUndefined();
      expect(loadConfig({ LEADS_WEBHOOK_URL: 'https://crm.example.com/hooks/leads', LEADS_WEBHOOK_SECRET: secret }).leadsWebhook).toEqual({
        url: 'https://crm.example.com/hooks/leads',
        secret,
        giveUpAfterMs: 24 * 60 * 60_000,
        retryBaseMs: 10_000,
        retryMaxMs: 30 * 60_000,
        timeoutMs: 10_000,
        concurrency: 4,
      });
    });

    it('needs a long enough secret with the URL, and neither without the other', () => {
      expect(() => loadConfig({ LEADS_WEBHOOK_URL: 'https://crm.example.com/hooks' })).toThrow(
        /LEADS_WEBHOOK_SECRET must be set with LEADS_WEBHOOK_URL, at least 24 characters/,
      );
      expect(() => loadConfig({ LEADS_WEBHOOK_URL: 'https://crm.example.com/hooks', LEADS_WEBHOOK_SECRET: 'short' })).toThrow(
        /at least 24 characters/,
      );
      expect(() => loadConfig({ LEADS_WEBHOOK_SECRET: secret })).toThrow(/LEADS_WEBHOOK_SECRET is set but LEADS_WEBHOOK_URL is not/);
      expect(() => loadConfig({ LEADS_WEBHOOK_URL: 'ftp://crm.example.com/hooks', LEADS_WEBHOOK_SECRET: secret })).toThrow(
        /LEADS_WEBHOOK_URL must start with https:\/\/ or http:\/\//,
      );
    });

    it('never echoes the secret in a problem', () => {
      expect(() => loadConfig({ LEADS_WEBHOOK_URL: 'https://crm.example.com/hooks', LEADS_WEBHOOK_SECRET: 's3cret' })).not.toThrow(
        /s3cret/,
      );
    });
  });
});
