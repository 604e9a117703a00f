/** Test support: a destination that keeps a logger's JSON lines in memory, to check what the logs hold. */
import { PassThrough } from 'node:stream';

/** One parsed JSON log line. */
export type LogLine = Record<string, unknown>;

export function memoryLog(): { readonly destination: PassThrough; readonly text: () => string; readonly lines: () => LogLine[] } {
  const destination = new PassThrough();
  const chunks: string[] = [];
  destination.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  return { destination, text, lines };
}
