import express from 'express';
import request from 'supertest';
import { requestLogger } from './httpLogger';
import { createLogger, logLevelFromEnv, withoutEmailAddresses } from './logger';
import { memoryLog } from './memoryLog';
import { activeTraceparent, inSpan, linksTo } from './tracing';

/** A real logger writing JSON lines into memory. */
function captured(level: 'info' | 'debug' = 'info') {
  const { destination, text, lines } = memoryLog();
  return { logger: createLogger({ service: 'test', level, destination }), text, lines };
}

describe('the site logger', () => {
  it('names its service and honours LOG_LEVEL', () => {
    const { logger, lines } = captured();
    logger.debug('not shown at info');
    logger.info('shown');
    expect(lines()).toEqual([expect.objectContaining({ service: 'test', msg: 'shown', level: 30 })]);
    expect(logLevelFromEnv({ LOG_LEVEL: 'warn' })).toBe('warn');
    expect(logLevelFromEnv({ LOG_LEVEL: ' ' })).toBe('info');
    expect(() => logLevelFromEnv({ LOG_LEVEL: 'loud' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    );
  });

  it('never writes form fields, e-mail addresses, credentials or secrets', () => {
    const { logger, text } = captured();
    logger.info(
      {
        req: { headers: { authorization: 'Bearer token-123', cookie: 'session=cookie-456' }, body: { phone: '0491 570 156' } },
        email: 'alex.citizen@example.com',
        lead: { fields: { name: 'Alex Citizen', email: 'alex.citizen@example.com' } },
        mail: { to: 'jo.reader@example.com', replyTo: 'jo.reader@example.com' },
        config: {
          databaseUrl: 'postgres://app:pg-password@db:5432/site',
          smtpUrl: 'smtps://u:smtp-password@smtp:465',
          webhookSecret: 'whsec',
        },
        webhook: { secret: 'whsec' },
      },
      'a line a careless handler might write',
    );
    const written = text();
    for (const secret of [
      'token-123',
      'cookie-456',
      '0491 570 156',
      'alex.citizen',
      'Alex Citizen',
      'jo.reader',
      'pg-password',
      'smtp-password',
      'whsec',
    ]) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain('[redacted]');
  });

  it('replaces e-mail addresses in a text', () => {
    expect(withoutEmailAddresses('/api/x?email=alex.citizen%40example.com&to=jo@example.com.au')).toBe('/api/x?email=[email]&to=[email]');
    expect(withoutEmailAddresses('sent to <jo.reader@example.com>')).toBe('sent to <[email]>');
  });
});

describe('the request log', () => {
  const appWith = (logger: ReturnType<typeof captured>['logger']) => {
    const app = express();
    app.use(
      requestLogger({
        logger,
        ignore: (req) => req.url === '/health',
        kindOf: (req) => (req.path.startsWith('/api/') ? 'form' : 'other'),
        props: (_req, res) => ({ release: (res as express.Response).locals.release as unknown }),
      }),
    );
    const api = express.Router();
    api.post('/newsletter', express.json(), (_req, res) => {
      res.locals.release = 'abc123def456';
      res.status(202).json({ status: 'subscribed' });
    });
    app.use('/api', api);
    app.get('/health', (_req, res) => res.send('ok'));
    return app;
  };

  it('writes one line per request: its id, kind, release, status and duration; never its body or credentials', async () => {
    const { logger, lines, text } = captured();
    const res = await request(appWith(logger))
      .post('/api/newsletter?email=alex.citizen@example.com')
      .set('Authorization', 'Bearer token-123')
      .send({ email: 'alex.citizen@example.com' })
      .expect(202);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines()).toEqual([
      expect.objectContaining({
        service: 'test',
        level: 30,
        // The kind is taken when the request arrives: the router's rewritten path would be `/newsletter`.
        kind: 'form',
        release: 'abc123def456',
        req: expect.objectContaining({ id, method: 'POST', url: '/api/newsletter?email=[email]' }) as unknown,
        res: { statusCode: 202 },
        responseTime: expect.any(Number) as unknown,
      }),
    ]);
    expect(text()).not.toContain('alex.citizen');
    expect(text()).not.toContain('token-123');
    // Each field once (pino-http asks for them at the start and at the end of the request).
    expect(text().match(/"kind"/g)).toHaveLength(1);
    expect(text().match(/"release"/g)).toHaveLength(1);
  });

  it("keeps the caller's request id (the shell's, a load balancer's) and echoes it; a malformed one is replaced", async () => {
    const { logger, lines } = captured();
    const app = appWith(logger);
    const kept = await request(app).post('/api/newsletter').set('X-Request-Id', 'lb-7f3a:42').send({}).expect(202);
    expect(kept.headers['x-request-id']).toBe('lb-7f3a:42');
    const replaced = await request(app).post('/api/newsletter').set('X-Request-Id', '<script>alert(1)</script>').send({}).expect(202);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines().map((line) => (line.req as { id: string }).id)).toEqual(['lb-7f3a:42', replaced.headers['x-request-id']]);
  });

  it('skips what it is told to ignore', async () => {
    const { logger, lines } = captured();
    await request(appWith(logger)).get('/health').expect(200);
    expect(lines()).toEqual([]);
  });
});

describe('tracing without the SDK (OTEL_EXPORTER_OTLP_ENDPOINT unset)', () => {
  it('runs the work, records nothing, propagates nothing', async () => {
    await expect(inSpan('work', { attributes: { a: 1 } }, (span) => Promise.resolve(span.isRecording()))).resolves.toBe(false);
    await expect(inSpan('failing', {}, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(activeTraceparent()).toBeUndefined();
    expect(linksTo('00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01')).toEqual([]);
    expect(linksTo(undefined)).toEqual([]);
  });
});
