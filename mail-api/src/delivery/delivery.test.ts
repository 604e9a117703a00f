import request from 'supertest';
import { exampleTrial } from '@site/form-schemas';
import { siteConfig } from '@site/site-config';
import type { LogLine } from '../testSupport/captureLogs';
import { countPostgresRows, setDatabaseReachable, testDatabaseUrl } from '../testSupport/postgres';
import { eventually, settle, startTestService, storeKinds, type TestService } from '../testSupport/service';
import { startSmtpServer } from '../testSupport/smtpServer';

/** End to end through the real app, store, worker and a real SMTP server on loopback. */

let t: TestService;
afterEach(async () => {
  await t.stop();
});

const demo = {
  fullName: 'Alex Citizen',
  email: 'alex.citizen@example.com',
  phone: '02 5550 1234',
  organisation: 'Example Care Services',
  role: 'Roster manager',
  areas: 'hr',
  preferredTime: '2999-01-01T10:00',
  timeZoneOffsetMinutes: 0,
  privacyAccepted: true,
};

describe.each(storeKinds)('on the %s store', (storeKind) => {
  it('says at start-up which store it uses, never with the database password', async () => {
    // The throwaway server trusts loopback, so a password in the URL is accepted and ignored.
    const withPassword = storeKind === 'postgres' ? new URL(await testDatabaseUrl()) : undefined;
    if (withPassword) withPassword.password = 's3cret';
    t = await startTestService({ storeKind, env: withPassword ? { DATABASE_URL: withPassword.toString() } : {} });
    expect(t.logs.lines()).toContainEqual(expect.objectContaining<LogLine>({ level: 30, store: storeKind }));
    expect(t.logs.text()).not.toContain('s3cret');
  });

  describe('an SMTP outage', () => {
    it('delays the e-mails but loses none: both go out once the server is back, the internal one exactly once', async () => {
      t = await startTestService({ storeKind });
      const app = t.service.app;
      const { port } = t.smtp;
      await t.smtp.stop(); // the mail server goes down

      await request(app).post('/api/requests/demo').send(demo).expect(202);
      await request(app).post('/api/trial').send(exampleTrial).expect(202);
      await eventually(() =>
        expect(t.logs.lines().filter((line) => line.msg === 'Sending the internal message failed').length).toBeGreaterThanOrEqual(4),
      );
      expect(await t.service.store.mailQueue.pendingCount()).toBe(2);
      const logged = t.logs.lines().find((line) => line.msg === 'Sending the internal message failed');
      expect(logged).toMatchObject<LogLine>({
        level: 50,
        attempt: 1,
        mailError: expect.objectContaining<Record<string, unknown>>({ message: expect.stringContaining('ECONNREFUSED') }),
      });

      const back = await startSmtpServer({ port });
      try {
        await eventually(() => expect(back.received).toHaveLength(4));
        await settle(300);
        expect(back.received).toHaveLength(4);
        const internals = back.received.filter((got) => got.mail.messageId?.includes('.internal@'));
        expect(internals.map((got) => got.to[0]?.address).sort()).toEqual(
          [siteConfig.mailboxes.enquiries, siteConfig.mailboxes.itSupport].sort(),
        );
        expect(new Set(back.received.map((got) => got.mail.messageId)).size).toBe(4);
        // Each confirmation came after its own internal message.
        for (const internal of internals) {
          const id = internal.mail.messageId?.split('.')[0] ?? '';
          const confirmationIndex = back.received.findIndex((got) => got.mail.messageId?.startsWith(`${id}.confirmation@`));
          expect(confirmationIndex).toBeGreaterThan(back.received.indexOf(internal));
        }
        expect(await t.service.store.mailQueue.pendingCount()).toBe(0);
      } finally {
        await back.stop();
      }
    });
  });

  describe('bad input on every form', () => {
    const forms = [
      ['/api/newsletter', { email: 'alex@example.com' }],
      ['/api/requests/demo', demo],
      ['/api/requests/expert', demo],
      ['/api/trial', exampleTrial],
    ] as const;

    it.each(forms)('%s: 415, 400, 413 and 422 store and send nothing', async (url, valid) => {
      t = await startTestService({ storeKind });
      const app = t.service.app;
      expect((await request(app).post(url).type('text/plain').send(JSON.stringify(valid))).status).toBe(415);
      // A plain HTML form posts urlencoded (issue 46), and a multipart one is no form of the site's.
      expect((await request(app).post(url).type('multipart/form-data; boundary=x').send('--x--\r\n')).status).toBe(415);
      const invalidJson = await request(app).post(url).set('Content-Type', 'application/json').send('{"email": ');
      expect(invalidJson.status).toBe(400);
      expect(invalidJson.body).toEqual({ error: 'Invalid JSON body' });
      const tooLarge = await request(app)
        .post(url)
        .send({ ...valid, padding: 'x'.repeat(40 * 1024) });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body).toEqual({ error: 'Request body too large' });
      const tooLargePlain = await request(app)
        .post(url)
        .type('application/x-www-form-urlencoded')
        .send(`email=alex%40example.com&padding=${'x'.repeat(40 * 1024)}`);
      expect(tooLargePlain.status).toBe(413);
      // A plain post is judged by the same schema: an address too long for it.
      expect(
        (
          await request(app)
            .post(url)
            .type('form')
            .send(`email=${'x'.repeat(250)}%40example.com`)
        ).status,
      ).toBe(422);
      expect((await request(app).post(url).send([valid])).status).toBe(422);
      expect(
        (
          await request(app)
            .post(url)
            .send({ ...valid, email: 'x'.repeat(250) + '@example.com' })
        ).status,
      ).toBe(422);
      await settle();
      expect(await t.service.store.mailQueue.pendingCount()).toBe(0);
      expect(t.smtp.recipientsOffered).toEqual([]);
    });
  });
});

