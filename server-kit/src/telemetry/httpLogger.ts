/**
 * The request log of every server (pino-http): one line per request when its response is done,
 * with the request id, method, path, status, duration (`responseTime`, ms) and what the server
 * adds (`props`: the route or file kind, the releases involved). Bodies are never logged, and
 * e-mail addresses in a URL are replaced.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { withoutEmailAddresses, type Logger } from './logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What an incoming id may look like (a UUID, a load balancer's or the shell's id); anything else is replaced. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * The request's id: the one the caller sent (a load balancer, or the shell forwarding to the mail
 * API), so one id follows a request across servers, else a new one; echoed in the response either way.
 */
function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

export interface RequestLoggerOptions {
  readonly logger: Logger;
  /** Requests not worth a line each (health probes). */
  readonly ignore?: (req: IncomingMessage) => boolean;
  /** The request's route or file kind (`page`, `form`, `asset_immutable`…), asked when it arrives, before a router rewrites its path. */
  readonly kindOf?: (req: Request) => string;
  /** Fields for the request's lines, read when its response is done (handlers leave them in res.locals). */
  readonly props?: (req: IncomingMessage, res: ServerResponse) => Record<string, unknown>;
}

interface SerializedRequest {
  readonly id: unknown;
  readonly method: string;
  readonly url: string;
  readonly remoteAddress?: string;
}

export function requestLogger({ logger, ignore, kindOf, props }: RequestLoggerOptions): RequestHandler {
  const kinds = new WeakMap<IncomingMessage, string>();
  const logged = pinoHttp({
    logger,
    genReqId: requestIdFor,
    autoLogging: ignore ? { ignore } : true,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    serializers: {
      // Method, path and id: headers are mostly the same on every line, and a query may carry an address.
      req: (req: SerializedRequest & { readonly remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: withoutEmailAddresses(req.url),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    // Asked twice: when the request arrives (bindings of req.log, which the completed line is written
    // with too) and when its response is done. The kind goes in the first, the rest in the second: each once.
    customProps: (req, res) => {
      if (res.writableEnded) return props?.(req, res) ?? {};
      const kind = kinds.get(req);
      return kind === undefined ? {} : { kind };
    },
  });
  return (req, res, next) => {
    if (kindOf) kinds.set(req, kindOf(req));
    logged(req, res, next);
  };
}
