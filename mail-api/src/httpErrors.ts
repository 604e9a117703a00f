import type { ErrorRequestHandler, RequestHandler } from 'express';

/** Every error response has this shape, so the forms front end needs one parser. */
export interface ErrorBody {
  error: string;
}

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'Not found' } satisfies ErrorBody);
};

/** body-parser tags its errors with `type`; these are the client's fault and are answered as such. */
const bodyErrors: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: 400, message: 'Invalid JSON body' },
  'entity.too.large': { status: 413, message: 'Request body too large' },
  // A urlencoded body of over 1000 names: no form has that many.
  'parameters.too.many': { status: 413, message: 'Request body too large' },
  'encoding.unsupported': { status: 415, message: 'Unsupported content encoding' },
  'charset.unsupported': { status: 415, message: 'Unsupported charset' },
  'request.aborted': { status: 400, message: 'Request aborted' },
  'request.size.invalid': { status: 400, message: 'Request size did not match content length' },
};

/** A body that does not decompress as its Content-Encoding says. */
const undecodableBody = { status: 400, message: 'Request body does not match its Content-Encoding' };

/** The member `name` of a thrown value, if it is an object with one. */
function memberOf(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null && name in error ? (error as Record<string, unknown>)[name] : undefined;
}

/**
 * What the client did wrong, if the error says (issue 57: the client's fault is never a 500): body-parser's
 * tagged errors, a corrupt compressed body (body-parser passes zlib's error on as a 400 without a type),
 * and any other error of body reading marked as the client's (http-errors: a 4xx status, `expose`).
 */
function clientFault(error: unknown): { status: number; message: string } | undefined {
  const type = memberOf(error, 'type');
  const known = typeof type === 'string' && Object.hasOwn(bodyErrors, type) ? bodyErrors[type] : undefined;
  if (known) return known;
  const status = memberOf(error, 'status');
  if (typeof status !== 'number' || status < 400 || status >= 500 || memberOf(error, 'expose') !== true) return undefined;
  // The decompression stream's error (gzip, deflate, br, zstd: each names its own code, all carry an errno);
  // raw-body's own errors all have a type.
  return typeof memberOf(error, 'errno') === 'number' ? undecodableBody : { status, message: 'Invalid request body' };
}

/**
 * Last middleware. Client errors get a precise status and say what was wrong; anything else is a 500
 * whose details go to the log only (the client never sees a stack or message that might reveal internals).
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const fault = clientFault(error);
  if (fault && !res.headersSent) {
    res.status(fault.status).json({ error: fault.message } satisfies ErrorBody);
    return;
  }
  // pino-http logs res.err (message and stack) on the request-completed line at error level, so
  // the error is logged once, together with the request it broke.
  res.err = error instanceof Error ? error : new Error(String(error));
  // Too late for a clean answer: Express's final handler cuts the connection.
  if (res.headersSent) {
    next(error);
    return;
  }
  res.status(500).json({ error: 'Internal error' } satisfies ErrorBody);
};
