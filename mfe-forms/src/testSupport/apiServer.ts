import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
}

export interface Reply {
  readonly status: number;
  readonly body?: unknown;
}

const running: Array<() => Promise<void>> = [];

/**
 * A real HTTP server on a free local port standing in for mail-api: records each POST and answers
 * with `reply`. jsdom enforces CORS (the page is http://localhost, the server 127.0.0.1), hence
 * the CORS headers and preflight answer; the shell serves both from one origin in production.
 * Call `stopApiServers` in afterEach.
 */
export async function startApi(reply: Reply | ((index: number) => Reply) = { status: 202, body: { status: 'received' } }) {
  const received: Received[] = [];
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'content-type, idempotency-key',
    'Access-Control-Allow-Methods': 'POST',
  };
  const server: Server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString();
      // A function answers each POST by its index (0 first), e.g. a failure and then a success.
      const answer = typeof reply === 'function' ? reply(received.length) : reply;
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : undefined });
      res.writeHead(answer.status, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
    return stopped;
  };
  running.push(stop);
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, stop };
}

export async function stopApiServers(): Promise<void> {
  await Promise.all(running.splice(0).map((stop) => stop()));
}

/**
 * jsdom reports a refused connection on the console, as a browser would; expected when a test
 * stops its server to see the failure path. Returns the spy (restore it at the end).
 */
export function expectConsoleNetworkError() {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}
