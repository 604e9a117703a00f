import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import request from 'supertest';
import { exampleTrial } from '@site/form-schemas';
import { addressForLimits } from './rateLimits';
import { eventually, settle, startTestService, type TestService } from './testSupport/service';

let t: TestService;
afterEach(async () => {
  await t.stop();
});

const demo = (email: string) => ({
  fullName: 'Alex Citizen',
  email,
  phone: '02 5550 1234',
  organisation: 'Example Care Services',
  role: 'Roster manager',
  areas: 'payroll',
  preferredTime: '2999-01-01T10:00',
  timeZoneOffsetMinutes: 0,
  privacyAccepted: true,
});

describe('per client IP', () => {
  it('answers 429 with Retry-After after RATE_LIMIT_PER_IP form posts from one client, counting invalid ones, storing nothing more', async () => {
    t = await startTestService({ env: { RATE_LIMIT_PER_IP: '3' } });
    const app = t.service.app;
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });

    await request(app).post('/api/newsletter').set(from('203.0.113.5')).send({ email: 'a@example.com' }).expect(202);
    await request(app).post('/api/newsletter').set(from('203.0.113.5')).send({ email: 'nope' }).expect(422);
    await request(app).post('/api/requests/demo').set(from('203.0.113.5')).send(demo('b@example.com')).expect(202);
    const limited = await request(app).post('/api/trial').set(from('203.0.113.5')).send({}).expect(429);
    expect(limited.body).toEqual({ error: 'Too many requests, please try again later.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);

    // Another visitor behind the same shell proxy is not affected.
    await request(app).post('/api/newsletter').set(from('198.51.100.7')).send({ email: 'c@example.com' }).expect(202);
    // Behind the trusted proxy, the right-most entry it wrote is the client, whatever came before it.
    await request(app).post('/api/newsletter').set(from('203.0.113.99, 203.0.113.5')).send({ email: 'd@example.com' }).expect(429);
    await eventually(() => expect(t.smtp.received).toHaveLength(6));
    await settle();
    expect(t.smtp.received).toHaveLength(6);
    expect(t.smtp.recipientsOffered).not.toContain('d@example.com');
  });

  it('ignores X-Forwarded-For from anything but the trusted proxies (loopback by default), so a client cannot pick its own address', async () => {
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((nic) => nic && nic.family === 'IPv4' && !nic.internal)?.address;
    if (external === undefined) return; // no non-loopback interface on this machine: nothing to check
    t = await startTestService({ env: { RATE_LIMIT_PER_IP: '2' } });
    const server: Server = createServer(t.service.app);
    await new Promise<void>((resolve) => server.listen(0, external, resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await fetch(`http://${external}:${port}/api/newsletter`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `192.0.2.${i}` },
          body: JSON.stringify({ email: `v${i}@example.com` }),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([202, 202, 429]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('client address', () => {
  it('logs the client the limits count (clientIp), not the proxy the request came through', async () => {
    t = await startTestService();
    await request(t.service.app)
      .post('/api/newsletter')
      .set('X-Forwarded-For', '203.0.113.44')
      .send({ email: 'log@example.com' })
      .expect(202);
    await eventually(() =>
      expect(t.logs.lines().find((line) => line.msg === 'request completed')).toMatchObject({ clientIp: '203.0.113.44' }),
    );
  });

  it('with TRUST_PROXY naming other proxies, X-Forwarded-For from this host is ignored too', async () => {
    t = await startTestService({ env: { RATE_LIMIT_PER_IP: '2', TRUST_PROXY: '10.0.0.0/8' } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await request(t.service.app)
        .post('/api/newsletter')
        .set('X-Forwarded-For', `192.0.2.${i}`)
        .send({ email: `v${i}@example.com` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([202, 202, 429]);
  });
});

describe('addressForLimits', () => {
  it.each([
    ['Alex@Example.com', 'alex@example.com'],
    ['  alex@example.com \t', 'alex@example.com'],
    ['a+x@Example.com', 'a@example.com'],
    ['alex+news+2@example.com', 'alex@example.com'],
    ['a.lex@example.com', 'a.lex@example.com'],
    ['A.Lex+promo@GMail.com', 'alex@gmail.com'],
    ['a.l.e.x@googlemail.com', 'alex@gmail.com'],
    ['alex@mail.gmail.com', 'alex@mail.gmail.com'],
    ['"a+b"@example.com', '"a@example.com'],
    ['no-at-sign', 'no-at-sign'],
    ['a@constructor', 'a@constructor'],
  ])('counts %j as the mailbox %j', (typed, mailbox) => {
    expect(addressForLimits(typed)).toBe(mailbox);
  });
});

describe('per mailbox, all forms together (issue 57)', () => {
  it('answers 429 after RATE_LIMIT_PER_EMAIL accepted submissions for one mailbox, whatever the IP, case, +tag or form', async () => {
    t = await startTestService({ env: { RATE_LIMIT_PER_EMAIL: '2' } });
    const app = t.service.app;
    const post = (url: string, ip: string, body: object) => request(app).post(url).set('X-Forwarded-For', ip).send(body);

    await post('/api/newsletter', '203.0.113.1', { email: 'a+x@Example.com' }).expect(202);
    // Another form, another spelling of the same mailbox: the same counter.
    await post('/api/requests/demo', '203.0.113.2', demo('a@example.com')).expect(202);
    for (const [url, body] of [
      ['/api/newsletter', { email: ' A+other@example.com ' }],
      ['/api/requests/expert', demo('a+expert@example.com')],
      ['/api/trial', { ...exampleTrial, email: 'A@EXAMPLE.COM' }],
    ] as const) {
      const limited = await post(url, '203.0.113.3', body).expect(429);
      expect(limited.body).toEqual({ error: 'Too many requests, please try again later.' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    }

    // Another mailbox has its own counter; Gmail's dots and googlemail.com are one mailbox.
    await post('/api/newsletter', '203.0.113.5', { email: 'sam.reader@gmail.com' }).expect(202);
    await post('/api/trial', '203.0.113.6', { ...exampleTrial, email: 'samreader+trial@googlemail.com' }).expect(202);
    await post('/api/requests/demo', '203.0.113.7', demo('s.a.m.reader@gmail.com')).expect(429);

    await eventually(() => expect(t.smtp.received).toHaveLength(8));
    await settle();
    expect(t.smtp.received).toHaveLength(8);
    const toMailboxA = t.smtp.recipientsOffered.filter((address) => /^a(\+.*)?@example\.com$/i.test(address));
    expect(toMailboxA.map((address) => address.toLowerCase())).toEqual(['a+x@example.com', 'a@example.com']);
  });

  it('tells no one how many submissions an address had: no RateLimit header of its own', async () => {
    t = await startTestService({ env: { RATE_LIMIT_PER_EMAIL: '3' } });
    const app = t.service.app;
    const fresh = await request(app).post('/api/newsletter').set('X-Forwarded-For', '203.0.113.1').send({ email: 'new@example.com' });
    await request(app).post('/api/newsletter').set('X-Forwarded-For', '203.0.113.2').send({ email: 'seen@example.com' }).expect(202);
    const seen = await request(app).post('/api/newsletter').set('X-Forwarded-For', '203.0.113.3').send({ email: 'seen+again@example.com' });
    expect(fresh.status).toBe(202);
    expect(seen.status).toBe(202);
    // The per-IP allowance is the client's own; the address's would tell on whoever typed it before.
    for (const answer of [fresh, seen]) {
      expect(answer.headers['ratelimit']).toBe('"20-in-10min"; r=19; t=600');
      expect(answer.headers['ratelimit-policy']).toMatch(/^"20-in-10min"; q=20; w=600; pk=:[\w+/=]+:$/);
    }
  });

  it('does not count refused submissions', async () => {
    t = await startTestService({ env: { RATE_LIMIT_PER_EMAIL: '1' } });
    const app = t.service.app;
    for (let i = 0; i < 3; i += 1) {
      await request(app)
        .post('/api/requests/demo')
        .send({ ...demo('alex@example.com'), phone: 'call me' })
        .expect(422);
    }
    await request(app).post('/api/requests/demo').send(demo('alex@example.com')).expect(202);
  });
});
