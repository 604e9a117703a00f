import express from 'express';
import request from 'supertest';
import { createRemoteServer } from '../staticServer';
import { createServiceRegistry, httpMetrics, metricsEndpoint } from './index';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Every request seen from another host, as a client elsewhere on the network would be. */
const fromElsewhere: express.RequestHandler = (req, _res, next) => {
  Object.defineProperty(req.socket, 'remoteAddress', { value: '203.0.113.9', configurable: true });
  next();
};

function appWith(options: { token?: string; trustProxy?: string[]; remote?: boolean } = {}) {
  const app = express();
  if (options.trustProxy) app.set('trust proxy', options.trustProxy);
  if (options.remote) app.use(fromElsewhere);
  const registry = createServiceRegistry('test', { defaultMetrics: false });
  app.use(httpMetrics(registry, (req) => (req.path === '/metrics' ? 'metrics' : 'page')));
  app.get('/metrics', metricsEndpoint(registry, { token: options.token }));
  app.get('/page', (_req, res) => res.send('ok'));
  return app;
}

describe('/metrics', () => {
  it('answers loopback with the request counters and latency histogram, labelled by service and route kind', async () => {
    const app = appWith();
    await request(app).get('/page');
    const response = await request(app).get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toContain('http_requests_total{route_kind="page",method="GET",status="200",service="test"} 1');
    expect(response.text).toContain('http_request_duration_seconds_bucket{le="+Inf",service="test",route_kind="page"} 1');
  });

  it('refuses another address without the token (404), and answers it with the token', async () => {
    const app = appWith({ remote: true, token: 'operators-token' });
    expect((await request(app).get('/metrics')).status).toBe(404);
    expect((await request(app).get('/metrics').set('Authorization', 'Bearer wrong')).status).toBe(404);
    const answered = await request(app).get('/metrics').set('Authorization', 'Bearer operators-token');
    expect(answered.status).toBe(200);
    expect(answered.text).toContain('http_requests_total');
  });

  it('without a token configured, only loopback is answered', async () => {
    expect(
      (
        await request(appWith({ remote: true }))
          .get('/metrics')
          .set('Authorization', 'Bearer ')
      ).status,
    ).toBe(404);
  });

  it('a request a proxy on this host forwarded is not loopback, trusted proxy or not', async () => {
    // The edge (nginx) on the same host forwards a visitor's request: the socket is loopback, the client is not.
    expect((await request(appWith()).get('/metrics').set('X-Forwarded-For', '198.51.100.7')).status).toBe(404);
    expect(
      (
        await request(appWith({ trustProxy: ['loopback'] }))
          .get('/metrics')
          .set('X-Forwarded-For', '198.51.100.7')
      ).status,
    ).toBe(404);
    expect((await request(appWith()).get('/metrics').set('Forwarded', 'for=198.51.100.7')).status).toBe(404);
    expect((await request(appWith()).get('/metrics').set('X-Real-IP', '198.51.100.7')).status).toBe(404);
    // …and with the token it answers wherever it comes from.
    const withToken = appWith({ token: 't' });
    expect((await request(withToken).get('/metrics').set('X-Forwarded-For', '198.51.100.7').set('Authorization', 'Bearer t')).status).toBe(
      200,
    );
  });
});

describe('a remote server’s /metrics', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-metrics-'));
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var entry;');
  writeFileSync(path.join(dir, 'main.0123456789.js'), 'var main;');
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>standalone</title>');

  it('counts entry files, immutable files and pages by kind, to loopback', async () => {
    const app = createRemoteServer({ files: { dir }, allowedOrigins: [], metrics: { service: 'pricing' } });
    await request(app).get('/remoteEntry.js');
    await request(app).get('/main.0123456789.js');
    await request(app).get('/pricing').set('Accept', 'text/html');
    await request(app).get('/missing.js');
    const text = (await request(app).get('/metrics')).text;
    expect(text).toContain('http_requests_total{route_kind="entry",method="GET",status="200",service="pricing"} 1');
    expect(text).toContain('http_requests_total{route_kind="asset_immutable",method="GET",status="200",service="pricing"} 1');
    expect(text).toContain('http_requests_total{route_kind="page",method="GET",status="200",service="pricing"} 1');
    expect(text).toContain('http_requests_total{route_kind="asset",method="GET",status="404",service="pricing"} 1');
  });

  it('is refused to another address without the token, answered with it', async () => {
    const app = express()
      .use(fromElsewhere)
      .use(createRemoteServer({ files: { dir }, allowedOrigins: [], metrics: { service: 'pricing', token: 'secret' } }));
    expect((await request(app).get('/metrics')).status).toBe(404);
    expect((await request(app).get('/metrics').set('Authorization', 'Bearer secret')).status).toBe(200);
  });
});
