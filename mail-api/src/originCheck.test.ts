import request from 'supertest';
import { settle, startTestService, type TestService } from './testSupport/service';

let t: TestService;
afterEach(async () => {
  await t.stop();
});

describe('Origin check', () => {
  it('answers 403 to a form post from another origin, storing and sending nothing, with no CORS headers', async () => {
    t = await startTestService();
    const res = await request(t.service.app)
      .post('/api/newsletter')
      .set('Origin', 'https://evil.example')
      .send({ email: 'alex@example.com' })
      .expect(403);
    expect(res.body).toEqual({ error: 'Origin not allowed' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    await settle();
    expect(await t.service.store.mailQueue.pendingCount()).toBe(0);
    expect(t.smtp.recipientsOffered).toEqual([]);
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000'])('accepts the shell origin %s, still without CORS headers', async (origin) => {
    t = await startTestService();
    const res = await request(t.service.app).post('/api/newsletter').set('Origin', origin).send({ email: 'alex@example.com' }).expect(202);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('accepts requests without an Origin header (curl, server-to-server)', async () => {
    t = await startTestService();
    await request(t.service.app).post('/api/newsletter').send({ email: 'alex@example.com' }).expect(202);
  });

  it.each(['cross-site', 'same-site', 'Cross-Site'])(
    'answers 403 to Sec-Fetch-Site: %s without an Origin (another page, as the shell forwards a plain post)',
    async (fetchSite) => {
      t = await startTestService();
      for (const post of [
        request(t.service.app).post('/api/newsletter').set('Sec-Fetch-Site', fetchSite).send({ email: 'alex@example.com' }),
        request(t.service.app).post('/api/newsletter').set('Sec-Fetch-Site', fetchSite).type('form').send('email=alex%40example.com'),
      ]) {
        const res = await post.expect(403);
        expect(res.body).toEqual({ error: 'Origin not allowed' });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
      await settle();
      expect(await t.service.store.mailQueue.pendingCount()).toBe(0);
      expect(t.smtp.recipientsOffered).toEqual([]);
    },
  );

  it.each(['same-origin', 'none'])("accepts Sec-Fetch-Site: %s (the site's own page, or typed in)", async (fetchSite) => {
    t = await startTestService();
    await request(t.service.app).post('/api/newsletter').set('Sec-Fetch-Site', fetchSite).send({ email: 'alex@example.com' }).expect(202);
  });

  it('accepts an allowed Origin whatever Sec-Fetch-Site says (a site served on more than one allowed origin)', async () => {
    t = await startTestService({ env: { SITE_ORIGINS: 'https://www.example.com,https://example.com' } });
    await request(t.service.app)
      .post('/api/newsletter')
      .set('Origin', 'https://example.com')
      .set('Sec-Fetch-Site', 'same-site')
      .send({ email: 'alex@example.com' })
      .expect(202);
    // …and still refuses a foreign Origin that claims to be same-origin.
    await request(t.service.app)
      .post('/api/newsletter')
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ email: 'alex@example.com' })
      .expect(403);
  });

  it('follows SITE_ORIGINS, and SHELL_PORT by default', async () => {
    t = await startTestService({ env: { SITE_ORIGINS: 'https://www.example.com' } });
    await request(t.service.app)
      .post('/api/newsletter')
      .set('Origin', 'https://www.example.com')
      .send({ email: 'a@example.com' })
      .expect(202);
    await request(t.service.app)
      .post('/api/newsletter')
      .set('Origin', 'http://localhost:3000')
      .send({ email: 'a@example.com' })
      .expect(403);
    await t.stop();

    t = await startTestService({ env: { SHELL_PORT: '3100' } });
    await request(t.service.app)
      .post('/api/newsletter')
      .set('Origin', 'http://localhost:3100')
      .send({ email: 'a@example.com' })
      .expect(202);
    await request(t.service.app)
      .post('/api/newsletter')
      .set('Origin', 'http://localhost:3000')
      .send({ email: 'a@example.com' })
      .expect(403);
  });
});
