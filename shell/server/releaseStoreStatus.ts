/**
 * A shell whose releases come from object storage (RELEASES_URL, issue 47) keeps its own folder in
 * step with the store (@site/releases' releaseSync). Until that folder holds the shell's live
 * release (first start, the store down) every page answers 503 with Retry-After, not an empty
 * site; `/metrics` says whether the store answered the last pull and how old the folder's copy is
 * (deploy/prometheus/alerts.yml: ReleaseStoreUnreachable).
 */
import type { RequestHandler } from 'express';
import { Gauge, type Registry } from 'prom-client';

export interface ReleaseStoreStatus {
  /** Where the store is (`s3://bucket/prefix`), for messages. */
  readonly where: string;
  readonly isReady: () => boolean;
  readonly status: () => { readonly up: boolean; readonly lastPulledAt: number | null };
}

/** Every request but `/metrics` waits for the first pull: a 503 a load balancer or a browser retries. */
export function releaseStoreGate(store: ReleaseStoreStatus): RequestHandler {
  return (req, res, next) => {
    if (store.isReady() || req.path === '/metrics') {
      next();
      return;
    }
    res
      .status(503)
      .set({ 'Retry-After': '2', 'Cache-Control': 'no-store' })
      .type('text/plain')
      .send('The site is starting: its releases are on their way from the release store. Try again in a moment.\n');
  };
}

export function releaseStoreMetrics(registry: Registry, store: ReleaseStoreStatus): void {
  new Gauge({
    name: 'shell_release_store_up',
    help: 'Whether the release store answered the last pull (1) or not (0): the shell serves its last good releases meanwhile',
    registers: [registry],
    collect() {
      this.set(store.status().up ? 1 : 0);
    },
  });
  new Gauge({
    name: 'shell_release_store_last_pull_age_seconds',
    help: "Seconds since the shell's folder was last brought up to the release store (-1 before the first pull)",
    registers: [registry],
    collect() {
      const { lastPulledAt } = store.status();
      this.set(lastPulledAt === null ? -1 : (Date.now() - lastPulledAt) / 1000);
    },
  });
}
