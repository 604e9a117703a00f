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

/**
 * Last middleware. Known client errors get a precise status; anything else is a 500 whose details
 * go to the log only (the client never sees a stack or message that might reveal internals).
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const type = typeof error === 'object' && error !== null && 'type' in error ? String(error.type) : '';
  const known = bodyErrors[type];
  if (known && !res.headersSent) {
    res.status(known.status).json({ error: known.message } satisfies ErrorBody);
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
