import type { Locator, Page, Route } from '@playwright/test';
import { exampleTrial, industryLabel, trialFieldLabels } from '@site/form-schemas';
import { siteConfig } from '@site/site-config';
import { e2eEnv } from '../support/environment';
import { oneMailTo, type ReceivedMail } from '../support/mail';
import { daysAheadAt1030, privacyBox, visitor } from '../support/pageHelpers';
import { expect, test } from '../support/test';

/**
 * Issue 57, point 9: the forms part unreachable while the page's script runs. Every request to the
 * forms remote's origin fails, its `mf-manifest.json` included, as behind a content blocker or with
 * its CDN host gone: its islands never come. A visitor fills each form of the site as they would,
 * with the keyboard and the mouse and without waiting for anything (a tick that does not show, a
 * Submit that does nothing, would be a broken page to them), and it is sent: the success page, the
 * e-mail to the site's mailbox and the confirmation to the visitor.
 *
 * Two ways the origin fails: refused at once (a blocked host: the browser's fetch fails), and never
 * answering (a dead host: the browser waits on it, for minutes). The islands loader gives a held
 * tick or Submit the browser's own default as soon as the island fails, or once it is a second late
 * (`LATE_MS`, shell/src/islands/heldEvents.ts); the runtime gives up on the island's code after ten
 * seconds (`ISLAND_CODE_WAIT_MS`, runtime.tsx): "unavailable" with Try again, the failure reported.
 */

const formsOrigin = `http://localhost:${e2eEnv.FORMS_PORT}`;

const failures = [
  { name: 'refused', fail: (route: Route) => route.abort(), givenUpWithinMs: 5_000 },
  // Never answered while the test runs (the page's end lets the request go).
  { name: 'never answered', fail: () => new Promise<void>(() => undefined), givenUpWithinMs: 15_000 },
] as const;

/** Refuses every request to the forms part's origin as `failure` does; returns the paths asked for. */
async function refuseFormsPart(page: Page, failure: (typeof failures)[number]): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${formsOrigin}/**`, (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return failure.fail(route);
  });
  return asked;
}

/** How long a visitor's tick may take to show here: the loader's second, and a margin for a loaded machine. */
const TICK_SHOWS_WITHIN_MS = 5_000;

/** Types into a field as a visitor does: a click into it, then the keys. */
async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.pressSequentially(text);
}

/** Ticks a box or radio with the mouse: the tick shows without waiting for any island. */
async function tickWithMouse(control: Locator): Promise<void> {
  await control.click();
  await expect(control).toBeChecked({ timeout: TICK_SHOWS_WITHIN_MS });
}

/** Ticks a box or radio from the keyboard: focus on it, then Space. */
async function tickWithKeyboard(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Space');
  await expect(control).toBeChecked({ timeout: TICK_SHOWS_WITHIN_MS });
}

interface VisitorForm {
  readonly name: string;
  /** Opens the form as a visitor reaches it and returns it. */
  readonly open: (page: Page) => Promise<Locator>;
  /** Fills it in validly, as a visitor would, and sends it. */
  readonly fillAndSend: (form: Locator, email: string) => Promise<void>;
  readonly sentPage: { readonly path: string; readonly heading: string; readonly text: string };
  readonly internal: { readonly mailbox: string; readonly subject: string };
  readonly confirmationSubject: string;
}

const requestSent = {
  path: '/thank-you/request',
  heading: 'Request Submitted',
  text: 'Thank you for your request! We will be in touch soon.',
};

async function fillRequestByHand(form: Locator, email: string): Promise<void> {
  await typeInto(form.getByLabel('Full name'), 'Alex Citizen');
  await typeInto(form.getByLabel('Email'), email);
  await typeInto(form.getByLabel('Phone'), '02 5550 1234');
  await typeInto(form.getByLabel('Organisation'), 'Example Care Services');
  await typeInto(form.getByLabel('Role'), 'Roster manager');
  await form.getByLabel('Areas of interest').selectOption({ label: 'Accounting' });
  // A week ahead: the time is judged in the site's zone (Sydney) when no script tells the browser's.
  await form.getByLabel('Preferred time').fill(daysAheadAt1030(7));
}

