import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { portOf } from '@site/devkit/topology';
import { siteConfig } from '@site/ui/config';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface Config {
  readonly port: number;
  readonly host: string;
  /** smtp:// or smtps:// URL; unset means "write .eml files to outboxDir" (local development). */
  readonly smtpUrl: string | undefined;
  /** Absolute path. */
  readonly outboxDir: string;
  readonly mailFrom: string;
  /** Internal mailbox that receives form submissions (newsletter requests, enquiries). */
  readonly enquiriesMailbox: string;
  /** Sales team mailbox: receives talk-to-an-expert requests. */
  readonly salesMailbox: string;
  readonly logLevel: LogLevel;
}

/** The mail-api workspace folder (this file lives in <mail-api>/src). */
export const packageDir = path.resolve(__dirname, '..');

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid mail-api configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the environment once. Every problem is collected, so one start-up attempt reports all
 * of them rather than one per restart.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  let port = 0;
  try {
    port = portOf('mailApi', env);
  } catch (error) {
    problems.push((error as Error).message);
  }

  const host = read('HOST') ?? '0.0.0.0';

  const smtpUrl = read('SMTP_URL');
  if (smtpUrl !== undefined) {
    const problem = checkSmtpUrl(smtpUrl);
    if (problem) problems.push(problem);
  }

  const outboxDir = path.resolve(read('OUTBOX_DIR') ?? path.join(packageDir, 'outbox'));

  const mailFrom = read('MAIL_FROM') ?? siteConfig.mailboxes.noReply;
  if (!isSingleAddress(mailFrom)) {
    problems.push(`MAIL_FROM must be one e-mail address such as "Wattlecare <no-reply@example.com>", got "${mailFrom}"`);
  }

  const enquiriesMailbox = read('ENQUIRIES_MAILBOX') ?? siteConfig.mailboxes.enquiries;
  if (!isSingleAddress(enquiriesMailbox)) {
    problems.push(`ENQUIRIES_MAILBOX must be one e-mail address such as "enquiries@example.com", got "${enquiriesMailbox}"`);
  }

  const salesMailbox = read('SALES_MAILBOX') ?? siteConfig.mailboxes.sales;
  if (!isSingleAddress(salesMailbox)) {
    problems.push(`SALES_MAILBOX must be one e-mail address such as "sales@example.com", got "${salesMailbox}"`);
  }

  const rawLevel = read('LOG_LEVEL') ?? 'info';
  const logLevel = logLevels.find((level) => level === rawLevel);
  if (logLevel === undefined) {
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${rawLevel}"`);
  }

  if (problems.length > 0 || logLevel === undefined) throw new ConfigError(problems);
  return { port, host, smtpUrl, outboxDir, mailFrom, enquiriesMailbox, salesMailbox, logLevel };
}

function checkSmtpUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // Do not echo the value: it usually carries a password.
    return 'SMTP_URL is not a valid URL (expected smtp://user:pass@host:587 or smtps://user:pass@host:465)';
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    return `SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//"`;
  }
  if (url.hostname === '') return 'SMTP_URL has no host name';
  return undefined;
}

function isSingleAddress(value: string): boolean {
  const parsed = addressparser(value);
  const address = parsed.length === 1 ? parsed[0]?.address : undefined;
  return address !== undefined && /^[^@\s]+@[^@\s]+$/.test(address);
}
