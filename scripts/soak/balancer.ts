/**
 * The soak's load balancer in front of several mail API instances (the shell takes one upstream,
 * MAIL_API_URL): node's http, round robin, one fresh upstream connection per request. A request
 * whose connection is refused never reached that instance (it is down or restarting), so it goes to
 * the next one; a request whose connection fails after it was sent may have been stored, so it is
 * never sent again (as a real balancer treats a POST): it gets 502 and is counted.
 */
import http from 'node:http';

export interface Balancer {
  readonly url: string;
  /** Requests forwarded, tries moved to the next instance after a refused connection, requests answered 502. */
  readonly counts: { requests: number; refused: number; failed: number; failures: Map<string, number> };
  stop(): Promise<void>;
}

export async function startBalancer(port: number, upstreamPorts: readonly number[]): Promise<Balancer> {
  const counts = { requests: 0, refused: 0, failed: 0, failures: new Map<string, number>() };
  let next = 0;
  // No keep-alive: a pooled connection to an instance that was just killed would fail a request that
  // could have gone elsewhere, and whether it reached the instance could not be told.
  const agent = new http.Agent({ keepAlive: false });

  const server = http.createServer((req, res) => {
    counts.requests += 1;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      let failed = false;
      const fail = (reason: string) => {
        if (failed) return;
        failed = true;
        counts.failed += 1;
        counts.failures.set(reason, (counts.failures.get(reason) ?? 0) + 1);
        if (res.headersSent) res.destroy();
        else res.writeHead(502, { 'content-type': 'application/json' }).end('{"error":"No mail API instance answered"}');
      };
      // This request's turn: the next instance, then (if refused) each other one once, in order.
      const first = next++;
      const forward = (attempt: number) => {
        const upstreamPort = upstreamPorts[(first + attempt) % upstreamPorts.length];
        const upstream = http.request(
          { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers, agent },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on('error', () => fail('response cut off'));
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && attempt + 1 < upstreamPorts.length) {
            counts.refused += 1;
            forward(attempt + 1);
          } else fail(error.code ?? error.message);
        });
        upstream.end(body);
      };
      forward(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