const openPage = (path: string, testId: string) => async (page: Page) => {
  await page.goto(path);
  return page.getByRole('main').getByTestId(testId);
};

async function fillTrialByHand(form: Locator, email: string): Promise<void> {
  await typeInto(form.getByLabel(trialFieldLabels.firstName), exampleTrial.firstName);
  await typeInto(form.getByLabel(trialFieldLabels.lastName), exampleTrial.lastName);
  await typeInto(form.getByLabel(trialFieldLabels.email, { exact: true }), email);
  await typeInto(form.getByLabel(trialFieldLabels.phone), exampleTrial.phone);
  await typeInto(form.getByLabel(trialFieldLabels.company), exampleTrial.company);
  await typeInto(form.getByLabel(trialFieldLabels.abn), '98765432122');
  await form.getByLabel(trialFieldLabels.industry).selectOption({ label: industryLabel(exampleTrial.industry) });
  const [first, ...others] = exampleTrial.features;
  if (first) await tickWithKeyboard(form.getByRole('checkbox', { name: first }));
  for (const feature of others) await tickWithMouse(form.getByRole('checkbox', { name: feature }));
  await tickWithMouse(form.getByRole('radio', { name: 'Yes' }));
}

const trialSent = {
  path: '/thank-you/free-trial',
  heading: 'Request Submitted',
  text: 'Thank you for Signing Up! We will be in touch soon to provide login credentials. Keep an eye on youe inbox!',
};
const trialMail = {
  internal: { mailbox: siteConfig.mailboxes.itSupport, subject: 'Request for free trial signup' },
  confirmationSubject: "Thank You for Signing Up! We've Received Your Details",
};

const forms: readonly VisitorForm[] = [
  {
    name: 'Book a Demo (/requestDemo)',
    open: openPage('/requestDemo', 'enquiry-form'),
    fillAndSend: async (form, email) => {
      await fillRequestByHand(form, email);
      await tickWithMouse(privacyBox(form));
      await form.getByRole('button', { name: 'Submit' }).click();
    },
    sentPage: requestSent,
    internal: { mailbox: siteConfig.mailboxes.enquiries, subject: 'Request for Demo' },
    confirmationSubject: 'Request for Demo',
  },
  {
    name: 'Talk to an expert (/salesPage), ticked with Space and sent with Enter',
    open: openPage('/salesPage', 'enquiry-form'),
    fillAndSend: async (form, email) => {
      await fillRequestByHand(form, email);
      await tickWithKeyboard(privacyBox(form));
      await form.getByLabel('Role').press('Enter');
    },
    sentPage: requestSent,
    internal: { mailbox: siteConfig.mailboxes.sales, subject: 'Request for talk to an expert' },
    confirmationSubject: 'Request for Demo',
  },
  {
    name: 'the enquiry form on Contact Us (/contact-us)',
    open: openPage('/contact-us', 'enquiry-form'),
    fillAndSend: async (form, email) => {
      await fillRequestByHand(form, email);
      await tickWithMouse(privacyBox(form));
      await form.getByRole('button', { name: 'Submit' }).click();
    },
    sentPage: requestSent,
    internal: { mailbox: siteConfig.mailboxes.sales, subject: 'Request for talk to an expert' },
    confirmationSubject: 'Request for Demo',
  },
  {
    name: 'the 7-day free trial from Sign Up (its dialog)',
    open: async (page) => {
      await page.goto('/pricing');
      await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
      return page.getByRole('dialog', { name: 'Start your 7-day free trial' }).getByTestId('free-trial-form');
    },
    fillAndSend: async (form, email) => {
      await fillTrialByHand(form, email);
      await form.getByRole('button', { name: 'Start free trial' }).click();
    },
    sentPage: trialSent,
    ...trialMail,
  },
  {
    name: 'the 7-day free trial on its page (/free-trial)',
    open: openPage('/free-trial', 'free-trial-form'),
    fillAndSend: async (form, email) => {
      await fillTrialByHand(form, email);
      await form.getByRole('button', { name: 'Start free trial' }).click();
    },
    sentPage: trialSent,
    ...trialMail,
  },
  {
    name: 'the newsletter box in the footer (/pricing)',
    open: async (page) => {
      await page.goto('/pricing');
      const form = page.getByRole('contentinfo').getByTestId('newsletter-form');
      await form.scrollIntoViewIfNeeded();
      return form;
    },
    fillAndSend: async (form, email) => {
      await typeInto(form.getByLabel('Email address'), email);
      await form.getByRole('button', { name: 'Subscribe' }).click();
    },
    sentPage: { path: '/thank-you/newsletter', heading: 'Subscribed', text: 'Thank you for subscribing to our newsletter!' },
    internal: { mailbox: siteConfig.mailboxes.enquiries, subject: 'Request for newsletter subscription' },
    confirmationSubject: 'Request for Demo',
  },
];

