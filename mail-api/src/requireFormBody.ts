import type { RequestHandler } from 'express';
import type { ErrorBody } from './httpErrors';

/**
 * Form posts come as the script's JSON or, without script, as the HTML form's urlencoded body (issue 46,
 * turned into the same object by the form's decoder). A body of another type would reach handlers as
 * `undefined` and fail validation with a misleading message, so it is refused up front with 415.
 * Use it per route (not per router) so unknown paths still answer 404. Requests with no body
 * headers at all pass (req.is() returns null); handlers validate what they require.
 */
export const requireFormBody: RequestHandler = (req, res, next) => {
  if (req.is(['application/json', 'application/x-www-form-urlencoded']) === false) {
    res.status(415).json({ error: 'Content-Type must be application/json or application/x-www-form-urlencoded' } satisfies ErrorBody);
    return;
  }
  next();
};
