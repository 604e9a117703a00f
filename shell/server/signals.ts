/**
 * Real-user signals in: `POST /__signals`, one beacon per page view (the islands loader sends it with
 * sendBeacon when the page is hidden). Same origin only, at most 4 KB, 120 a minute per client, and
 * checked against the beacon schema: anything else gets a 400 with the reason and is not counted.
 */
import express, { type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { MAX_BEACON_BYTES, parseBeacon, type Beacon } from '@site/releases/signals';
import { SIGNALS_PATH } from '../shared/contract';

export interface SignalsOptions {
  /** Keeps a valid beacon (the deploy root's record). */
  readonly record: (beacon: Beacon) => Promise<void>;
  /** Beacons per client per minute; a page view sends one. */
  readonly perMinute?: number;
}

const refuse = (res: Response, status: number, error: string) =>
  res.status(status).type('application/json').send(JSON.stringify({ error }));

export function signalsRoutes({ record, perMinute = 120 }: SignalsOptions): express.Router {
  const router = express.Router();
  router.post(
    SIGNALS_PATH,
    rateLimit({
      windowMs: 60_000,
      limit: perMinute,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (_req: Request, res: Response) => refuse(res, 429, 'Too many beacons, please slow down.'),
    }),
    // Another site's page may not post into our figures: browsers say where a request came from.
    (req, res, next) => {
      const site = req.get('Sec-Fetch-Site');
      if (site && site !== 'same-origin') refuse(res, 403, 'Beacons come from this site’s own pages.');
      else next();
    },
    // sendBeacon posts text/plain (a simple request, no preflight); any type is read as text.
    express.text({ type: () => true, limit: MAX_BEACON_BYTES }),
    (req, res, next) => {
      const parsed = parseBeacon(typeof req.body === 'string' ? req.body : '');
      if (!parsed.ok) {
        refuse(res, 400, parsed.error);
        return;
      }
      record(parsed.beacon).then(() => res.status(204).end(), next);
    },
  );
  // A body over the limit: express.text's 413, said plainly.
  router.use(SIGNALS_PATH, (error: { status?: number; type?: string }, _req: Request, res: Response, next: (error?: unknown) => void) => {
    if (error.type === 'entity.too.large') refuse(res, 413, `A beacon is at most ${MAX_BEACON_BYTES} bytes.`);
    else next(error);
  });
  return router;
}
