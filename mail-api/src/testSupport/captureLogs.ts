// Test support only: never imported by production code.
import { memoryLog, type LogLine } from '@site/server-kit/telemetry/memory-log';
import { createLogger, type Logger } from '../logger';

export type { LogLine };

/** A real logger writing JSON lines into memory, to check what the logs contain. */
export function capturedLogger(): { logger: Logger; lines: () => LogLine[]; text: () => string } {
  const { destination, lines, text } = memoryLog();
  return { logger: createLogger('info', destination), lines, text };
}
