// on-headers ships no types (its @types entry is another package's): the one call this server makes.
declare module 'on-headers' {
  import type { ServerResponse } from 'node:http';

  export default function onHeaders(res: ServerResponse, listener: (this: ServerResponse) => void): void;
}
