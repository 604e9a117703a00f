import { Router, type RequestHandler } from 'express';
import type { ErrorBody } from '../httpErrors';
import { perIpLimit } from '../rateLimits';
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

  // The form endpoints (routes/forms.ts), one per form declared in @site/form-schemas; the
  // per-IP limit counts all forms together.
  const perIp = perIpLimit(deps.config);
  for (const mount of formEndpoints) mount(api, deps, perIp);
  api.post('/requests/*kind', unknownForm);

  for (const routes of extraRoutes) api.use(routes);
  return api;
}
