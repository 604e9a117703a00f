/**
 * One logger for every server of the site: JSON lines on stdout (PM2 or the platform collects them),
 * one `service` field naming the process, `LOG_LEVEL` honoured everywhere, and the same redaction
 * everywhere: what visitors type into forms, e-mail addresses, credentials and secrets never reach
 * log storage. With tracing on (telemetry/register.ts), OpenTelemetry's pino instrumentation adds
 * `trace_id` and `span_id` to each line written inside a span.
 */
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** `LOG_LEVEL` (default `info`); throws on a level pino does not know, naming the ones it does. */
export function logLevelFromEnv(env: NodeJS.ProcessEnv = process.env): LogLevel {
  const raw = env.LOG_LEVEL?.trim() || 'info';
  const level = logLevels.find((candidate) => candidate === raw);
  if (level === undefined) throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${raw}"`);
  return level;
}

const censor = '[redacted]';

/**
 * Paths pino removes from every line (fast-redact syntax: `*` is one level). Bodies of requests are
 * never logged by the request logger; these catch a handler or an error that puts one in a line anyway.
 */
const redactPaths: readonly string[] = [
  // Sessions and credentials in headers, both ways.
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'req.headers["x-webhook-signature"]',
  'res.headers["set-cookie"]',
  // Form submissions: the body, the lead's fields, any e-mail address or recipient.
  'req.body',
  'body',
  'fields',
  '*.fields',
  'lead.fields',
  'email',
  '*.email',
  '*.*.email',
  'to',
  'replyTo',
  '*.to',
  '*.replyTo',
  // Secrets and connection strings (with their passwords), wherever a config object is logged.
  'secret',
  '*.secret',
  '*.*.secret',
  'webhookSecret',
  '*.webhookSecret',
  'password',
  '*.password',
  'databaseUrl',
  '*.databaseUrl',
  'DATABASE_URL',
  '*.DATABASE_URL',
  'smtpUrl',
  '*.smtpUrl',
  'SMTP_URL',
  '*.SMTP_URL',
  'LEADS_WEBHOOK_SECRET',
  '*.LEADS_WEBHOOK_SECRET',
];

/** An e-mail address anywhere in a text (a message, a URL's query, where its `@` may be `%40`). */
const EMAIL_ADDRESS = /[^\s@/?&=:;,<>"']+(?:@|%40)[^\s@/?&=:;,<>"']+\.[^\s@/?&=:;,<>"']+/gi;

/** The text with every e-mail address replaced: for URLs and messages that may hold one. */
export function withoutEmailAddresses(text: string): string {
  return text.replace(EMAIL_ADDRESS, '[email]');
}

export interface LoggerSettings {
  /** Written as `service` on every line: `shell`, `mail-api`, `pricing`… */
  readonly service: string;
  /** Default: LOG_LEVEL, else `info`. */
  readonly level?: LogLevel;
  /** Default stdout; tests pass a stream of their own. */
  readonly destination?: DestinationStream;
}

export function createLogger({ service, level, destination }: LoggerSettings): Logger {
  const options: LoggerOptions = {
    level: level ?? logLevelFromEnv(),
    base: { service },
    redact: { paths: [...redactPaths], censor },
  };
  return destination ? pino(options, destination) : pino(options);
}
