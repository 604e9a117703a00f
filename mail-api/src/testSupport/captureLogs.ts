// Test support only: never imported by production code.
import { PassThrough } from 'node:stream';
import { createLogger, type Logger } from '../logger';

/** One parsed JSON log line. */
export type LogLine = Record<string, unknown>;

/** A real logger writing JSON lines into memory, to check what the logs contain. */
export function capturedLogger(): { logger: Logger; lines: () => LogLine[]; text: () => string } {
  const stream = new PassThrough();
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  return { logger: createLogger('info', stream), lines, text };
}
