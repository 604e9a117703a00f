import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { shellOrigins } from '@site/server-kit/static-server';
import { portOf } from '@site/site-formats/topology';
import { parseTrustProxy, type TrustProxySetting } from '@site/server-kit/trust-proxy';
import { siteConfig } from '@site/site-config';
import { defaultLeaseMs } from './store/submissionStore';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
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
  /** IT-support mailbox: receives free-trial sign-ups (it sets up the trial account). */
  readonly itSupportMailbox: string;
  readonly logLevel: LogLevel;
  /** Absolute path of the SQLite file holding accepted submissions until their e-mails are out (when databaseUrl is unset). */
  readonly submissionsDb: string;
  /** postgres:// URL: keep submissions in PostgreSQL instead, shared by every instance given the same URL. */
  readonly databaseUrl: string | undefined;
  /** Days a submission whose e-mails are settled is kept (its metadata only) before it is deleted. */
  readonly retentionDays: number;
  /** Browser origins allowed to post forms; a request with any other Origin header gets 403. */
  readonly siteOrigins: readonly string[];
  /**
   * The proxies whose X-Forwarded-For is believed (TRUST_PROXY; default loopback: the shell on this
   * host, which sends exactly one address, the client it decided on). Everything else is ignored.
   */
  readonly trustProxy: TrustProxySetting;
  /** Form posts per client IP per 10 minutes, across all forms. */
  readonly rateLimitPerIp: number;
  /** Submissions per e-mail address per form per hour. */
  readonly rateLimitPerEmail: number;
  readonly delivery: DeliveryConfig;
  /** The CRM webhook (LEADS_WEBHOOK_URL), or undefined when none is configured. */
  readonly leadsWebhook: LeadsWebhookConfig | undefined;
}

export interface LeadsWebhookConfig {
  /** http(s) URL every accepted submission is POSTed to. */
  readonly url: string;
  /** LEADS_WEBHOOK_SECRET: the HMAC key the receiver verifies the signature with. */
  readonly secret: string;
  /** How long a POST is retried, from the submission's arrival, before it is given up with an alert (at least 24 h by default). */
  readonly giveUpAfterMs: number;
  /** First retry delay; doubles per attempt up to `retryMaxMs`, with jitter. */
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
  /** A receiver that has not answered within this is treated as down for that attempt. */
  readonly timeoutMs: number;
  /** POSTs in flight at once (its own slots: a slow receiver never takes the e-mails' slots). */
  readonly concurrency: number;
}

/** A secret shorter than this is guessable; generate one with `openssl rand -hex 32`. */
const minimumWebhookSecretLength = 24;

interface DeliveryConfig {
  /** Messages sent in parallel (also the SMTP pool's connection count). */
  readonly concurrency: number;
  /** First retry delay; doubles per attempt up to `retryMaxMs`, with jitter. */
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
  /** Attempts at a confirmation before giving up (the internal message is retried forever). */
  readonly confirmationMaxAttempts: number;
  /** PostgreSQL only: how long an instance's claim on a submission lasts before another may take it over. */
  readonly leaseMs: number;
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
    const problem = checkUrl('SMTP_URL', smtpUrl, smtpUrlRule);
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

  const itSupportMailbox = read('IT_SUPPORT_MAILBOX') ?? siteConfig.mailboxes.itSupport;
  if (!isSingleAddress(itSupportMailbox)) {
    problems.push(`IT_SUPPORT_MAILBOX must be one e-mail address such as "itsupport@example.com", got "${itSupportMailbox}"`);
  }

  const rawLevel = read('LOG_LEVEL') ?? 'info';
  const logLevel = logLevels.find((level) => level === rawLevel);
  if (logLevel === undefined) {
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${rawLevel}"`);
  }

