// Test support only: never imported by production code.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ReceivedPost {
  readonly headers: IncomingHttpHeaders;
  /** The body exactly as it came, which is what the signature covers. */
  readonly rawBody: string;
}

export interface TestWebhookReceiver {
  readonly url: string;
  readonly port: number;
  /** Every POST that reached it, answered or not, in order. */
  readonly received: ReceivedPost[];
  /** What it answers from now on: a status code, or 'hang' (never answers). */
  answerWith(answer: number | 'hang'): void;
  stop(): Promise<void>;
}

/** A real HTTP receiver on loopback, standing in for the CRM: records each POST and answers as told. */
export async function startWebhookReceiver({
  port: wantedPort = 0,
  answer: initial = 204,
}: { port?: number; answer?: number | 'hang' } = {}) {
  const received: ReceivedPost[] = [];
  let answer = initial;
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      if (answer === 'hang') return;
      res.writeHead(answer, { 'Content-Type': 'text/plain' }).end(answer < 300 ? 'ok' : 'unavailable');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wantedPort, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    port,
    received,
    answerWith(next) {
      answer = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        // Hanging requests and keep-alive connections would hold close() open.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  } satisfies TestWebhookReceiver;
}

/** The env that points a test service at the receiver, with fast retries. */
export function webhookEnv(receiver: Pick<TestWebhookReceiver, 'url'>, secret: string): Record<string, string> {
  return {
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: secret,
    LEADS_WEBHOOK_RETRY_BASE_MS: '20',
    LEADS_WEBHOOK_RETRY_MAX_MS: '100',
    LEADS_WEBHOOK_TIMEOUT_MS: '500',
  };
}
