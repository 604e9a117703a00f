import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import { exampleTrial, industryLabel, requestFieldLabels, trialFieldLabels } from '@site/form-schemas';
import { siteConfig } from '@site/site-config';
import { isRunning, startSite, stopSite } from '../support/harness';
import { oneMailTo } from '../support/mail';
import {
  fieldMessages,
  fillRequest,
  fillTrial,
  footerWithNewsletter,
  mainHeading,
  privacyBox,
  tick,
  visitor,
} from '../support/pageHelpers';

/**
 * The four visitor forms through the composed site: the shell, the forms remote's pages and
 * parcels, the shell's /api proxy, mail-api and the real SMTP sink. Mail goes out after the API's
 * 202 (a worker sends it), so e-mails are waited for by polling.
 */

const requestFailed = 'There was an error sending your request. Please try again later.';
const trialThanks = 'Thank you for Signing Up! We will be in touch soon to provide login credentials. Keep an eye on youe inbox!';

/** Browser dialogs (window.alert) the page opened, accepted as a visitor would. */
function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** Requests the page sent to the mail API. */
function collectApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return calls;
}

/** The internal e-mail about `address`: to `mailbox`, naming the visitor's address in its text. */
const internalMailAbout = (mailbox: string, address: string) => oneMailTo(mailbox, (mail) => (mail.parsed.text ?? '').includes(address));

// ─── Book a Demo and Talk to an expert ──────────────────────────────────────────────────────

const requestForms = [
  {
    kind: 'demo',
    path: '/requestDemo',
    heading: 'Book a Demo',
    mailbox: siteConfig.mailboxes.enquiries,
    subjects: { internal: 'Request for Demo', confirmation: 'Request for Demo' },
  },
  {
    kind: 'expert',
    path: '/salesPage',
    heading: 'Talk to an expert',
    mailbox: siteConfig.mailboxes.sales,
    subjects: { internal: 'Request for talk to an expert', confirmation: 'Request for Demo' },
  },
] as const;

async function openRequestForm(page: Page, path: string, heading: string): Promise<Locator> {
  await page.goto(path);
  await expect(mainHeading(page)).toHaveText(heading);
  const form = page.getByTestId('enquiry-form');
  await expect(form).toBeVisible();
  return form;
}

for (const { kind, path, heading, mailbox, subjects } of requestForms) {
  test.describe(`${heading} (${path})`, () => {
    test('an empty submit marks all seven fields "Required" and alerts about the privacy policy; nothing is sent', async ({ page }) => {
      const dialogs = collectDialogs(page);
      const calls = collectApiCalls(page);
      const form = await openRequestForm(page, path, heading);
      await expect(privacyBox(form)).not.toBeChecked();
      await form.getByRole('button', { name: 'Submit' }).click();

      await expect.poll(() => dialogs).toEqual(['Please agree to the Privacy Policy before submitting.']);
      for (const label of Object.values(requestFieldLabels)) {
        const control = form.getByLabel(label, { exact: true });
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        await expect(control).toHaveAccessibleDescription('Required');
        // The spec's red border (--color-danger, #9a1c13).
        await expect(control).toHaveCSS('border-top-color', 'rgb(154, 28, 19)');
      }
      await expect(form.getByLabel('Full name')).toBeFocused();
      expect(calls).toEqual([]);
    });

    test('with every field filled but the privacy box unticked, the browser alert says so and nothing is sent', async ({ page }) => {
      const dialogs = collectDialogs(page);
      const calls = collectApiCalls(page);
      const form = await openRequestForm(page, path, heading);
      await fillRequest(form, visitor(kind));
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => dialogs).toEqual(['Please agree to the Privacy Policy before submitting.']);
      await expect(privacyBox(form)).toBeFocused();
      await expect(form.getByText('Required')).toHaveCount(0);
      expect(calls).toEqual([]);
    });

    test('success: the "Request Submitted" alert, a cleared form, the request to the team and the confirmation to the visitor', async ({
      page,
    }) => {
      const email = visitor(kind);
      const dialogs = collectDialogs(page);
      const form = await openRequestForm(page, path, heading);
      await expect(form.getByText(`${siteConfig.brand.name} collects these details to answer your request`)).toBeVisible();
      await fillRequest(form, email);
      await tick(privacyBox(form));
      const response = page.waitForResponse((r) => r.url().endsWith(`/api/requests/${kind}`));
      await form.getByRole('button', { name: 'Submit' }).click();
      expect((await response).status()).toBeLessThan(300);

      const popup = page.getByRole('status').filter({ hasText: 'Request Submitted' });
      await expect(popup).toContainText('Thank you for your request! We will be in touch soon.');
      await expect(form.getByLabel('Full name')).toHaveValue('');
      await expect(privacyBox(form)).not.toBeChecked();
      expect(dialogs).toEqual([]);

      const internal = await internalMailAbout(mailbox, email);
      expect(internal.parsed.subject).toBe(subjects.internal);
      const text = internal.parsed.text ?? '';
      for (const [label, value] of [
        [requestFieldLabels.fullName, 'Alex Citizen'],
        [requestFieldLabels.email, email],
        [requestFieldLabels.phone, '02 5550 1234'],
        [requestFieldLabels.organisation, 'Example Care Services'],
        [requestFieldLabels.role, 'Roster manager'],
        [requestFieldLabels.areas, 'Accounting'],
      ]) {
        expect(text).toMatch(new RegExp(`${label}:\\s+${value!.replace(/[.+]/g, '\\$&')}`));
      }
      expect(text).toMatch(new RegExp(`${requestFieldLabels.preferredTime}:\\s+.*10:30`));

      const confirmation = await oneMailTo(email);
      expect(confirmation.parsed.subject).toBe(subjects.confirmation);
    });
  });
}