const mentions = (email: string) => (mail: ReceivedMail) => (mail.parsed.text ?? '').includes(email);

for (const failure of failures) {
  test.describe(`With the forms part's origin ${failure.name}, manifest included`, () => {
    for (const visitorForm of forms) {
      test(`${visitorForm.name}: filled in and sent as a visitor would, it lands on its success page and the mail arrives`, async ({
        page,
      }) => {
        const asked = await refuseFormsPart(page, failure);
        const email = visitor(`refused-${visitorForm.name.replace(/\W+/g, '-')}`);
        const form = await visitorForm.open(page);
        await visitorForm.fillAndSend(form, email);

        await expect(page).toHaveURL(new RegExp(`${visitorForm.sentPage.path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(visitorForm.sentPage.heading);
        await expect(page.getByRole('main')).toContainText(visitorForm.sentPage.text);
        // The island never came: its manifest was asked for and not had (nothing else of the part was reached).
        expect(asked.some((path) => path.endsWith('/mf-manifest.json'))).toBe(true);

        const internal = await oneMailTo(visitorForm.internal.mailbox, mentions(email));
        expect(internal.parsed.subject).toBe(visitorForm.internal.subject);
        expect((await oneMailTo(email)).parsed.subject).toBe(visitorForm.confirmationSubject);
      });
    }

    test('Book a Demo: a visitor who ticks the privacy box and presses Submit at once, not waiting to see the tick, is sent', async ({
      page,
    }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.accept();
      });
      await refuseFormsPart(page, failure);
      const email = visitor('refused-quick-demo');
      await page.goto('/requestDemo');
      const form = page.getByRole('main').getByTestId('enquiry-form');
      await fillRequestByHand(form, email);
      await privacyBox(form).click();
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(/\/thank-you\/request$/);
      expect(dialogs).toEqual([]); // never "Please agree to the Privacy Policy before submitting."
      await oneMailTo(siteConfig.mailboxes.enquiries, mentions(email));
    });

    test("Book a Demo's island is given up on: unavailable with Try again, its failure reported for the page's beacon", async ({
      page,
    }) => {
      await page.addInitScript((type) => {
        const failed: unknown[] = [];
        (window as unknown as { islandFailures: unknown[] }).islandFailures = failed;
        window.addEventListener(type, (event) => failed.push((event as CustomEvent).detail));
      }, 'site:island-failed');
      await refuseFormsPart(page, failure);
      await page.goto('/requestDemo');
      const form = page.getByRole('main').getByTestId('enquiry-form');
      await form.getByLabel('Full name').click(); // the visitor comes to the form: its island wakes
      const island = form.locator('xpath=ancestor::site-island[1]');
      await expect(island).toHaveAttribute('data-island-state', 'unavailable', { timeout: failure.givenUpWithinMs });
      await expect(page.locator('[data-island-notice="forms/RequestForm"]').getByRole('button', { name: 'Try again' })).toBeVisible();
      const reported = await page.evaluate(() => (window as unknown as { islandFailures: unknown[] }).islandFailures);
      expect(reported).toContainEqual(expect.objectContaining({ part: 'forms', kind: 'load' }));
      // From now on the form is its HTML alone: a tick shows at once.
      await privacyBox(form).click();
      await expect(privacyBox(form)).toBeChecked({ timeout: 500 });
    });
  });
}
