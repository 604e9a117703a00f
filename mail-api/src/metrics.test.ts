import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { exampleNewsletter } from '@site/form-schemas';
import type { InternalWithConfirmation } from './mail/message';
import { capturedLogger } from './testSupport/captureLogs';
import { eventually, startTestService, storeKinds, type TestService } from './testSupport/service';
import { testStoreBacking, type TestStoreBacking } from './testSupport/stores';
import { loadConfig } from './config';
import { createMailApiMetrics } from './metrics';
import { startMailApiService } from './service';

const mails: InternalWithConfirmation = {
  internal: { from: 'no-reply@site.example', to: 'staff@site.example', replyTo: 'v@example.com', subject: 'Internal', text: 'One' },
  confirmation: { from: 'no-reply@site.example', to: 'v@example.com', subject: 'Thanks', text: 'Thanks' },
};

/** A metric's value in the exposition text (the first series matching `series`), or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(series));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe.each(storeKinds)('/metrics on the %s store', (storeKind) => {
  let t: TestService;
  afterEach(async () => {
    await t.stop();
  });

  it('answers loopback with the queue, the delivery attempts and the requests by route kind', async () => {
    t = await startTestService({ storeKind });
    const { app } = t.service;
    await t.smtp.stop(); // the e-mails wait in the queue
    await request(app).post('/api/newsletter').send(exampleNewsletter).expect(202);
    await eventually(async () =>
      expect(valueOf((await request(app).get('/metrics')).text, 'mail_delivery_attempts_total{result="failed"')).toBeGreaterThan(0),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const response = await request(app).get('/metrics').expect(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(valueOf(response.text, 'mail_queue_depth{service="mail-api"}')).toBe(1);
    expect(valueOf(response.text, 'mail_queue_oldest_pending_seconds{service="mail-api"}')).toBeGreaterThan(0);
    expect(valueOf(response.text, 'mail_store_up{service="mail-api"}')).toBe(1);
    expect(response.text).toContain('mail_webhook_attempts_total{result="sent",service="mail-api"} 0');
    expect(response.text).toContain('mail_lease_takeovers_total{work="e-mail",service="mail-api"} 0');
    expect(response.text).toContain('http_requests_total{route_kind="form",method="POST",status="202",service="mail-api"} 1');
  });

  it('refuses a request forwarded from another address (the shell, a proxy) with a 404', async () => {
    t = await startTestService({ storeKind });
    // The default TRUST_PROXY is loopback: req.ip is then the forwarded client, not this host.
    await request(t.service.app).get('/metrics').set('X-Forwarded-For', '203.0.113.9').expect(404);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  it('answers another address that bears the token, and only that', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mail-api-metrics-'));
    const service = await startMailApiService({
      config: loadConfig({ OUTBOX_DIR: dir, SUBMISSIONS_DB: path.join(dir, 'submissions.db'), LOG_LEVEL: 'silent' }),
      logger: capturedLogger().logger,
      metricsToken: 'operators-token',
    });
    try {
      const from = { 'X-Forwarded-For': '203.0.113.9' };
      await request(service.app).get('/metrics').set(from).set('Authorization', 'Bearer wrong').expect(404);
      const answered = await request(service.app).get('/metrics').set(from).set('Authorization', 'Bearer operators-token').expect(200);
      expect(answered.text).toContain('mail_queue_depth');
      // Delivered at once to the outbox: counted as sent.
      await request(service.app).post('/api/newsletter').send(exampleNewsletter).expect(202);
      await eventually(async () =>
        expect(valueOf((await request(service.app).get('/metrics')).text, 'mail_delivery_attempts_total{result="sent"')).toBe(2),
      );
    } finally {
      await service.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(storeKinds)('lease takeovers on the %s store', (storeKind) => {
  let backing: TestStoreBacking;
  afterEach(async () => {
    await backing.cleanUp();
  });

  it('are counted when a claim whose lease ran out with no outcome is claimed again', async () => {
    backing = await testStoreBacking(storeKind, capturedLogger().logger);
    const metrics = createMailApiMetrics();
    const holder = await backing.open({ leaseMs: 100 });
    // SQLite: one process owns the file, so its own next claim is the takeover; PostgreSQL: another instance's.
    const taker = storeKind === 'sqlite' ? holder : await backing.open({ leaseMs: 100 });
    const counted = metrics.counted(taker);
    await holder.intake.enqueue('newsletter', mails);
    expect(await holder.mailQueue.claimDue(1)).toHaveLength(1); // …and its holder dies without recording anything
    expect(await counted.mailQueue.claimDue(1)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await counted.mailQueue.claimDue(1)).toHaveLength(1);
    const text = await metrics.registry.metrics();
    expect(text).toContain('mail_lease_takeovers_total{work="e-mail",service="mail-api"} 1');
    await metrics.readQueue(counted);
    expect(valueOf(await metrics.registry.metrics(), 'mail_queue_depth{service="mail-api"}')).toBe(1);
  });
});
