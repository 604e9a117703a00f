import { mkdirSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage, SentMessageInfo, StreamSentMessageInfo, Transport } from 'nodemailer';
import StreamTransport from 'nodemailer/lib/stream-transport';

export interface OutboxSentMessageInfo extends SentMessageInfo {
  /** Absolute path of the written .eml file. */
  path: string;
}

type SendArgs = Parameters<Transport<OutboxSentMessageInfo>['send']>;

/**
 * A nodemailer transport that saves each message as an .eml file instead of sending it, so local
 * development needs no mail server and every message can be opened in a mail client.
 * Nodemailer's stream transport renders the MIME message; this class only stores it.
 */
export class OutboxTransport implements Transport<OutboxSentMessageInfo> {
  readonly name = 'OutboxTransport';
  readonly version = '1.0.0';
  private readonly renderer = new StreamTransport({ buffer: true });
  private readonly pending = new Set<Promise<unknown>>();

  constructor(readonly dir: string) {
    // Fail at start-up, not at the first message, when the folder cannot be created.
    mkdirSync(dir, { recursive: true });
  }

  send(mail: SendArgs[0], done: SendArgs[1]): void {
    // The renderer only reads the compiled MIME tree (mail.message); the result type parameter
    // differs but is never used through `mail`, so this cast is safe.
    this.renderer.send(mail as unknown as MailMessage<StreamSentMessageInfo>, (error, info) => {
      if (error || !info) {
        done(error ?? new Error('Message was not rendered'));
        return;
      }
      const message = info.message;
      if (!Buffer.isBuffer(message)) {
        done(new Error('Stream transport did not return a buffer'));
        return;
      }
      const saving = writeAtomically(this.dir, fileNameFor(info.messageId), message);
      this.pending.add(saving);
      saving
        .then((file) => {
          const to = info.envelope.to;
          done(null, {
            envelope: info.envelope,
            messageId: info.messageId,
            accepted: to,
            rejected: [],
            path: file,
            response: `Saved to ${file}`,
          });
        })
        // writeAtomically only rethrows what node:fs/promises throws: always an Error (ErrnoException).
        .catch((writeError: unknown) => done(writeError as Error))
        .finally(() => this.pending.delete(saving));
    });
  }

  /** Resolves once every file being written is on disk (used by graceful shutdown). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }
}

/** `<UTC timestamp>-<message id>.eml`: sorts by time; the id keeps names unique and traceable. */
export function fileNameFor(messageId: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const id = messageId
    .replace(/^<|>$/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .slice(0, 100);
  return `${stamp}-${id || 'message'}.eml`;
}

/**
 * Writes to a dot-prefixed temp file, flushes it, then renames it into place, so a reader (or a
 * later delivery worker) never sees a half-written message, even after a crash.
 */
async function writeAtomically(dir: string, name: string, data: Buffer): Promise<string> {
  await mkdir(dir, { recursive: true });
  const finalPath = path.join(dir, name);
  const tempPath = path.join(dir, `.${name}.${process.pid}.tmp`);
  try {
    // 0600: messages hold personal details from the forms.
    const handle = await open(tempPath, 'wx', 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tempPath, finalPath);
    return finalPath;
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
}
