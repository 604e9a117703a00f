import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import request from 'supertest';
import { exampleTrial, formatIdempotencyKey, idempotentReplayedHeader, visitorForms } from '@site/form-schemas';
import { eventually, startTestService, type TestService } from '../testSupport/service';

/**
 * Issue 57: properties of the form routes for any request a client can send, through the real app,
 * store and worker, with a real SMTP server on loopback: the answer is never a 5xx (a 4xx names the
 * client's fault), a confirmation carries nothing the visitor typed, and a repeated plain post is
 * answered as a new one.
 */

let t: TestService;
let server: Server;
let base: string;

beforeAll(async () => {
  // The limits are checked elsewhere (rateLimits.test.ts); here they must not hide the routes' answers.
  t = await startTestService({ env: { RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_EMAIL: '1000000', LOG_LEVEL: 'silent' } });
  server = createServer(t.service.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.stop();
});

const formPaths = Object.values(visitorForms).map((form) => form.path);
const formPath = fc.constantFrom(...formPaths);

/** What a header may hold on the wire (Node refuses control characters but tab). */
const headerText = fc.string({
  unit: fc
    .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }), fc.constant(0x09))
    .map((code) => String.fromCharCode(code)),
  maxLength: 80,
});
const idempotencyKey = fc.option(
  fc.oneof(headerText, fc.uuid().map(formatIdempotencyKey), fc.stringMatching(/^form-post\.[0-9a-f]{64}$/)),
  {
    nil: undefined,
  },
);

/** Arrays or objects nested `depth` deep, as JSON text (built as text: no recursion anywhere). */
const deeplyNestedJson = fc
  .tuple(
    fc.integer({ min: 1, max: 16_000 }),
    fc.constantFrom(['[', ']'], ['{"email":', '}'], ['{"attribution":', '}']),
    fc.jsonValue({ maxDepth: 1 }),
  )
  .map(([depth, [open, close], inner]) => `${open.repeat(depth)}${JSON.stringify(inner)}${close.repeat(depth)}`);

/** A form's fields with any values: closer to what passes than any JSON, so the checks behind the schema are reached too. */
const formShapedJson = fc
  .dictionary(
    fc.constantFrom(
      ...new Set(Object.values(visitorForms).flatMap((form) => form.fieldNames)),
      'website',
      'attribution',
      'renderedForMs',
      'privacyAccepted',
    ),
    fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 3 }), fc.constant(true), fc.integer()),
  )
  .map((fields) => JSON.stringify(fields));

/** 2xx, 3xx or a 4xx whose JSON body says what was wrong: never a 5xx. */
function expectNoServerError(answer: request.Response) {
  expect(answer.status).toBeGreaterThanOrEqual(200);
  expect(answer.status).toBeLessThan(500);
  if (answer.status >= 400) expect((answer.body as { error?: unknown }).error).toEqual(expect.any(String));
}

/** superagent writes what its serializer returns, a Buffer byte for byte (its types only know strings). */
const asSent = (body: string | Buffer) => body as string;

function post(path: string, headers: Record<string, string | undefined>, body: string | Buffer) {
  let pending = request(base).post(path).serialize(asSent);
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) pending = pending.set(name, value);
  return pending.send(body);
}

describe('any request to a form route is answered 2xx, 3xx or 4xx, never 5xx', () => {
  it('whatever JSON it carries, however deep, with or without an Idempotency-Key', async () => {
    const body = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      deeplyNestedJson,
      formShapedJson,
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(formPath, body, idempotencyKey, async (path, json, key) => {
        expectNoServerError(await post(path, { 'Content-Type': 'application/json', 'Idempotency-Key': key }, json));
      }),
      { numRuns: 150 },
    );
  });

  it('whatever urlencoded body it carries, a plain HTML post or not', async () => {
    const pairs = fc.array(
      fc.tuple(
        fc.oneof(fc.constantFrom('email', 'fullName', 'features', 'privacyAccepted', 'website', '__proto__'), fc.string()),
        fc.string(),
      ),
      {
        maxLength: 20,
      },
    );
    const body = fc.oneof(
      pairs.map((entries) => new URLSearchParams(entries.map(([name, value]) => [name, value])).toString()),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constant('a=&'.repeat(1001)),
    );
    await fc.assert(
      fc.asyncProperty(formPath, body, idempotencyKey, headerText, async (path, form, key, referer) => {
        const headers = { 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': key, Referer: referer };
        expectNoServerError(await post(path, headers, form));
      }),
      { numRuns: 150 },
    );
  });

  it('whatever its Content-Type, Content-Encoding and body bytes', async () => {
    const contentType = fc.option(
      fc.oneof(
        fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'application/json; charset=utf-16',
          'application/json; charset=x-unknown',
          'application/x-www-form-urlencoded',
          'application/x-www-form-urlencoded; charset=latin1',
          'application/merge-patch+json',
          'text/plain',
          'multipart/form-data; boundary=x',
          'application/json;;;=',
          '/',
        ),
        headerText,
      ),
      { nil: undefined },
    );
    const contentEncoding = fc.option(
      fc.oneof(fc.constantFrom('gzip', 'deflate', 'br', 'zstd', 'identity', 'GZIP', 'gzip, br', 'compress', 'x-gzip'), headerText),
      {
        nil: undefined,
      },
    );
    const text = fc.oneof(
      fc.constant(JSON.stringify({ email: 'jo.reader@example.com' })),
      fc.constant('email=jo.reader%40example.com'),
      fc.string(),
    );
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 300 }).map((array) => Buffer.from(array)),
      text.map((sent) => Buffer.from(sent)),
      text.map((sent) => gzipSync(sent)),
      text.map((sent) => deflateSync(sent)),
      text.map((sent) => brotliCompressSync(sent)),
      text.map((sent) => gzipSync(sent).subarray(0, 12)),
    );
    await fc.assert(
      fc.asyncProperty(formPath, contentType, contentEncoding, idempotencyKey, bytes, async (path, type, encoding, key, sent) => {
        expectNoServerError(await post(path, { 'Content-Type': type, 'Content-Encoding': encoding, 'Idempotency-Key': key }, sent));
      }),
      { numRuns: 200 },
    );
  });
});

