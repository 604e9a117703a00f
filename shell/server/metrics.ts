/**
 * `/metrics` for operators (Prometheus text format, prom-client): per part and release, live and
 * canary, the real-user signals the canary decision reads. Answered from loopback, or to a request
 * bearing METRICS_TOKEN; anyone else gets a 404, as if there were nothing here.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { Gauge, Registry } from 'prom-client';

export interface ReleaseMetrics {
  readonly part: string;
  readonly release: string;
  /** `live`, or `canary` while one runs. */
  readonly role: 'live' | 'canary';
  readonly pageViews: number;
  readonly errorViews: number;
  readonly lcpP75: number | null;
  readonly inpP75: number | null;
  readonly clsP75: number | null;
}

const LOOPBACK = /^(::ffff:)?127\.\d+\.\d+\.\d+$|^::1$/;

function allowed(req: Request, token: string | undefined): boolean {
  if (LOOPBACK.test(req.socket.remoteAddress ?? '')) return true;
  const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
  if (!token || !given) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metricsHandler(options: {
  readonly token?: string;
  readonly collect: () => Promise<readonly ReleaseMetrics[]>;
}): RequestHandler {
  const registry = new Registry();
  const labelNames = ['part', 'release', 'role'] as const;
  const gauge = (name: string, help: string) => new Gauge({ name, help, labelNames, registers: [registry] });
  const pageViews = gauge('site_page_views', 'Page views reported by real visitors, per part release');
  const errorRate = gauge('site_error_rate', 'Share of page views with an error from the part (0-1)');
  const lcp = gauge('site_lcp_p75_ms', '75th percentile Largest Contentful Paint, ms');
  const inp = gauge('site_inp_p75_ms', '75th percentile Interaction to Next Paint, ms');
  const cls = gauge('site_cls_p75', '75th percentile Cumulative Layout Shift');
  return (req, res, next) => {
    if (!allowed(req, options.token)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    options
      .collect()
      .then(async (releases) => {
        registry.resetMetrics();
        for (const release of releases) {
          const labels = { part: release.part, release: release.release, role: release.role };
          pageViews.set(labels, release.pageViews);
          errorRate.set(labels, release.pageViews ? release.errorViews / release.pageViews : 0);
          if (release.lcpP75 !== null) lcp.set(labels, release.lcpP75);
          if (release.inpP75 !== null) inp.set(labels, release.inpP75);
          if (release.clsP75 !== null) cls.set(labels, release.clsP75);
        }
        res.setHeader('Cache-Control', 'no-store');
        res.type(registry.contentType).send(await registry.metrics());
      })
      .catch(next);
  };
}
