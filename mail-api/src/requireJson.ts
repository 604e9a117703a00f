import type { RequestHandler } from 'express';
import type { ErrorBody } from './httpErrors';

/**
 * The API speaks JSON only. A body of another type would reach handlers as `undefined` and fail
 * validation with a misleading message, so it is refused up front with 415.
 * Use it per route (not per router) so unknown paths still answer 404. Requests with no body
 * headers at all pass (req.is() returns null); handlers validate what they require.
 */
export const requireJsonBody: RequestHandler = (req, res, next) => {
  if (req.is('application/json') === false) {
    res.status(415).json({ error: 'Content-Type must be application/json' } satisfies ErrorBody);
    return;
  }
  next();
};
