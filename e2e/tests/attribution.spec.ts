import { expect, test, waitUntilLive } from '../support/test';
import type { Page } from '@playwright/test';
import { siteConfig } from '@site/site-config';
import { e2eEnv } from '../support/environment';
import { startSite, stopSite } from '../support/harness';
import { oneMailTo, type ReceivedMail } from '../support/mail';
import { fillRequest, footerWithNewsletter, mainHeading, privacyBox, tick } from '../support/pageHelpers';
import { headerOf, leadSignatureProblem, receivedWebhooks } from '../support/webhooks';
import type { StoredWebhookRequest } from '../support/webhookReceiver';

/**
 * Visit attribution (issue 21) end to end: the shell's islands loader records the visit's first page
 * and the pages it went through in the tab's sessionStorage, a form sends them with the page it is on, and mail-api shows it in the
 * internal e-mail ("Where this came from") and POSTs it, signed, to the CRM webhook (the suite's
 * receiver on loopback, see support/webhookReceiver.ts).
 */

/** A fresh visitor address per test, so each test finds its own e-mails and webhook POST. */
const visitor = (form: string) => `${form}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The lead.v1 body, as far as these tests read it. */
interface LeadBody {
  readonly schema: string;
  readonly id: string;
  readonly form: string;
  readonly receivedAt: string;
  readonly fields: Record<string, unknown>;
  readonly attribution: Record<string, unknown> | null;
  readonly spamSignals: unknown;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const bodyOf = (request: StoredWebhookRequest) => JSON.parse(request.rawBody) as LeadBody;

/** Waits until the receiver has exactly one request about `email`, then returns it (whatever its method). */
async function oneWebhookAbout(email: string): Promise<StoredWebhookRequest> {
  const find = () => receivedWebhooks((request) => request.rawBody.includes(JSON.stringify(email)));
  await expect.poll(() => find().length, { message: `one webhook request about ${email}`, timeout: 20_000 }).toBe(1);
  return find()[0]!;
}

/** The lines of the internal e-mail's "Where this came from" section (up to the blank line ending it). */
function whereItCameFrom(mail: ReceivedMail): string[] {
  const lines = (mail.parsed.text ?? '').split(/\r?\n/);
  const start = lines.indexOf('Where this came from');
  expect(start, 'a "Where this came from" section').toBeGreaterThanOrEqual(0);
  const end = lines.indexOf('', start);
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** Checks the POST as the CRM would: signed with the shared secret, its key the submission's id. */
function expectSignedLeadPost(request: StoredWebhookRequest, internalMail: ReceivedMail): LeadBody {
  expect(request.method).toBe('POST');
  expect(headerOf(request, 'Content-Type')).toMatch(/^application\/json\b/);
  expect(leadSignatureProblem(request), 'Lead-Signature verifies with the secret').toBeUndefined();
  const body = bodyOf(request);
  expect(body.schema).toBe('lead.v1');
  expect(headerOf(request, 'Idempotency-Key')).toBe(body.id);
  // The same submission the e-mail is about: mail-api makes each message's Message-ID from its id.
  expect(internalMail.parsed.messageId).toMatch(new RegExp(`^<${escapeRegExp(body.id)}\\.internal@`));
  expect(Array.isArray(body.spamSignals)).toBe(true);
  return body;
}

async function followLink(page: Page, click: () => Promise<void>, path: RegExp, heading: string | RegExp): Promise<void> {
  await click();
  await expect(page).toHaveURL(path);
  await waitUntilLive(page);
  await expect(mainHeading(page)).toHaveText(heading);
}

test('a campaign visitor who browses to pricing and talks to an expert: the e-mail and the signed webhook say where they came from', async ({
  page,
}) => {
  const landingPage = '/?utm_source=newsletter&utm_campaign=spring';
  const email = visitor('campaign');
  await page.goto(landingPage);

  // Browsing as a visitor does: the top bar to Pricing, then a plan's "Talk to an expert".
  const nav = page.getByRole('navigation', { name: 'Main' });
  await followLink(page, () => nav.getByRole('link', { name: 'Pricing', exact: true }).click(), /\/pricing$/, 'PRICING');
  const plan = page.getByRole('main').getByRole('article').first();
  await followLink(page, () => plan.getByRole('link', { name: 'Talk to an expert' }).click(), /\/salesPage$/, 'Talk to an expert');

  const form = page.getByTestId('enquiry-form');
  await fillRequest(form, email);
  await tick(privacyBox(form));
  const response = page.waitForResponse((r) => r.url().endsWith('/api/requests/expert'));
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await response).status()).toBe(202);

  // The e-mail to sales: the form's page, the visit's first page with its campaign (later pages never
  // replace it), and the pages between, so sales see it was pricing that brought them to the form.
  const internal = await oneMailTo(siteConfig.mailboxes.sales, (mail) => (mail.parsed.text ?? '').includes(email));
  const where = whereItCameFrom(internal);
  expect(where).toEqual([
    expect.stringMatching(/^Sent from page:\s+\/salesPage$/),
    expect.stringMatching(new RegExp(`^First page of visit:\\s+${escapeRegExp(landingPage)}$`)),
    expect.stringMatching(new RegExp(`^Pages viewed:\\s+${escapeRegExp(`${landingPage} → /pricing → /salesPage`)}$`)),
    expect.stringMatching(/^utm_source:\s+newsletter$/),
    expect.stringMatching(/^utm_campaign:\s+spring$/),
  ]);

  // The CRM gets the same lead once, signed, keyed by the submission's id.
  const post = await oneWebhookAbout(email);
  const body = expectSignedLeadPost(post, internal);
  expect(body.form).toBe('request-expert');
  expect(body.fields).toMatchObject({ fullName: 'Alex Citizen', email, organisation: 'Example Care Services' });
  expect(body.attribution).toStrictEqual({
    page: '/salesPage',
    landingPage,
    pagesViewed: [landingPage, '/pricing', '/salesPage'],
    utm: { source: 'newsletter', campaign: 'spring' },
  });
});

test('a visitor who comes straight to a page with no campaign: the newsletter sign-up names only that page', async ({ page }) => {
  const email = visitor('direct');
  await page.goto('/pricing');
  const footer = await footerWithNewsletter(page);
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Subscribed' })).toBeVisible();

  const internal = await oneMailTo(siteConfig.mailboxes.enquiries, (mail) => (mail.parsed.text ?? '').includes(email));
  // No referrer (typed in) and no utm_*: only the page, which is also where the visit began.
  expect(whereItCameFrom(internal)).toEqual([
    expect.stringMatching(/^Sent from page:\s+\/pricing$/),
    expect.stringMatching(/^First page of visit:\s+\/pricing$/),
    expect.stringMatching(/^Pages viewed:\s+\/pricing$/),
  ]);

  const body = expectSignedLeadPost(await oneWebhookAbout(email), internal);
  expect(body.form).toBe('newsletter');
  expect(body.attribution).toStrictEqual({ page: '/pricing', landingPage: '/pricing', pagesViewed: ['/pricing'] });
});

test('the CRM gets the lead while its e-mails cannot go out: the webhook does not wait for SMTP', async ({ page }) => {
  test.setTimeout(90_000);
  const email = visitor('no-smtp');
  await stopSite('mailApi');
  try {
    // Nothing listens on the suite's base + 27, so every SMTP attempt is refused and the e-mails
    // stay queued; short retries so they go out soon once SMTP is back.
    await startSite('mailApi', {
      SMTP_URL: `smtp://127.0.0.1:${Number(e2eEnv.SHELL_PORT) + 27}`,
      RETRY_BASE_MS: '100',
      RETRY_MAX_MS: '500',
    });
    await page.goto('/pricing');
    const footer = await footerWithNewsletter(page);
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Subscribed' })).toBeVisible();

    const post = await oneWebhookAbout(email);
    expect(leadSignatureProblem(post)).toBeUndefined();
    expect(bodyOf(post).form).toBe('newsletter');
    // Delivered while the submission's e-mails were still queued.
    const health = (await (await fetch(`http://127.0.0.1:${e2eEnv.MAIL_API_PORT}/health`)).json()) as { queue: { pending: number } };
    expect(health.queue.pending).toBeGreaterThanOrEqual(1);
  } finally {
    await stopSite('mailApi');
    await startSite('mailApi');
  }
  // The queue is durable: with SMTP back, the e-mail goes out, and the CRM got no second POST.
  const internal = await oneMailTo(siteConfig.mailboxes.enquiries, (mail) => (mail.parsed.text ?? '').includes(email));
  expect(internal.parsed.messageId).toContain(`<${bodyOf(await oneWebhookAbout(email)).id}.internal@`);
});