  const submissionsDb = path.resolve(read('SUBMISSIONS_DB') ?? path.join(packageDir, 'data', 'submissions.db'));

  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined) {
    const problem = checkUrl('DATABASE_URL', databaseUrl, databaseUrlRule);
    if (problem) problems.push(problem);
  }

  /** A whole number within [min, max], or a problem naming the variable. */
  const integer = (name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}, got "${raw}"`);
      return fallback;
    }
    return value;
  };

  const retentionDays = integer('RETENTION_DAYS', 30, 1);
  const rateLimitPerIp = integer('RATE_LIMIT_PER_IP', 20, 1);
  const rateLimitPerEmail = integer('RATE_LIMIT_PER_EMAIL', 5, 1);
  const delivery: DeliveryConfig = {
    concurrency: integer('DELIVERY_CONCURRENCY', 4, 1, 100),
    retryBaseMs: integer('RETRY_BASE_MS', 1000, 1),
    retryMaxMs: integer('RETRY_MAX_MS', 5 * 60_000, 1),
    confirmationMaxAttempts: integer('CONFIRMATION_MAX_ATTEMPTS', 5, 1),
    leaseMs: integer('DELIVERY_LEASE_MS', defaultLeaseMs, 1000),
  };

  const webhookUrl = read('LEADS_WEBHOOK_URL');
  const webhookSecret = read('LEADS_WEBHOOK_SECRET');
  let leadsWebhook: LeadsWebhookConfig | undefined;
  if (webhookUrl !== undefined) {
    const problem = checkUrl('LEADS_WEBHOOK_URL', webhookUrl, webhookUrlRule);
    if (problem) problems.push(problem);
    if (webhookSecret === undefined || webhookSecret.length < minimumWebhookSecretLength) {
      problems.push(
        `LEADS_WEBHOOK_SECRET must be set with LEADS_WEBHOOK_URL, at least ${minimumWebhookSecretLength} characters (e.g. from "openssl rand -hex 32")`,
      );
    }
    leadsWebhook = {
      url: webhookUrl,
      secret: webhookSecret ?? '',
      giveUpAfterMs: integer('LEADS_WEBHOOK_GIVE_UP_AFTER_MS', 24 * 60 * 60_000, 1000),
      retryBaseMs: integer('LEADS_WEBHOOK_RETRY_BASE_MS', 10_000, 1),
      retryMaxMs: integer('LEADS_WEBHOOK_RETRY_MAX_MS', 30 * 60_000, 1),
      timeoutMs: integer('LEADS_WEBHOOK_TIMEOUT_MS', 10_000, 100),
      concurrency: integer('LEADS_WEBHOOK_CONCURRENCY', 4, 1, 100),
    };
  } else if (webhookSecret !== undefined) {
    problems.push('LEADS_WEBHOOK_SECRET is set but LEADS_WEBHOOK_URL is not: set both, or neither');
  }

  // The site posts forms from the shell's origin (the shell forwards /api here). Default: the same
  // origins the remotes allow, derived from SHELL_PORT (or SHELL_ORIGINS), so a shell on another
  // port (the e2e suite's) works without extra settings.
  const siteOrigins = (read('SITE_ORIGINS')?.split(',') ?? shellOrigins(safeShellPort(env), env)).map((o) => o.trim()).filter(Boolean);
  for (const origin of siteOrigins) {
    if (!isOrigin(origin)) problems.push(`SITE_ORIGINS must list origins such as "https://www.example.com", got "${origin}"`);
  }

  let trustProxy: TrustProxySetting = ['loopback'];
  try {
    trustProxy = parseTrustProxy(read('TRUST_PROXY'), trustProxy);
  } catch (error) {
    problems.push((error as Error).message);
  }

  if (problems.length > 0 || logLevel === undefined) throw new ConfigError(problems);
  return {
    port,
    host,
    smtpUrl,
    outboxDir,
    mailFrom,
    enquiriesMailbox,
    salesMailbox,
    itSupportMailbox,
    logLevel,
    submissionsDb,
    databaseUrl,
    retentionDays,
    siteOrigins,
    trustProxy,
    rateLimitPerIp,
    rateLimitPerEmail,
    delivery,
    leadsWebhook,
  };
}

interface UrlRule {
  /** Accepted schemes, with their colon ('smtp:'). */
  readonly schemes: readonly string[];
  /** What a good value looks like, for the message. */
  readonly example: string;
  /** false where a URL may name no host (PostgreSQL on a local socket). */
  readonly needsHost: boolean;
}

const smtpUrlRule: UrlRule = {
  schemes: ['smtp:', 'smtps:'],
  example: 'smtp://user:pass@host:587 or smtps://user:pass@host:465',
  needsHost: true,
};
const webhookUrlRule: UrlRule = {
  schemes: ['https:', 'http:'],
  example: 'https://crm.example.com/hooks/leads',
  needsHost: true,
};
const databaseUrlRule: UrlRule = {
  schemes: ['postgres:', 'postgresql:'],
  example: 'postgres://user:pass@host:5432/database',
  needsHost: false,
};

function checkUrl(name: string, value: string, { schemes, example, needsHost }: UrlRule): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // Do not echo the value: it usually carries a password.
    return `${name} is not a valid URL (expected ${example})`;
  }
  if (!schemes.includes(url.protocol)) {
    return `${name} must start with ${schemes.map((scheme) => `${scheme}//`).join(' or ')}, got "${url.protocol}//"`;
  }
  if (needsHost && url.hostname === '') return `${name} has no host name`;
  return undefined;
}

function isSingleAddress(value: string): boolean {
  const parsed = addressparser(value);
  const address = parsed.length === 1 ? parsed[0]?.address : undefined;
  return address !== undefined && /^[^@\s]+@[^@\s]+$/.test(address);
}

/** The shell's port for the default origins; an invalid SHELL_PORT is the shell's problem to report. */
function safeShellPort(env: NodeJS.ProcessEnv): number {
  try {
    return portOf('shell', env);
  } catch {
    return 3000;
  }
}

/** scheme://host[:port] exactly, as browsers send it in the Origin header (no path, no trailing slash). */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}
