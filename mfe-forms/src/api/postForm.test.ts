import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startApi, stopApiServers } from '../testSupport/apiServer';
import { postForm, REQUEST_TIMEOUT_MS } from './postForm';

afterEach(stopApiServers);

const fieldNames = ['email', 'phone'] as const;

describe('postForm', () => {
  it('gives up after the spec’s 10 seconds: an API that never answers is a failure once the deadline passes', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    // A server that takes the request and never answers (CORS preflight aside).
    const silent = createServer((req, res) => {
      if (req.method === 'OPTIONS')
        res
          .writeHead(204, {
            'Access-Control-Allow-Origin': '*',
            'Access-Control-Allow-Headers': 'content-type',
            'Access-Control-Allow-Methods': 'POST',
          })
          .end();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const started = Date.now();
      await expect(postForm('/api/newsletter', {}, { fieldNames, baseUrl, timeoutMs: 300 })).resolves.toEqual({ kind: 'failed' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it.each([200, 202, 204])('counts %s as sent, posting the body as JSON to the path', async (status) => {
    const api = await startApi({ status });
    await expect(postForm('/api/newsletter', { email: 'jo@example.com' }, { fieldNames, baseUrl: api.baseUrl })).resolves.toEqual({
      kind: 'sent',
    });
    expect(api.received).toEqual([expect.objectContaining({ method: 'POST', url: '/api/newsletter', body: { email: 'jo@example.com' } })]);
    expect(api.received[0]?.headers['content-type']).toMatch(/^application\/json/);
  });

  it("sends the idempotency key in the draft's Idempotency-Key header, and none without one", async () => {
    const api = await startApi({ status: 202 });
    await postForm('/api/newsletter', {}, { fieldNames, baseUrl: api.baseUrl, idempotencyKey: '8e03978e-40d5-43e8-bc93-6894a57f9324' });
    await postForm('/api/newsletter', {}, { fieldNames, baseUrl: api.baseUrl });
    expect(api.received.map((got) => got.headers['idempotency-key'])).toEqual(['"8e03978e-40d5-43e8-bc93-6894a57f9324"', undefined]);
  });

  it('tells a 409 (the key went with another body) apart', async () => {
    const api = await startApi({ status: 409, body: { error: 'This Idempotency-Key was already used for a different submission.' } });
    await expect(postForm('/api/x', {}, { fieldNames, baseUrl: api.baseUrl, idempotencyKey: 'k-12345678' })).resolves.toEqual({
      kind: 'conflict',
    });
  });

  it("gives a 422's messages for the form's own fields only", async () => {
    const api = await startApi({
      status: 422,
      body: { error: 'Validation failed', fields: { email: 'Bad address', website: 'x', phone: 42, fax: 'No' } },
    });
    await expect(postForm('/api/x', {}, { fieldNames, baseUrl: api.baseUrl })).resolves.toEqual({
      kind: 'invalid',
      fields: { email: 'Bad address' },
    });
  });

  it.each([
    ['a 422 without fields', { status: 422, body: { error: 'Validation failed' } }],
    ['a 422 about no field of the form', { status: 422, body: { error: 'Validation failed', fields: { website: 'x' } } }],
    ['a 400', { status: 400, body: { error: 'Invalid JSON' } }],
    ['a 429', { status: 429, body: { error: 'Too many requests, please try again later.' } }],
    ['a 502', { status: 502, body: { error: 'Request failed' } }],
  ])('counts %s as failed', async (_name, reply) => {
    const api = await startApi(reply);
    await expect(postForm('/api/x', {}, { fieldNames, baseUrl: api.baseUrl })).resolves.toEqual({ kind: 'failed' });
  });

  it("counts a client that could not be fetched (the visitor's network dropped) as failed, and fetches it again next time", async () => {
    const api = await startApi({ status: 202 });
    await jest.isolateModulesAsync(async () => {
      jest.doMock('axios', () => {
        throw new Error('ChunkLoadError: offline');
      });
      const isolated = await import('./postForm');
      await expect(isolated.postForm('/api/newsletter', {}, { fieldNames, baseUrl: api.baseUrl })).resolves.toEqual({ kind: 'failed' });
      jest.dontMock('axios');
      await expect(isolated.postForm('/api/newsletter', {}, { fieldNames, baseUrl: api.baseUrl })).resolves.toEqual({ kind: 'sent' });
    });
    expect(api.received).toHaveLength(1);
  });
});
