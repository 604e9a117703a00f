import AxeBuilder from '@axe-core/playwright';
import { test as plainTest, type Locator, type Page } from '@playwright/test';
import { exampleTrial, trialFieldLabels } from '@site/form-schemas';
import { siteConfig } from '@site/site-config';
import { e2eEnv } from '../support/environment';
import { oneMailTo, type ReceivedMail } from '../support/mail';
import { daysAheadAt1030, fillRequest, fillTrial, privacyBox, tick, transitionsFinished, visitor } from '../support/pageHelpers';
import { expect, test as siteTest } from '../support/test';
import { receivedWebhooks } from '../support/webhooks';

/**
 * Issue 46: every visitor form works from its HTML. With JavaScript off, and with script on but the
 * forms remote's files failing to load, each of the five forms posts as plain HTML to its page: the
 * shell's server takes it through the mail API (the same schema, limits and e-mails) and answers with
 * the same page showing what to fix (values kept, an error summary that takes focus, each message
 * beside its field), or with the form's success page (post, redirect, get). A live form whose
 * schema cannot be fetched posts the same way. A double click, a second
 * submit of the same page or a reload never makes a second lead.
 */

interface PlainForm {
  readonly name: string;
  /** The page holding the form. */
  readonly path: string;
  readonly locate: (page: Page) => Locator;
  readonly submit: string;
  /** Types into one field what the post must give back: its label and value. */
  readonly typeSome: (form: Locator) => Promise<{ readonly label: string; readonly value: string }>;
  /** The messages an empty post (but for what `typeSome` typed) lists in its summary, in order. */
  readonly messages: readonly string[];
  /** A summary text that must show (the spec's alert text, where the spec has one). */
  readonly summaryText?: string;
  readonly fillValid: (form: Locator, email: string) => Promise<void>;
  readonly sentPage: { readonly path: string; readonly heading: string; readonly text: string };
  readonly internal: { readonly mailbox: string; readonly subject: string };
  readonly confirmationSubject: string;
}

const mainForm = (testId: string) => (page: Page) => page.getByRole('main').getByTestId(testId);
const required7 = (filled: number) => [
  ...Array<string>(7 - filled).fill('Required'),
  'Please agree to the Privacy Policy before submitting.',
];
const requestSent = {
  path: '/thank-you/request',
  heading: 'Request Submitted',
  text: 'Thank you for your request! We will be in touch soon.',
};

async function fillValidRequest(form: Locator, email: string) {
  // A week ahead: the time is judged in the site's zone (Sydney) when no script tells the browser's.
  await fillRequest(form, email, daysAheadAt1030(7));
  await tick(privacyBox(form));
}

const typeFullName = async (form: Locator) => {
  await form.getByLabel('Full name').fill('Alex Citizen');
  return { label: 'Full name', value: 'Alex Citizen' };
};

