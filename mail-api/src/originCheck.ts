import type { RequestHandler } from 'express';
import type { ErrorBody } from './httpErrors';

/**
 * The site's pages post forms from the shell's origin, and browsers send an Origin header with
 * every cross-origin request and every POST. A request naming any other origin is another site's
 * page trying to use our forms (and our mail server) from its visitors' browsers: 403.
 * Requests without Origin (curl, server-to-server, health probes) pass; they are not a browser
 * acting for someone else. No CORS headers are ever sent, so browsers also keep foreign pages
 * from reading any answer.
 */
export function originCheck(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin === undefined || allowed.has(origin)) {
      next();
      return;
    }
    res.status(403).json({ error: 'Origin not allowed' } satisfies ErrorBody);
  };
}
