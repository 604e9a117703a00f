import { Router, type RequestHandler } from 'express';
import type { ErrorBody } from '../httpErrors';
import { perAddressLimit, perIpLimit } from '../rateLimits';
import type { ApiDeps } from './apiDeps';
import { formEndpoints } from './forms';
import { healthHandler } from './health';

const unknownForm: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'Unknown form' } satisfies ErrorBody);
};

/**
 * Everything under /api. The shell forwards same-origin /api/* here unchanged (no prefix
 * stripping), so the browser, the shell proxy and direct calls all use the same paths.
 */
export function createApiRouter(deps: ApiDeps, extraRoutes: readonly Router[] = []): Router {
  const api = Router();
  api.get('/health', healthHandler(deps));

  // The form endpoints (routes/forms.ts), one per form declared in @site/form-schemas; each limit
  // counts all forms together (one address gets at most so many confirmations, whichever forms send them).
  const limits = { perIp: perIpLimit(deps.config), perAddress: perAddressLimit(deps.config) };
  for (const mount of formEndpoints) mount(api, deps, limits);
  api.post('/requests/*kind', unknownForm);

  for (const routes of extraRoutes) api.use(routes);
  return api;
}
