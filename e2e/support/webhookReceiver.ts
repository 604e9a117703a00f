import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import path from 'node:path';

/** One request as the receiver got it, stored as a JSON file (tests run in other processes). */
export interface StoredWebhookRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The body byte for byte (UTF-8), which is what the signature covers: never re-serialised. */
  readonly rawBody: string;
}

/**
 * A real HTTP server on loopback standing in for the CRM's leads webhook: it stores every request it
 * gets as a JSON file in `dir` and answers 204, as a CRM that took the lead would.
 */
export async function startWebhookReceiver(port: number, dir: string): Promise<Server> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      count += 1;
      const request: StoredWebhookRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
      };
      // Written before the answer, so a test that sees the mail-api settle also sees the file.
      const name = `${String(Date.now()).padStart(14, '0')}-${String(count).padStart(4, '0')}.json`;
      writeFileSync(path.join(dir, name), JSON.stringify(request, null, 2));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