describe('a SQLite store that cannot write (disk full)', () => {
  it('answers 503 "Request failed" once the database is full, logs it, and sends nothing for those', async () => {
    // A real SQLite limit: the file may not grow beyond its size at start, so once the free space in
    // its pages is used up, inserts fail with SQLITE_FULL, exactly as on a full disk.
    t = await startTestService({ store: { extraPagesAllowed: 0 } });
    const app = t.service.app;
    const statuses: number[] = [];
    for (let i = 0; i < 30 && statuses.filter((status) => status === 503).length < 3; i += 1) {
      const res = await request(app).post('/api/requests/demo').send(demo);
      statuses.push(res.status);
      if (res.status === 503) expect(res.body).toEqual({ error: 'Request failed' });
    }
    const accepted = statuses.indexOf(503);
    expect(accepted).toBeGreaterThanOrEqual(0);
    expect(statuses).toEqual([...Array<number>(accepted).fill(202), 503, 503, 503]);

    // What was accepted before is delivered; what was refused is not there to deliver.
    await eventually(() => expect(t.smtp.received).toHaveLength(2 * accepted));
    await settle();
    expect(t.smtp.received).toHaveLength(2 * accepted);
    expect(t.logs.lines()).toContainEqual(
      expect.objectContaining<LogLine>({
        level: 50,
        form: 'request-demo',
        msg: 'Storing the submission failed',
        err: expect.objectContaining({ errcode: 13, errstr: 'database or disk is full' }), // SQLITE_FULL
      }),
    );
    expect(t.logs.text()).not.toContain('alex.citizen');
  });
});

describe('a PostgreSQL store that is down', () => {
  it('answers 503 "Request failed" while the database is unreachable, stores and sends nothing for those, and recovers when it is back', async () => {
    t = await startTestService({ storeKind: 'postgres' });
    const app = t.service.app;
    const databaseUrl = t.databaseUrl ?? '';
    await request(app).post('/api/requests/demo').send(demo).expect(202);
    await eventually(() => expect(t.smtp.received).toHaveLength(2));

    await setDatabaseReachable(databaseUrl, false);
    for (let i = 0; i < 2; i += 1) {
      const res = await request(app).post('/api/requests/demo').send(demo);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: 'Request failed' });
    }
    expect((await request(app).get('/health')).status).toBe(503);
    expect(t.logs.lines()).toContainEqual(
      expect.objectContaining<LogLine>({ level: 50, form: 'request-demo', msg: 'Storing the submission failed' }),
    );
    expect(t.logs.text()).not.toContain('alex.citizen');

    await setDatabaseReachable(databaseUrl, true);
    await request(app).post('/api/requests/demo').send(demo).expect(202);
    await eventually(() => expect(t.smtp.received).toHaveLength(4));
    await settle();
    expect(t.smtp.received).toHaveLength(4);
    // Exactly the two accepted submissions are stored: the refused ones left nothing behind.
    expect(await countPostgresRows(databaseUrl)).toBe(2);
    expect((await request(app).get('/health')).body).toMatchObject({ status: 'ok', queue: { pending: 0 } });
  });
});
