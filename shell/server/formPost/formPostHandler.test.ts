/**
 * @jest-environment node
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { formPostRoutes, type PageAnswer } from './formPostHandler';

// The page a GET of /requestDemo gets, holding a form written to @site/ui/form-post's contract.
const page = [
  '<!doctype html><html><head><title>Book a Demo | Wattlecare</title></head><body>',
  '<form method="post" data-form-post="request-demo" novalidate>',
  '<input type="hidden" name="form-endpoint" value="/api/requests/demo"><input type="hidden" name="form-sent" value="/thank-you/request">',
  '<div data-form-summary="invalid" tabindex="-1" hidden=""><h2>There is a problem</h2><ul data-form-summary-list=""></ul></div>',
  '<div data-form-summary="failed" tabindex="-1" hidden=""><h2>Request Failed</h2></div>',
  '<input id="d-name" name="fullName" data-check-field="fullName"><p id="d-name-error" data-check-message="fullName" hidden=""></p>',
  '<input id="d-email" name="email" type="email" data-check-field="email"><p id="d-email-error" data-check-message="email" hidden=""></p>',
  '</form></body></html>',
].join('');

/** What the stand-in mail API answers next, and what it was sent. */
let answer: { status: number; body: unknown; headers?: Record<string, string> } = { status: 202, body: { status: 'received' } };
const received: { url: string; body: string; headers: Record<string, string | string[] | undefined> }[] = [];

let mailApi: Server;
let mailApiUrl = '';
const sitePages = new Set(['/requestDemo', '/thank-you/request']);

beforeAll(async () => {
  // A real HTTP server standing in for the mail API (its own tests judge the posts): it records and answers.
  const upstream = express();
  upstream.use(express.text({ type: '*/*' }));
  upstream.post('/{*path}', (req, res) => {
    received.push({ url: req.originalUrl, body: req.body as string, headers: req.headers });
    res
      .status(answer.status)
      .set(answer.headers ?? {})
      .json(answer.body);
  });
  mailApi = await new Promise<Server>((resolve) => {
    const server = upstream.listen(0, '127.0.0.1', () => resolve(server));
  });
  mailApiUrl = `http://127.0.0.1:${(mailApi.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => mailApi.close(() => resolve()));
});

beforeEach(() => {
  answer = { status: 202, body: { status: 'received' } };
  received.length = 0;
});

function site(url = mailApiUrl) {
  const app = express();
  const counts: string[] = [];
  app.use(
    formPostRoutes({
      mailApiUrl: url,
      siteOrigin: 'http://localhost:3000',
      isPage: (_req, pagePath) => Promise.resolve(sitePages.has(pagePath)),
      // The composition is the page handler's: here the page as it is, with the answer applied.
      sendPage: (_req, res, _next, { status, transform }: PageAnswer) => void res.status(status).type('html').send(transform(page)),
      counted: (outcome) => counts.push(outcome),
    }),
  );
  app.use((_req, res) => void res.status(404).send('Not found'));
  return { app, counts };
}

const typed = 'form-endpoint=%2Fapi%2Frequests%2Fdemo&form-sent=%2Fthank-you%2Frequest&fullName=Alex+Citizen&email=alex%40example';

function post(app: express.Express, body: string) {
  return request(app)
    .post('/requestDemo?utm_source=news')
    .set('Content-Type', 'application/x-www-form-urlencoded')
    .set('Origin', 'http://localhost:3000')
    .set('Sec-Fetch-Site', 'same-origin')
    .send(body);
}

const documentOf = (html: string) => new JSDOM(html).window.document;

describe('a form posted as plain HTML to its page', () => {
  it('goes to its endpoint as it came, with the page it came from, and a taken post moves to the success page (303)', async () => {
    const { app, counts } = site();
    const response = await post(app, typed);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/thank-you/request');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(received).toHaveLength(1);
    expect(received[0]?.url).toBe('/api/requests/demo');
    expect(received[0]?.body).toBe(typed);
    expect(received[0]?.headers).toMatchObject({
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      // The page on the site's configured origin, never the Host the request named.
      referer: 'http://localhost:3000/requestDemo?utm_source=news',
    });
    expect(received[0]?.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1$/);
    expect(counts).toEqual(['sent']);
  });

  it('answers a field to fix with the same page: values back, messages beside the fields, the summary (422)', async () => {
    answer = { status: 422, body: { error: 'Validation failed', fields: { email: 'Enter an email address like name@example.com' } } };
    const response = await post(app(), typed);
    expect(response.status).toBe(422);
    expect(response.headers['cache-control']).toBe('no-store');
    const document = documentOf(response.text);
    expect(document.title).toBe('Error: Book a Demo | Wattlecare');
    expect(document.querySelector<HTMLInputElement>('#d-name')?.value).toBe('Alex Citizen');
    expect(document.querySelector<HTMLInputElement>('#d-email')?.value).toBe('alex@example');
    expect(document.querySelector('#d-email')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('#d-email-error')?.textContent).toBe('Enter an email address like name@example.com');
    const summary = document.querySelector('[data-form-summary="invalid"]');
    expect(summary?.hasAttribute('hidden')).toBe(false);
    expect(summary?.querySelector('a')?.getAttribute('href')).toBe('#d-email');
  });

  it('keeps everything typed when the mail service does not answer, saying the request failed (503)', async () => {
    const { app: offline, counts } = site('http://127.0.0.1:9'); // nothing listens there
    const response = await post(offline, typed);
    expect(response.status).toBe(503);
    const document = documentOf(response.text);
    expect(document.querySelector('[data-form-summary="failed"]')?.hasAttribute('hidden')).toBe(false);
    expect(document.querySelector('[data-form-summary="invalid"]')?.hasAttribute('hidden')).toBe(true);
    expect(document.querySelector<HTMLInputElement>('#d-name')?.value).toBe('Alex Citizen');
    expect(counts).toEqual(['failed']);
  });

  it('passes a limit on with its status and Retry-After, the values kept', async () => {
    answer = { status: 429, body: { error: 'Too many requests' }, headers: { 'Retry-After': '60' } };
    const response = await post(app(), typed);
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBe('60');
    expect(documentOf(response.text).querySelector<HTMLInputElement>('#d-email')?.value).toBe('alex@example');
  });

  it("refuses what the mail API refuses as another site's post (403), drawing no page", async () => {
    answer = { status: 403, body: { error: 'Origin not allowed' } };
    const response = await post(app(), typed);
    expect(response.status).toBe(403);
    expect(response.text).toBe("Forms can only be sent from this site's own pages.");
  });

  it('moves a taken post back to its page when its success page is not a page of the site', async () => {
    for (const sent of ['https%3A%2F%2Fevil.example%2F', '%2F%2Fevil.example', '%2Fno-such-page']) {
      const response = await post(app(), typed.replace('%2Fthank-you%2Frequest', sent));
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe('/requestDemo?utm_source=news');
    }
  });

  it('sends nothing for a post that names no endpoint under /api, nor for what is not a form post', async () => {
    for (const endpoint of ['', '%2Fadmin', 'http%3A%2F%2Fevil.example%2Fapi%2Fx', '%2Fapi%2F..%2Fmetrics']) {
      const response = await post(app(), `form-endpoint=${endpoint}&email=a%40b.example`);
      expect(response.status).toBe(400);
    }
    const json = await request(app()).post('/requestDemo').send({ email: 'a@b.example' });
    expect(json.status).toBe(404);
    expect(received).toEqual([]);
  });
});

function app(url = mailApiUrl) {
  return site(url).app;
}
