import type { DestinationStream } from 'pino';
import { createLogger as createSiteLogger, type Logger } from '@site/server-kit/telemetry';
import type { LogLevel } from './config';

export type { Logger };

/**
 * JSON lines on stdout (a process manager or the platform collects them); tests pass their own
 * destination. The site's one logger (server-kit telemetry): `service: mail-api`, and the redaction of
 * credentials, form fields, e-mail addresses and secrets every server shares.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return createSiteLogger({ service: 'mail-api', level, ...(destination ? { destination } : {}) });
}
