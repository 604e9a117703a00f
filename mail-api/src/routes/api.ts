import { Router, type RequestHandler } from 'express';
import type { Config } from '../config';
import type { ErrorBody } from '../httpErrors';
import type { Logger } from '../logger';
import { perEmailLimit, perIpLimit } from '../rateLimits';
import { requireJsonBody } from '../requireJson';
import type { SubmissionStore } from '../store/submissionStore';
import type { MailTransport } from '../transport';
import { healthHandler } from './health';
import { newsletterForm, newsletterHandler } from './newsletter';
import { requestForm, requestHandler } from './request';
import { trialForm, trialHandler } from './trial';

/** What handlers need of the durable store: put a submission in, and (for /health) its depth. */
export type SubmissionQueue = Pick<SubmissionStore, 'enqueue' | 'pendingCount'>;

/** What every API route may use. Handlers never send mail themselves: they queue it. */
export interface ApiDeps {
  readonly config: Config;
  /** Only described on /health; the delivery worker does the sending. */
  readonly mailer: Pick<MailTransport, 'describe'>;
  readonly logger: Logger;
  readonly queue: SubmissionQueue;
}

const unknownForm: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'Unknown form' } satisfies ErrorBody);
};

/**
 * Everything under /api. The shell forwards same-origin /api/* here unchanged (no prefix
 * stripping), so the browser, the shell proxy and direct calls all use the same paths.
 * There is deliberately no endpoint where a request names a recipient, subject or text.
 */
export function createApiRouter(deps: ApiDeps, extraRoutes: readonly Router[] = []): Router {
  const api = Router();
  api.get('/health', healthHandler(deps));

  // ─── Form endpoints go here ──────────────────────────────────────────────────────────────
  // One module per form in src/routes/, each exporting a handler factory taking ApiDeps.
  // Each route: per-IP limit, JSON only (415), per-address limit, then the handler. These go on
  // each route, not on the router, so unknown paths stay 404 and are not counted.
  const perIp = perIpLimit(deps.config);
  const form = (path: string, name: string, handler: RequestHandler) =>
    api.post(path, perIp, requireJsonBody, perEmailLimit(name, deps.config), handler);

  form('/newsletter', newsletterForm, newsletterHandler(deps));
  form('/requests/demo', requestForm('demo'), requestHandler('demo', deps));
  form('/requests/expert', requestForm('expert'), requestHandler('expert', deps));
  form('/trial', trialForm, trialHandler(deps));
  api.post('/requests/*kind', unknownForm);
  // ─────────────────────────────────────────────────────────────────────────────────────────

  for (const routes of extraRoutes) api.use(routes);
  return api;
}
