import { Router } from 'express';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { requireJsonBody } from '../requireJson';
import type { MailTransport } from '../transport';
import { healthHandler } from './health';
import { newsletterHandler } from './newsletter';
import { requestHandler } from './request';

/** What every API route may use. Later: the spool, so handlers queue mail instead of sending inline. */
export interface ApiDeps {
  readonly config: Config;
  readonly mailer: MailTransport;
  readonly logger: Logger;
}

/**
 * Everything under /api. The shell forwards same-origin /api/* here unchanged (no prefix
 * stripping), so the browser, the shell proxy and direct calls all use the same paths.
 */
export function createApiRouter(deps: ApiDeps, extraRoutes: readonly Router[] = []): Router {
  const api = Router();
  api.get('/health', healthHandler(deps.mailer));

  // ─── Form endpoints go here ──────────────────────────────────────────────────────────────
  // One module per form in src/routes/, each exporting a handler factory taking ApiDeps, e.g.
  //   api.post('/enquiries', requireJsonBody, enquiryHandler(deps));   // from '../requireJson'
  // requireJsonBody goes on each POST route, not on the router, so unknown paths stay 404.
  api.post('/newsletter', requireJsonBody, newsletterHandler(deps));
  api.post('/requests/demo', requireJsonBody, requestHandler('demo', deps));
  api.post('/requests/expert', requireJsonBody, requestHandler('expert', deps));
  // ─────────────────────────────────────────────────────────────────────────────────────────

  for (const routes of extraRoutes) api.use(routes);
  return api;
}