const forms: readonly PlainForm[] = [
  {
    name: 'Book a Demo',
    path: '/requestDemo',
    locate: mainForm('enquiry-form'),
    submit: 'Submit',
    typeSome: typeFullName,
    messages: required7(1),
    fillValid: fillValidRequest,
    sentPage: requestSent,
    internal: { mailbox: siteConfig.mailboxes.enquiries, subject: 'Request for Demo' },
    confirmationSubject: 'Request for Demo',
  },
  {
    name: 'Talk to an expert',
    path: '/salesPage',
    locate: mainForm('enquiry-form'),
    submit: 'Submit',
    typeSome: typeFullName,
    messages: required7(1),
    fillValid: fillValidRequest,
    sentPage: requestSent,
    internal: { mailbox: siteConfig.mailboxes.sales, subject: 'Request for talk to an expert' },
    confirmationSubject: 'Request for Demo',
  },
  {
    name: 'the enquiry form on Contact Us',
    path: '/contact-us',
    locate: mainForm('enquiry-form'),
    submit: 'Submit',
    typeSome: typeFullName,
    messages: required7(1),
    fillValid: fillValidRequest,
    sentPage: requestSent,
    internal: { mailbox: siteConfig.mailboxes.sales, subject: 'Request for talk to an expert' },
    confirmationSubject: 'Request for Demo',
  },
  {
    name: 'the newsletter box in the footer',
    path: '/pricing',
    locate: (page) => page.getByRole('contentinfo').getByTestId('newsletter-form'),
    submit: 'Subscribe',
    typeSome: async (form) => {
      await form.getByLabel('Email address').fill('jo.reader@');
      return { label: 'Email address', value: 'jo.reader@' };
    },
    messages: ['Please enter a valid email address.'],
    fillValid: (form, email) => form.getByLabel('Email address').fill(email),
    sentPage: { path: '/thank-you/newsletter', heading: 'Subscribed', text: 'Thank you for subscribing to our newsletter!' },
    internal: { mailbox: siteConfig.mailboxes.enquiries, subject: 'Request for newsletter subscription' },
    confirmationSubject: 'Request for Demo',
  },
  {
    name: 'the free-trial sign-up',
    path: '/free-trial',
    locate: mainForm('free-trial-form'),
    submit: 'Start free trial',
    typeSome: async (form) => {
      await form.getByLabel(trialFieldLabels.firstName).fill(exampleTrial.firstName);
      return { label: trialFieldLabels.firstName, value: exampleTrial.firstName };
    },
    messages: Array<string>(8).fill('This field is required'),
    summaryText: 'Please fill in all required fields.',
    fillValid: fillTrial,
    sentPage: {
      path: '/thank-you/free-trial',
      heading: 'Request Submitted',
      text: 'Thank you for Signing Up! We will be in touch soon to provide login credentials. Keep an eye on youe inbox!',
    },
    internal: { mailbox: siteConfig.mailboxes.itSupport, subject: 'Request for free trial signup' },
    confirmationSubject: "Thank You for Signing Up! We've Received Your Details",
  },
];

/** The summary the server showed: the one not hidden. */
const shownSummary = (form: Locator) => form.locator('[data-form-summary]:not([hidden])');

/**
 * Nothing serious or critical for axe (WCAG 2.2 AA rules) on the page as it is. axe runs as script in
 * the page, which a page without JavaScript cannot: its document is then served, as it stands, to a
 * page of the same address that may run axe but none of the site's scripts (its context says so: the
 * test's own options, scripts off, would otherwise apply to it too).
 */
async function expectNoSeriousViolations(page: Page, scriptless: boolean) {
  let audited = page;
  if (scriptless) {
    const html = await page.content();
    const context = await page.context().browser()!.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
    await context.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()));
    await context.route(page.url(), (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    audited = await context.newPage();
    await audited.goto(page.url());
  }
  try {
    // Colours as they end up: the scroll to the answer may have set a control fading in.
    await transitionsFinished(audited);
    const { violations } = await new AxeBuilder({ page: audited })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  } finally {
    if (audited !== page) await audited.context().close();
  }
}

const mentions = (email: string) => (mail: ReceivedMail) => (mail.parsed.text ?? '').includes(email);
const leadsFor = (email: string) => receivedWebhooks((hook) => hook.rawBody.includes(email));

/** How the form reaches the server without its script: the two ways a visitor's browser gets there. */
const modes = [
  {
    name: 'without JavaScript',
    test: plainTest,
    scriptless: true,
    use: { javaScriptEnabled: false },
    /** Opens the page and finds the form, ready to take a plain post. */
    open: async (page: Page, form: PlainForm) => {
      await page.goto(form.path);
      return form.locate(page);
    },
  },
  {
    name: "with script, but the forms remote's files blocked",
    test: siteTest,
    scriptless: false,
    use: {},
    open: async (page: Page, form: PlainForm) => {
      // A content blocker, a proxy or a dropped connection: nothing from the forms remote's origin arrives.
      await page.route(`http://localhost:${e2eEnv.FORMS_PORT}/**`, (route) => route.abort('blockedbyclient'));
      await page.goto(form.path);
      const located = form.locate(page);
      // The visitor comes to the form: its island wakes, cannot get its code, and gives way to the plain form.
      await located.scrollIntoViewIfNeeded();
      await located.hover();
      await expect(located.locator('xpath=ancestor::site-island[1]')).toHaveAttribute('data-island-state', 'unavailable');
      return located;
    },
  },
] as const;

