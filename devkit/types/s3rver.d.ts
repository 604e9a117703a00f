// s3rver 3 ships no types: the part its tests and the soak use.
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    readonly address?: string;
    readonly port?: number;
    readonly silent?: boolean;
    /** Where it keeps the buckets' objects. */
    readonly directory: string;
    readonly resetOnClose?: boolean;
    readonly configureBuckets?: ReadonlyArray<{ readonly name: string; readonly configs?: readonly string[] }>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    /** The HTTP server, once `run` has resolved. */
    readonly httpServer?: Server;
    close(): Promise<void>;
  }
}
