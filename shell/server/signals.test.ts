/**
 * @jest-environment node
 */
import express from 'express';
import request from 'supertest';
import type { Beacon } from '@site/releases/signals';
import { metricsHandler } from './metrics';
import { SIGNALS_PATH } from '../shared/contract';
import { signalsRoutes } from './signals';

const beacon: Beacon = { v: 1, releases: [{ part: 'pricing', release: 'bbbbbbbbbbbb' }], lcp: 1200, inp: 80, cls: 0, errors: [] };

function signalsApp(perMinute?: number) {
  const recorded: Beacon[] = [];
  const app = express();
  app.use(signalsRoutes({ record: (received) => Promise.resolve(void recorded.push(received)), ...(perMinute ? { perMinute } : {}) }));
  return { app, recorded };
}

describe('POST /__signals', () => {
  it('takes a beacon as sendBeacon posts it (text/plain) and keeps it', async () => {
    const { app, recorded } = signalsApp();
    const response = await request(app).post(SIGNALS_PATH).set('Content-Type', 'text/plain;charset=UTF-8').send(JSON.stringify(beacon));
    expect(response.status).toBe(204);
    expect(recorded).toEqual([beacon]);
  });

  it('answers bad input with a 400 and the reason, an oversized body with a 413, and counts neither', async () => {
    const { app, recorded } = signalsApp();
    const notJson = await request(app).post(SIGNALS_PATH).set('Content-Type', 'text/plain').send('{"v":1,');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ error: 'A beacon is one JSON object.' });
    const wrong = await request(app)
      .post(SIGNALS_PATH)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ ...beacon, lcp: 'slow' }));
    expect(wrong.status).toBe(400);
    expect((wrong.body as { error: string }).error).toMatch(/^Not a beacon: [\s\S]*lcp/);
    const huge = await request(app).post(SIGNALS_PATH).set('Content-Type', 'text/plain').send('x'.repeat(5000));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ error: 'A beacon is at most 4096 bytes.' });
    expect(recorded).toEqual([]);
  });

  it('refuses a beacon another site’s page sent (the browser’s Sec-Fetch-Site), and does not count it', async () => {
    const { app, recorded } = signalsApp();
    const post = (site: string) => request(app).post(SIGNALS_PATH).set('Sec-Fetch-Site', site).send(JSON.stringify(beacon));
    const crossSite = await post('cross-site');
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual({ error: 'Beacons come from this site’s own pages.' });
    expect((await post('same-site')).status).toBe(403);
    expect(recorded).toEqual([]);
    expect((await post('same-origin')).status).toBe(204);
    expect(recorded).toEqual([beacon]);
  });

  it('slows down a client that sends more than a page view could', async () => {
    const { app, recorded } = signalsApp(3);
    const statuses: number[] = [];
    for (let sent = 0; sent < 5; sent += 1) statuses.push((await request(app).post(SIGNALS_PATH).send(JSON.stringify(beacon))).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect(recorded).toHaveLength(3);
  });
});

describe('/metrics', () => {
  const collect = () =>
    Promise.resolve([
      {
        part: 'pricing',
        release: 'aaaaaaaaaaaa',
        role: 'live' as const,
        pageViews: 40,
        errorViews: 1,
        lcpP75: 1300,
        inpP75: 90,
        clsP75: 0.01,
      },
      {
        part: 'pricing',
        release: 'bbbbbbbbbbbb',
        role: 'canary' as const,
        pageViews: 4,
        errorViews: 0,
        lcpP75: null,
        inpP75: null,
        clsP75: null,
      },
    ]);

  it('shows each release’s signals in the Prometheus format to loopback', async () => {
    const app = express().get('/metrics', metricsHandler({ collect }));
    const response = await request(app).get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.text).toContain('site_page_views{part="pricing",release="aaaaaaaaaaaa",role="live"} 40');
    expect(response.text).toContain('site_error_rate{part="pricing",release="aaaaaaaaaaaa",role="live"} 0.025');
    expect(response.text).toContain('site_inp_p75_ms{part="pricing",release="aaaaaaaaaaaa",role="live"} 90');
    expect(response.text).toContain('site_page_views{part="pricing",release="bbbbbbbbbbbb",role="canary"} 4');
    expect(response.text).not.toContain('site_lcp_p75_ms{part="pricing",release="bbbbbbbbbbbb"');
  });

  it('answers another address only with the token, and 404 otherwise', async () => {
    const app = express();
    // Seen from another host: as a proxy in front would make it.
    app.use((req, _res, next) => {
      Object.defineProperty(req.socket, 'remoteAddress', { value: '203.0.113.9', configurable: true });
      next();
    });
    app.get('/metrics', metricsHandler({ collect, token: 'operators-token' }));
    expect((await request(app).get('/metrics')).status).toBe(404);
    expect((await request(app).get('/metrics').set('Authorization', 'Bearer wrong')).status).toBe(404);
    expect((await request(app).get('/metrics').set('Authorization', 'Bearer operators-token')).status).toBe(200);
  });
});