for (const mode of modes) {
  mode.test.describe(`Forms from their HTML, ${mode.name}`, () => {
    mode.test.use(mode.use);

    for (const plain of forms) {
      mode.test(`${plain.name}: an empty submit comes back with the summary, each message and what was typed`, async ({ page }) => {
        const form = await mode.open(page, plain);
        const typed = await plain.typeSome(form);
        const answer = page.waitForResponse((response) => response.request().method() === 'POST');
        await form.getByRole('button', { name: plain.submit }).click();
        expect((await answer).status()).toBe(422);
        await expect(page).toHaveURL(new RegExp(`${plain.path.replace('?', '\\?')}$`));
        await expect(page).toHaveTitle(/^Error: /);

        const answered = plain.locate(page);
        const summary = shownSummary(answered);
        await expect(summary).toHaveCount(1);
        await expect(summary).toBeFocused();
        if (plain.summaryText) await expect(summary).toContainText(plain.summaryText);
        const links = summary.getByRole('link');
        await expect(links).toHaveText([...plain.messages]);
        // Each item leads to its field (a group's first box), which is marked invalid and says the same beside it.
        for (const [index, link] of (await links.all()).entries()) {
          const carrier = page.locator((await link.getAttribute('href')) ?? '').locator('xpath=ancestor-or-self::*[@data-check-field][1]');
          await expect(carrier).toHaveAttribute('aria-invalid', 'true');
          await expect(carrier).toHaveAccessibleDescription(plain.messages[index] ?? '');
        }
        await expect(answered.getByLabel(typed.label, { exact: true })).toHaveValue(typed.value);
        // The honeypot is never given back.
        await expect(answered.locator('[data-form-never-refill]')).toHaveValue('');
        await expectNoSeriousViolations(page, mode.scriptless);
      });

      mode.test(`${plain.name}: a valid submit shows the success page, and both e-mails arrive`, async ({ page }) => {
        const email = visitor(`plain-${plain.path.slice(1)}`);
        const form = await mode.open(page, plain);
        await plain.fillValid(form, email);
        await form.getByRole('button', { name: plain.submit }).click();
        await expect(page).toHaveURL(new RegExp(`${plain.sentPage.path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain.sentPage.heading);
        await expect(page.getByRole('main')).toContainText(plain.sentPage.text);

        const internal = await oneMailTo(plain.internal.mailbox, mentions(email));
        expect(internal.parsed.subject).toBe(plain.internal.subject);
        const confirmation = await oneMailTo(email);
        expect(confirmation.parsed.subject).toBe(plain.confirmationSubject);
        // The lead reached the CRM's webhook, named by the page the form was on.
        await expect.poll(() => leadsFor(email).length, { timeout: 20_000 }).toBe(1);
        expect(JSON.parse(leadsFor(email)[0]?.rawBody ?? '{}')).toMatchObject({ attribution: { page: plain.path } });
      });

      mode.test(`${plain.name}: a double click, a reload and a second submit of the same page make one lead`, async ({ page }) => {
        const email = visitor(`twice-${plain.path.slice(1)}`);
        const form = await mode.open(page, plain);
        await plain.fillValid(form, email);
        await form.getByRole('button', { name: plain.submit }).dblclick();
        await expect(page).toHaveURL(new RegExp(`${plain.sentPage.path}$`));
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain.sentPage.heading);

        // Back to the form, the same details sent again (as a visitor unsure it went would).
        const again = await mode.open(page, plain);
        await plain.fillValid(again, email);
        await again.getByRole('button', { name: plain.submit }).click();
        await expect(page).toHaveURL(new RegExp(`${plain.sentPage.path}$`));

        await oneMailTo(plain.internal.mailbox, mentions(email));
        await expect.poll(() => leadsFor(email).length, { timeout: 20_000 }).toBe(1);
        // Long enough for a second lead's e-mails and webhook to have gone out too, were there one.
        await page.waitForTimeout(2_000);
        await oneMailTo(plain.internal.mailbox, mentions(email));
        await oneMailTo(email);
        expect(leadsFor(email)).toHaveLength(1);
      });
    }
  });
}

// A live form fetches its schema when the visitor enters it (mfe-forms' formSchemas.ts). Should
// that file never come, the form posts itself as plain HTML: the server judges and sends it.
siteTest.describe("A live form whose schema's file cannot be fetched", () => {
  for (const plain of forms) {
    siteTest(`${plain.name}: a valid submit is posted as plain HTML and sent`, async ({ page }) => {
      await page.route('**/form-schemas.*.js', (route) => route.abort('blockedbyclient'));
      const email = visitor(`no-schema-${plain.path.slice(1)}`);
      await page.goto(plain.path);
      const form = plain.locate(page);
      await form.scrollIntoViewIfNeeded();
      await form.hover();
      await plain.fillValid(form, email);
      await expect(form.locator('xpath=ancestor::site-island[1]')).toHaveAttribute('data-island-state', 'live');
      const schemaRequest = page.waitForRequest(/\/form-schemas\.[^/]*\.js$/);
      const plainPost = page.waitForRequest((request) => request.method() === 'POST' && request.resourceType() === 'document');
      await form.getByRole('button', { name: plain.submit }).click();
      await schemaRequest;
      await plainPost;
      await expect(page).toHaveURL(new RegExp(`${plain.sentPage.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain.sentPage.heading);
      const internal = await oneMailTo(plain.internal.mailbox, mentions(email));
      expect(internal.parsed.subject).toBe(plain.internal.subject);
      expect((await oneMailTo(email)).parsed.subject).toBe(plain.confirmationSubject);
    });
  }
});

plainTest.describe('Every free-trial control, without JavaScript, reaches a form that can be sent', () => {
  plainTest.use({ javaScriptEnabled: false });

  const controls: ReadonlyArray<{ name: string; path: string; control: (page: Page) => Locator; mobile?: boolean }> = [
    {
      name: 'Sign Up in the top bar',
      path: '/pricing',
      control: (page) => page.getByRole('banner').getByRole('link', { name: 'Sign Up' }),
    },
    {
      name: "the home page hero's Start your free trial",
      path: '/',
      control: (page) => page.getByRole('main').getByRole('link', { name: 'Start your free trial' }).first(),
    },
    {
      name: "a feature page hero's Start your free trial",
      path: '/roster-management',
      control: (page) => page.getByRole('main').getByRole('link', { name: 'Start your free trial' }).first(),
    },
    {
      name: "the footer's Free Trial Sign-Up",
      path: '/blogs',
      control: (page) => page.getByRole('contentinfo').getByRole('link', { name: 'Free Trial Sign-Up' }),
    },
    {
      name: 'Sign Up in the mobile drawer (opened by its invoker command, no script)',
      path: '/faq',
      mobile: true,
      control: (page) => page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign Up' }),
    },
  ];

  for (const { name, path, control, mobile } of controls) {
    plainTest(name, async ({ page }) => {
      if (mobile) await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      if (mobile) await page.getByRole('button', { name: 'Menu' }).click();
      await control(page).click();
      await expect(page).toHaveURL(/\/free-trial$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start your 7-day free trial');
      const form = page.getByRole('main').getByTestId('free-trial-form');
      await expect(form.getByRole('button', { name: 'Start free trial' })).toBeEnabled();
      await expect(form).toHaveAttribute('method', 'post');
    });
  }
});

siteTest(
  "Sign Up with the forms remote's files blocked opens the dialog from the page's HTML, whose form is sent as plain HTML",
  async ({ page }) => {
    await page.route(`http://localhost:${e2eEnv.FORMS_PORT}/**`, (route) => route.abort('blockedbyclient'));
    await page.goto('/pricing');
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start your 7-day free trial' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
    const email = visitor('plain-trial-blocked');
    const form = dialog.getByTestId('free-trial-form');
    await fillTrial(form, email);
    await expect(form.locator('xpath=ancestor::site-island[1]')).toHaveAttribute('data-island-state', /unavailable|waiting|hydrating/);
    await form.getByRole('button', { name: 'Start free trial' }).click();
    // Its island's code cannot come: the held Submit posts to the sign-up's page, which redirects.
    await expect(page).toHaveURL(/\/thank-you\/free-trial$/);
    await oneMailTo(siteConfig.mailboxes.itSupport, mentions(email));
  },
);
