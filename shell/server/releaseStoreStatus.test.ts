/** A shell whose releases come from object storage: no page before its folder holds its release; /metrics tells. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createShellServer } from './app';

/** The site's configured origin (PUBLIC_URL) in these tests. */
const SITE_ORIGIN = 'http://localhost:3000';

const distDir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');

function shellWithStore(state: { ready: boolean; up: boolean; lastPulledAt: number | null }) {
  return createShellServer({
    publicUrl: SITE_ORIGIN,
    distDirs: () => Promise.resolve([distDir]),
    mailApiUrl: 'http://127.0.0.1:9',
    remotesManifest: () => Promise.resolve({ remotes: [] }),
    releaseStore: { where: 's3://site-releases/prod/', isReady: () => state.ready, status: () => state },
  });
}

describe('a shell kept in step with a release store', () => {
  it('answers every page with a 503 to retry until its folder holds its live release, and says so in /metrics', async () => {
    const state = { ready: false, up: false, lastPulledAt: null };
    const app = shellWithStore(state);
    const page = await request(app).get('/pricing');
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe('2');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('its releases are on their way from the release store');
    expect((await request(app).get('/remotes.json')).status).toBe(503); // the readiness check waits too
    const metrics = await request(app).get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.text).toMatch(/^shell_release_store_up{service="shell"} 0$/m);
    expect(metrics.text).toMatch(/^shell_release_store_last_pull_age_seconds{service="shell"} -1$/m);
  });

  it('serves once ready, and tells how old its copy is while the store is away', async () => {
    const state = { ready: true, up: false, lastPulledAt: Date.now() - 30_000 };
    const app = shellWithStore(state);
    expect((await request(app).get('/remotes.json')).status).toBe(200);
    const metrics = await request(app).get('/metrics');
    expect(metrics.text).toMatch(/^shell_release_store_up{service="shell"} 0$/m);
    const age = Number(/^shell_release_store_last_pull_age_seconds{service="shell"} (\S+)$/m.exec(metrics.text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(30);
    expect(age).toBeLessThan(40);
  });
});
