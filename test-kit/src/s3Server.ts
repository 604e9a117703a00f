// Test and soak support only (the releases' tests, the e2e, the soak): never imported by production code.
import S3rver from 's3rver';

/**
 * A throwaway S3-compatible server (s3rver) on loopback, answering from this process. It can be
 * stopped and started again on the same port and folder: an outage of the store, then its return
 * with everything it held. (It ignores conditional writes: see releases/src/objectStore.)
 */
export interface TestS3Server {
  /** `http://127.0.0.1:<port>`: the endpoint a client is given (path-style addressing). */
  readonly endpoint: string;
  /** Stops answering (connections are refused until `start`). */
  stop(): Promise<void>;
  /** Answers again, on the same port, from the same folder. */
  start(): Promise<void>;
}

export interface TestS3Options {
  /** Where it keeps the objects. */
  readonly directory: string;
  /** The buckets it makes at start (names of 3 characters or more), each with its XML configs (e.g. CORS). */
  readonly buckets: ReadonlyArray<{ readonly name: string; readonly configs?: readonly string[] }>;
  /** 0 (the default): a free port, kept across restarts. */
  readonly port?: number;
}

export async function startS3Server({ directory, buckets, port = 0 }: TestS3Options): Promise<TestS3Server> {
  let listening = port;
  let server: S3rver | null = null;
  const start = async () => {
    if (server) return;
    const next = new S3rver({ address: '127.0.0.1', port: listening, silent: true, directory, configureBuckets: buckets });
    listening = (await next.run()).port;
    server = next;
  };
  await start();
  return {
    endpoint: `http://127.0.0.1:${listening}`,
    start,
    async stop() {
      if (!server) return;
      const closed = server.close();
      // Clients keep connections alive (the AWS SDK does): without this, close waits for them to end.
      server.httpServer?.closeAllConnections();
      await closed;
      server = null;
    },
  };
}
