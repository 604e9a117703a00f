import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { Router } from 'express';
import request from 'supertest';
import { createApp } from './app';
import { jsonBodyTooDeepMessage, maxJsonBodyDepth, nestsDeeperThan } from './bodyDepth';
import { loadConfig } from './config';
import { requireFormBody } from './requireFormBody';
import { createLogger, type Logger } from './logger';
import { capturedLogger } from './testSupport/captureLogs';
import { openSqliteStore } from './store/sqliteStore';
import type { SubmissionStore } from './store/submissionStore';
import { createMailTransport, type MailTransport } from './transport';

let outboxDir: string;
let mailer: MailTransport;
let store: SubmissionStore;

beforeAll(() => {
  outboxDir = mkdtempSync(path.join(os.tmpdir(), 'mail-api-app-'));
  mailer = createMailTransport(loadConfig({ OUTBOX_DIR: outboxDir }));
  store = openSqliteStore({ file: path.join(outboxDir, 'submissions.db') });
});
afterAll(async () => {
  await mailer.close();
  await store.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

/** superagent writes what its serializer returns, a Buffer byte for byte (its types only know strings). */
const asSent = (body: Buffer) => body as unknown as string;

/** Test-only routes, mounted through the same hook (and middleware chain) real endpoints use. */
function testRoutes(): Router {
  const routes = Router();
  routes.post('/echo', requireFormBody, (req, res) => {
    res.json({ received: req.body as unknown });
  });
  routes.get('/boom', () => {
    throw new Error('database password is hunter2');
  });
  return routes;
}

function makeApp(logger: Logger = createLogger('silent')) {
  const config = loadConfig({ OUTBOX_DIR: outboxDir, LOG_LEVEL: 'silent' });
  return createApp({ config, mailer, logger, intake: store.intake, queues: store, extraApiRoutes: [testRoutes()] });
}

describe('health', () => {
  it.each(['/health', '/api/health'])('GET %s reports ok, how mail leaves (not where to) and the queue depth', async (url) => {
    const res = await request(makeApp()).get(url).expect(200).expect('Content-Type', /json/);
    expect(res.body).toEqual({ status: 'ok', mail: 'local', queue: { pending: 0, webhookPending: 0 } });
    expect(res.text).not.toContain(outboxDir);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('never shows the SMTP URL, its host, port or credentials, to anyone who asks (issue 57)', async () => {
    const smtpUrl = 'smtps://mailer-user:s3cret-pass@smtp.internal.example:2465/?pool=true';
    const smtpMailer = createMailTransport(loadConfig({ SMTP_URL: smtpUrl }));
    try {
      const config = loadConfig({ SMTP_URL: smtpUrl, LOG_LEVEL: 'silent' });
      const app = createApp({ config, mailer: smtpMailer, logger: createLogger('silent'), intake: store.intake, queues: store });
      for (const url of ['/health', '/api/health']) {
        const res = await request(app).get(url).expect(200);
        expect(res.body).toEqual({ status: 'ok', mail: 'smtp', queue: { pending: 0, webhookPending: 0 } });
        for (const secret of ['smtps:', 'mailer-user', 's3cret-pass', 'smtp.internal.example', '2465', '***'])
          expect(res.text).not.toContain(secret);
      }
    } finally {
      await smtpMailer.close();
    }
  });
});

describe('security headers', () => {
  it('sends helmet headers and hides the framework', async () => {
    const res = await request(makeApp()).get('/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('errors', () => {
  it.each([
    ['GET', '/nope'],
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
  ] as const)('%s %s is a JSON 404', async (method, url) => {
    const res = await request(makeApp())[method === 'GET' ? 'get' : 'post'](url).expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it.each(['/api/requests/unknown', '/api/requests/demo/extra'])('POST %s is a 404 "Unknown form"', async (url) => {
    const res = await request(makeApp()).post(url).send({ email: 'alex@example.com' }).expect(404);
    expect(res.body).toEqual({ error: 'Unknown form' });
    expect(await store.mailQueue.pendingCount()).toBe(0);
  });

  it('has no endpoint where a request chooses the recipient, subject or body', async () => {
    for (const url of ['/api/send-email', '/send-email', '/api/send', '/api/mail']) {
      await request(makeApp()).post(url).send({ email: 'victim@example.org', subject: 'Hi', body: 'Buy now' }).expect(404);
    }
    expect(await store.mailQueue.pendingCount()).toBe(0);
  });

  it('accepts a valid JSON body on an /api route', async () => {
    const res = await request(makeApp()).post('/api/echo').send({ name: 'Alex' }).expect(200);
    expect(res.body).toEqual({ received: { name: 'Alex' } });
  });

  it('answers invalid JSON with 400', async () => {
    const res = await request(makeApp()).post('/api/echo').set('Content-Type', 'application/json').send('{"name": ').expect(400);
    expect(res.body).toEqual({ error: 'Invalid JSON body' });
  });

  it('answers a body over 32 kB with 413', async () => {
    const res = await request(makeApp())
      .post('/api/echo')
      .send({ message: 'x'.repeat(33 * 1024) })
      .expect(413);
    expect(res.body).toEqual({ error: 'Request body too large' });
  });

  it('accepts a body just under 32 kB', async () => {
    await request(makeApp())
      .post('/api/echo')
      .send({ message: 'x'.repeat(31 * 1024) })
      .expect(200);
  });

  it('answers a body neither JSON nor urlencoded on an /api route with 415', async () => {
    const res = await request(makeApp()).post('/api/echo').set('Content-Type', 'text/plain').send('name=Alex').expect(415);
    expect(res.body).toEqual({ error: 'Content-Type must be application/json or application/x-www-form-urlencoded' });
  });

  it('reads a urlencoded body (a form posted as plain HTML), a repeated name as every value', async () => {
    const res = await request(makeApp()).post('/api/echo').type('form').send('name=Alex&box=a&box=b').expect(200);
    expect(res.body).toEqual({ received: { name: 'Alex', box: ['a', 'b'] } });
  });

  it('answers a urlencoded body over 32 kB, or of over 1000 names, with 413', async () => {
    for (const sent of [`message=${'x'.repeat(33 * 1024)}`, 'a=&'.repeat(1001)]) {
      const res = await request(makeApp()).post('/api/echo').type('form').send(sent).expect(413);
      expect(res.body).toEqual({ error: 'Request body too large' });
    }
  });

  it('answers an unknown Content-Encoding with 415', async () => {
    const res = await request(makeApp()).post('/api/echo').set('Content-Encoding', 'x-squeeze').send({ name: 'Alex' }).expect(415);
    expect(res.body).toEqual({ error: 'Unsupported content encoding' });
  });

  it('reads a compressed body whose Content-Encoding it knows', async () => {
    const res = await request(makeApp())
      .post('/api/echo')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize(asSent)
      .send(gzipSync('{"name":"Alex"}'))
      .expect(200);
    expect(res.body).toEqual({ received: { name: 'Alex' } });
  });

  it.each([
    ['gzip', Buffer.from('not gzip at all')],
    ['gzip', gzipSync('{"name":"Alex"}').subarray(0, 12)],
    ['deflate', Buffer.from('not deflate')],
    ['br', Buffer.from('not brotli')],
    ['zstd', Buffer.from('not zstd')],
  ])('answers a body that is not %s as its Content-Encoding says with 400, never 500 (issue 57)', async (encoding, bytes) => {
    for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
      const res = await request(makeApp())
        .post('/api/newsletter')
        .set('Content-Type', type)
        .set('Content-Encoding', encoding)
        .serialize(asSent)
        .send(bytes)
        .expect(400);
      expect(res.body).toEqual({ error: 'Request body does not match its Content-Encoding' });
    }
  });

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ] as const)('answers a %s bomb (32 kB inflating to 32 MB) with 413, never 500', async (encoding, compress) => {
    const bomb = compress(Buffer.alloc(32 * 1024 * 1024, ' '));
    const res = await request(makeApp())
      .post('/api/newsletter')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', encoding)
      .serialize(asSent)
      .send(bomb)
      .expect(413);
    expect(res.body).toEqual({ error: 'Request body too large' });
  });

  it('answers an unknown charset with 415', async () => {
    for (const type of ['application/json; charset=x-unknown', 'application/x-www-form-urlencoded; charset=x-unknown']) {
      const res = await request(makeApp()).post('/api/newsletter').set('Content-Type', type).send('{}').expect(415);
      expect(res.body).toEqual({ error: 'Unsupported charset' });
    }
  });

  it('hides the details of an unexpected error from the client but logs them', async () => {
    const { logger, lines } = capturedLogger();
    const res = await request(makeApp(logger)).get('/api/boom').expect(500);
    expect(res.body).toEqual({ error: 'Internal error' });
    expect(res.text).not.toContain('hunter2');

    const line = lines().find((entry) => (entry.res as { statusCode?: number } | undefined)?.statusCode === 500);
    expect(line).toMatchObject({ level: 50, err: { message: 'database password is hunter2' } });
    expect((line?.err as { stack?: string }).stack).toContain('app.test.ts');
  });
});

describe('deeply nested JSON (issue 57)', () => {
  const nested = (depth: number, inner = '"x"') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

  it.each([
    ['an array nested 15,000 deep', nested(15_000)],
    ['a form field nested 15,000 deep', `{"email":${nested(15_000)}}`],
    ['objects nested 5,000 deep', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
    [`one level more than ${maxJsonBodyDepth}`, `{"email":${nested(maxJsonBodyDepth)}}`],
  ])('is answered 400 naming the fault, with an Idempotency-Key or without, storing nothing: %s', async (_name, body) => {
    for (const idempotencyKey of ['"8e03978e-40d5-43e8-bc93-6894a57f9324"', undefined]) {
      const pending = request(makeApp()).post('/api/newsletter').set('Content-Type', 'application/json');
      const res = await (idempotencyKey === undefined ? pending : pending.set('Idempotency-Key', idempotencyKey)).send(body).expect(400);
      expect(res.body).toEqual({ error: jsonBodyTooDeepMessage });
    }
    expect(await store.mailQueue.pendingCount()).toBe(0);
  });

  it(`lets a body as deep as ${maxJsonBodyDepth} through to the form's own judgement (a 422 for a field that is no text)`, async () => {
    const res = await request(makeApp())
      .post('/api/newsletter')
      .set('Content-Type', 'application/json')
      .set('Idempotency-Key', '"8e03978e-40d5-43e8-bc93-6894a57f9324"')
      .send(`{"email":${nested(maxJsonBodyDepth - 1)}}`)
      .expect(422);
    expect(res.body).toEqual({ error: 'Validation failed', fields: { email: 'Please enter a valid email address.' } });
  });

  it('is measured without recursion, objects and arrays alike', () => {
    const deep = JSON.parse(nested(100_000)) as unknown;
    expect(nestsDeeperThan(deep, maxJsonBodyDepth)).toBe(true);
    expect(nestsDeeperThan({ attribution: { utm: { source: 'news' } }, features: ['Timesheet'] }, 3)).toBe(false);
    expect(nestsDeeperThan({ attribution: { utm: { source: 'news' } } }, 2)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan(undefined, 0)).toBe(false);
  });
});

describe('request logs', () => {
  it('log the request without its body or credentials', async () => {
    const { logger, lines } = capturedLogger();
    await request(makeApp(logger))
      .post('/api/echo')
      .set('Authorization', 'Bearer secret-token')
      .set('Cookie', 'session=secret-cookie')
      .send({ phone: '0491 570 156' })
      .expect(200);

    const logged = lines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      service: 'mail-api',
      req: { method: 'POST', url: '/api/echo' },
      res: { statusCode: 200 },
    });
    const text = JSON.stringify(logged);
    expect(text).not.toContain('0491 570 156');
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('secret-cookie');
  });

  it('skip health probes', async () => {
    const { logger, lines } = capturedLogger();
    const app = makeApp(logger);
    await request(app).get('/health').expect(200);
    await request(app).get('/api/health').expect(200);
    expect(lines()).toHaveLength(0);
  });
});