test('the demo form refuses a preferred time in the past (min attribute and schema); nothing is sent', async ({ page }) => {
  const calls = collectApiCalls(page);
  const form = await openRequestForm(page, '/requestDemo', 'Book a Demo');
  const preferredTime = form.getByLabel('Preferred time');
  // The visitor's "now" is the browser's: the form sets it once live (it wakes when the visitor comes to it).
  await preferredTime.focus();
  await expect(preferredTime).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  const min = await preferredTime.getAttribute('min');
  // The browser's local "now", to the minute (the page and the test share the machine's clock and zone).
  expect(Math.abs(new Date(min!).getTime() - Date.now())).toBeLessThan(2 * 60_000);

  await fillRequest(form, visitor('past'), '2020-01-01T09:00');
  await tick(privacyBox(form));
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(preferredTime).toHaveAccessibleDescription('Choose a time from now on');
  await expect(preferredTime).toHaveAttribute('aria-invalid', 'true');
  await expect(preferredTime).toBeFocused();
  expect(calls).toEqual([]);
});

// ─── Free trial ─────────────────────────────────────────────────────────────────────────────

async function openTrialDialog(page: Page): Promise<Locator> {
  await page.goto('/pricing');
  await expect(mainHeading(page)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start your 7-day free trial' });
  await expect(dialog.getByRole('button', { name: 'Start free trial' })).toBeVisible();
  return dialog;
}

test.describe('Free trial (Sign Up)', () => {
  test('an empty submit shows the "Validation Error" alert and "This field is required" by each field; nothing is sent', async ({
    page,
  }) => {
    const calls = collectApiCalls(page);
    const dialog = await openTrialDialog(page);
    await expect(dialog).toContainText('No credit card needed.');
    await dialog.getByRole('button', { name: 'Start free trial' }).click();

    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Validation Error');
    await expect(alert).toContainText('Please fill in all required fields.');
    await expect(fieldMessages(dialog, 'This field is required')).toHaveCount(9);
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'company', 'abn', 'industry'] as const) {
      const control = dialog.getByLabel(trialFieldLabels[field], { exact: true });
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription('This field is required');
    }
    await expect(dialog.getByRole('group', { name: trialFieldLabels.features })).toHaveAccessibleDescription('This field is required');
    await expect(dialog.getByRole('radiogroup', { name: trialFieldLabels.demo })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel(trialFieldLabels.firstName)).toBeFocused();
    expect(calls).toEqual([]);
  });

  test('success: the exact thank-you, a cleared form, the sign-up to IT support and the confirmation to the visitor', async ({ page }) => {
    const email = visitor('trial');
    const dialog = await openTrialDialog(page);
    await fillTrial(dialog, email);
    const response = page.waitForResponse((r) => r.url().endsWith('/api/trial'));
    await dialog.getByRole('button', { name: 'Start free trial' }).click();
    // mail-api's /api/trial is built in parallel with this form; a 404 here means it has not landed yet.
    expect((await response).status(), 'POST /api/trial (mail-api)').toBeLessThan(300);

    const popup = dialog.getByRole('status');
    await expect(popup).toContainText('Request Submitted');
    await expect(popup.getByText(trialThanks, { exact: true })).toBeVisible();
    await expect(dialog.getByLabel(trialFieldLabels.firstName)).toHaveValue('');
    await expect(dialog.getByRole('checkbox', { name: exampleTrial.features[0] })).not.toBeChecked();
    await expect(dialog).toBeVisible();

    const internal = await internalMailAbout(siteConfig.mailboxes.itSupport, email);
    expect(internal.parsed.subject).toBe('Request for free trial signup');
    const text = internal.parsed.text ?? '';
    for (const value of [
      exampleTrial.firstName,
      exampleTrial.lastName,
      email,
      exampleTrial.phone,
      exampleTrial.company,
      exampleTrial.abn,
      industryLabel(exampleTrial.industry),
      ...exampleTrial.features,
    ]) {
      expect(text).toContain(value);
    }
    for (const label of Object.values(trialFieldLabels)) expect(text).toContain(label);
    expect(text).toMatch(/yes/i);

    const confirmation = await oneMailTo(email);
    expect(confirmation.parsed.subject).toBe("Thank You for Signing Up! We've Received Your Details");
  });
});

