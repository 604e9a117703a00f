/**
 * `npm run dev -w <part> -- --site <url>`: a local front for a running site. Every request goes to
 * the site as if made there (its Host, its Origin for the same-origin checks of forms and beacons),
 * with a dev override for the named part: the site's shell then sends this browser its pages with
 * that part from this machine's dev server (shell/server/devOverride.ts), and nobody else sees it.
 * The override is signed with the site's preview secret, as a preview link is. Leaving it (the
 * banner's button) stops adding it until the override link is opened again.
 */
import type { Server } from 'node:http';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { DEV_OVERRIDE_COOKIE, DEV_OVERRIDE_EXIT_PATH, DEV_OVERRIDE_PATH, signDevOverrideToken } from '@site/releases/dev-override-token';
import { previewSecretOf } from '@site/releases/preview-secret';
import { deployRootOf } from '@site/releases/release-root';
import type { RemoteName } from '@site/site-formats/topology';

export interface SiteProxyOptions {
  readonly site: string;
  readonly part: RemoteName;
  /** Where this machine's dev server of the part is, as the browser reaches it. */
  readonly devOrigin: string;
  readonly port: number;
}

export async function startSiteProxy({ site, part, devOrigin, port }: SiteProxyOptions): Promise<{ stop: () => Promise<void> }> {
  const target = new URL(site).origin;
  const local = `http://localhost:${port}`;
  // The site's key: PREVIEW_SECRET, else (a site on this machine) its deploy root's own.
  const token = signDevOverrideToken(previewSecretOf(deployRootOf()), { part, origin: devOrigin });
  let overriding = true;

  const app = express();
  app.disable('x-powered-by');
  app.get(DEV_OVERRIDE_PATH, (_req, _res, next) => {
    overriding = true;
    next();
  });
  app.post(DEV_OVERRIDE_EXIT_PATH, (_req, _res, next) => {
    overriding = false;
    next();
  });
  app.use(
    createProxyMiddleware<express.Request, express.Response>({
      target,
      changeOrigin: true,
      // The site's redirects (303 after a form, 301 for variant spellings) stay on this front.
      autoRewrite: true,
      on: {
        proxyReq(proxyReq, req) {
          if (req.headers.origin) proxyReq.setHeader('Origin', target);
          if (req.headers.referer) proxyReq.setHeader('Referer', req.headers.referer.replace(local, target));
          const cookies = req.headers.cookie ?? '';
          if (overriding && !cookies.split(/;\s*/).some((cookie) => cookie.startsWith(`${DEV_OVERRIDE_COOKIE}=`)))
            proxyReq.setHeader('Cookie', [cookies, `${DEV_OVERRIDE_COOKIE}=${token}`].filter(Boolean).join('; '));
        },
        proxyRes(proxyRes) {
          const location = proxyRes.headers.location;
          if (location?.startsWith(target)) proxyRes.headers.location = location.replace(target, local);
          // The site's cookies belong to this front while it is in use.
          const cookies = proxyRes.headers['set-cookie'];
          if (cookies) proxyRes.headers['set-cookie'] = cookies.map((cookie) => cookie.replace(/;\s*Domain=[^;]*/i, ''));
        },
      },
    }),
  );
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(port, () => resolve(listening));
  });
  return {
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
