import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config';

export type { Logger };

/** JSON lines on stdout (a process manager or the platform collects them); tests pass their own destination. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'mail-api' },
    // Request logs carry headers; these would leak sessions or credentials into log storage.
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