// ─── Newsletter (footer) ────────────────────────────────────────────────────────────────────

async function openNewsletter(page: Page): Promise<Locator> {
  await page.goto('/');
  return footerWithNewsletter(page);
}

test.describe('Newsletter (the footer box, a parcel from mfe-forms)', () => {
  test('an empty box gives the browser alert and sends nothing; a malformed address is marked beside the box', async ({ page }) => {
    const dialogs = collectDialogs(page);
    const calls = collectApiCalls(page);
    const footer = await openNewsletter(page);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => dialogs).toEqual(['Please enter a valid email address.']);
    await expect(footer.getByLabel('Email address')).toBeFocused();

    await footer.getByLabel('Email address').fill('jo@example');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(footer.getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(dialogs).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  test('success: the newsletter popup, a cleared box, the request to enquiries and the confirmation', async ({ page }) => {
    const email = visitor('reader');
    const footer = await openNewsletter(page);
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Subscribed' })).toContainText('Thank you for subscribing to our newsletter!');
    await expect(footer.getByLabel('Email address')).toHaveValue('');

    const internal = await internalMailAbout(siteConfig.mailboxes.enquiries, email);
    expect(internal.parsed.subject).toBe('Request for newsletter subscription');
    const confirmation = await oneMailTo(email);
    expect(confirmation.parsed.subject).toBe('Request for Demo');
  });
});

// ─── Failures and the popup's life ──────────────────────────────────────────────────────────

/** Each form, filled in validly and submitted; returns a control whose value must survive a failure. */
const submitters: ReadonlyArray<{ name: string; submit: (page: Page) => Promise<{ kept: Locator; value: string }> }> = [
  ...requestForms.map(({ kind, path, heading }) => ({
    name: heading,
    submit: async (page: Page) => {
      const form = await openRequestForm(page, path, heading);
      const email = visitor(kind);
      await fillRequest(form, email);
      await tick(privacyBox(form));
      await form.getByRole('button', { name: 'Submit' }).click();
      return { kept: form.getByLabel('Email'), value: email };
    },
  })),
  {
    name: 'Free trial',
    submit: async (page: Page) => {
      const dialog = await openTrialDialog(page);
      const email = visitor('trial');
      await fillTrial(dialog, email);
      await dialog.getByRole('button', { name: 'Start free trial' }).click();
      return { kept: dialog.getByLabel(trialFieldLabels.email, { exact: true }), value: email };
    },
  },
  {
    name: 'Newsletter',
    submit: async (page: Page) => {
      const footer = await openNewsletter(page);
      const email = visitor('reader');
      await footer.getByLabel('Email address').fill(email);
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      return { kept: footer.getByLabel('Email address'), value: email };
    },
  },
];

for (const { name, submit } of submitters) {
  test(`${name}: with the API unreachable, the "Request Failed" alert shows and what was typed stays`, async ({ page }) => {
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    const { kept, value } = await submit(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Request Failed' });
    await expect(alert).toContainText(requestFailed);
    await expect(kept).toHaveValue(value);
  });
}

test('with the mail API stopped behind the shell, a send fails with "Request Failed" and works again once it is back', async ({ page }) => {
  test.setTimeout(90_000);
  await stopSite('mailApi');
  try {
    const footer = await openNewsletter(page);
    const email = visitor('reader');
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Request Failed' })).toContainText(requestFailed);
    await expect(footer.getByLabel('Email address')).toHaveValue(email);

    await startSite('mailApi');
    await page.getByRole('alert').getByRole('button', { name: 'Close message' }).click();
    // Focus goes back to the form, not to the top of the page.
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeFocused();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Subscribed' })).toBeVisible();
    await expect(footer.getByLabel('Email address')).toHaveValue('');
  } finally {
    if (!isRunning('mailApi')) await startSite('mailApi');
  }
});

test('the alert closes by itself after 10 seconds, on a click anywhere on it, or from its close button', async ({ page }) => {
  await page.clock.install();
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  const footer = await openNewsletter(page);
  const alert = page.getByRole('alert').filter({ hasText: 'Request Failed' });
  const send = async () => {
    await footer.getByLabel('Email address').fill(visitor('reader'));
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(alert).toBeVisible();
  };

  await send();
  await page.clock.fastForward(9_000);
  await expect(alert).toBeVisible();
  await page.clock.fastForward(1_100);
  await expect(alert).toBeHidden();

  await send();
  await alert.getByText(requestFailed).click();
  await expect(alert).toBeHidden();

  await send();
  await alert.getByRole('button', { name: 'Close message' }).click();
  await expect(alert).toBeHidden();
});