/** A one-line text a visitor may type: not blank, no line break, at most `max` characters once trimmed. */
function typedText(max: number) {
  return fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: max })
    .filter((value) => !/[\r\n]/.test(value) && value.trim().length > 0 && value.trim().length <= max);
}

interface Sent {
  readonly path: string;
  readonly fields: Record<string, unknown>;
  /** The values the visitor typed freely. */
  readonly typed: readonly string[];
}

/** The fields as the form's controls post them: a list as the name once per item. */
function urlencodedOf(fields: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) params.append(name, String(one));
  return params.toString();
}

let visitors = 0;
/** A new address per submission, so each confirmation is found by its recipient. */
const nextAddress = () => `visitor${(visitors += 1)}@example.com`;

const requestSubmission = fc
  .record({ fullName: typedText(100), organisation: typedText(100), role: typedText(100), kind: fc.constantFrom('demo', 'expert') })
  .map(({ kind, ...typed }): Sent => ({
    path: `/api/requests/${kind}`,
    typed: Object.values(typed),
    fields: {
      ...typed,
      email: nextAddress(),
      phone: '02 5550 1234',
      areas: 'payroll',
      preferredTime: '2999-01-01T10:00',
      timeZoneOffsetMinutes: -660,
      privacyAccepted: true,
    },
  }));
const trialSubmission = fc.record({ firstName: typedText(50), lastName: typedText(50), company: typedText(100) }).map((typed): Sent => ({
  path: visitorForms.trial.path,
  typed: Object.values(typed),
  fields: { ...exampleTrial, ...typed, email: nextAddress() },
}));

describe('a confirmation, sent to an address nobody has confirmed', () => {
  it('carries nothing the visitor typed: the same text for every visitor of a form', async () => {
    const sent: Sent[] = [];
    await fc.assert(
      fc.asyncProperty(fc.oneof(requestSubmission, trialSubmission), fc.boolean(), async (submission, asPlainHtml) => {
        const { path, fields } = submission;
        const answer = asPlainHtml
          ? await post(path, { 'Content-Type': 'application/x-www-form-urlencoded' }, urlencodedOf({ ...fields, privacyAccepted: 'on' }))
          : await post(path, { 'Content-Type': 'application/json' }, JSON.stringify(fields));
        expect(answer.status).toBe(202);
        sent.push(submission);
      }),
      { numRuns: 100 },
    );

    const confirmationTo = (address: string) => t.smtp.received.find((got) => got.to.some((rcpt) => rcpt.address === address))?.mail.text;
    await eventually(() => expect(sent.every(({ fields }) => confirmationTo(String(fields.email)) !== undefined)).toBe(true), 20_000);
    // Each form's one text, whoever sent it and whatever they typed.
    const textsByForm = new Map<string, Set<string>>();
    for (const { path, fields, typed } of sent) {
      const text = confirmationTo(String(fields.email)) ?? '';
      textsByForm.set(path, (textsByForm.get(path) ?? new Set()).add(text));
      for (const value of typed) if (value.trim().length >= 4) expect(text).not.toContain(value.trim());
      expect(text).not.toContain(String(fields.email));
    }
    for (const texts of textsByForm.values()) expect(texts.size).toBe(1);
  }, 30_000);
});

describe('a plain HTML subscription of an address already subscribed', () => {
  /** What the answer tells its client, less what differs on every answer (its date, its id, the client's partition key). */
  function told(answer: request.Response) {
    const { date: _date, 'x-request-id': _id, ...headers } = answer.headers as Record<string, string>;
    return {
      status: answer.status,
      body: answer.text,
      headers: { ...headers, 'ratelimit-policy': headers['ratelimit-policy']?.replace(/pk=:[^:]*:/, 'pk=:(client):') },
    };
  }

  let clients = 0;
  /** A fresh client address each time, so every answer's per-IP allowance reads the same. */
  const subscribe = (email: string) =>
    request(base)
      .post(visitorForms.newsletter.path)
      .type('form')
      .set('X-Forwarded-For', `198.51.${Math.floor((clients += 1) / 250)}.${clients % 250}`)
      .send(new URLSearchParams({ email }).toString());

  it('is answered exactly as one of an address never seen (issue 57)', async () => {
    const address = fc.stringMatching(/^[a-z][a-z0-9]{0,15}(\.[a-z0-9]{1,8})?@[a-z]{1,10}\.example\.org$/);
    await fc.assert(
      fc.asyncProperty(address, async (email) => {
        const first = await subscribe(email);
        const repeated = await subscribe(email);
        expect(first.status).toBe(202);
        expect(repeated.headers[idempotentReplayedHeader.toLowerCase()]).toBeUndefined();
        expect(told(repeated)).toEqual(told(first));
      }),
      { numRuns: 100 },
    );
  });
});
