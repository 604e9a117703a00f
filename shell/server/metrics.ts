/**
 * The shell's `/metrics` (Prometheus text format, prom-client; access as every server's, see
 * server-kit/metrics): its requests by route kind and its remote cache (app.ts), and, with a deploy root,
 * per part and release, live and canary, the real-user signals the canary decision reads. Answered
 * from loopback, or to a request bearing METRICS_TOKEN; anyone else gets a 404, as if there were
 * nothing here.
 */
import type { RequestHandler } from 'express';
import { metricsEndpoint } from '@site/server-kit/metrics';
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

export function metricsHandler(options: {
  readonly token?: string | undefined;
  /** The signals of each release; none without a deploy root. */
  readonly collect?: () => Promise<readonly ReleaseMetrics[]>;
  /** The process's registry (the request counters are in it too); a registry of its own by default. */
  readonly registry?: Registry;
}): RequestHandler {
  const registry = options.registry ?? new Registry();
  const { collect } = options;
  if (!collect) return metricsEndpoint(registry, { token: options.token });
  const labelNames = ['part', 'release', 'role'] as const;
  const gauge = (name: string, help: string) => new Gauge({ name, help, labelNames, registers: [registry] });
  const pageViews = gauge('site_page_views', 'Page views reported by real visitors, per part release');
  const errorRate = gauge('site_error_rate', 'Share of page views with an error from the part (0-1)');
  const lcp = gauge('site_lcp_p75_ms', '75th percentile Largest Contentful Paint, ms');
  const inp = gauge('site_inp_p75_ms', '75th percentile Interaction to Next Paint, ms');
  const cls = gauge('site_cls_p75', '75th percentile Cumulative Layout Shift');
  const signalGauges = [pageViews, errorRate, lcp, inp, cls];
  return metricsEndpoint(registry, {
    token: options.token,
    async beforeScrape() {
      const releases = await collect();
      // Only the releases live now: a release gone since the last scrape leaves no series behind.
      for (const signal of signalGauges) signal.reset();
      for (const release of releases) {
        const labels = { part: release.part, release: release.release, role: release.role };
        pageViews.set(labels, release.pageViews);
        errorRate.set(labels, release.pageViews ? release.errorViews / release.pageViews : 0);
        if (release.lcpP75 !== null) lcp.set(labels, release.lcpP75);
        if (release.inpP75 !== null) inp.set(labels, release.inpP75);
        if (release.clsP75 !== null) cls.set(labels, release.clsP75);
      }
    },
  });
}
