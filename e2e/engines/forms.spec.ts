/** The four forms, from an empty submit to the thank-you, in every engine (the e-mails themselves: tests/forms.spec.ts). */
import { exampleTrial, industryLabel, requestFieldLabels, toLocalDateTimeValue, trialFieldLabels } from '@site/form-schemas';
import { expect, test } from './fixtures';
import { attributeOf, mainHeading, openLive, scrollToElement, textOf } from './pageState';
import type { Visitor } from './visitor';

const freshAddress = (form: string) => `${form}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Tomorrow at 10:30, as a date-time field takes it. */
function tomorrowAt1030(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  date.setHours(10, 30, 0, 0);
  return toLocalDateTimeValue(date);
}

/** Whether the control labelled `label` (inside `within`) is marked invalid. */
const isInvalid = (visitor: Visitor, label: string, within: string) =>
  visitor.evaluate(
    (text: string, scope: string) =>
      [...document.querySelectorAll(`${scope} input, ${scope} select, ${scope} textarea`)].some(
        (control) =>
          [...((control as HTMLInputElement).labels ?? [])].some((l) => l.textContent.replace(/\s+/g, ' ').trim() === text) &&
          control.getAttribute('aria-invalid') === 'true',
      ),
    label,
    within,
  );

const requestForms = [
  { path: '/requestDemo', heading: 'Book a Demo' },
  { path: '/salesPage', heading: 'Talk to an expert' },
] as const;

for (const { path, heading } of requestForms) {
  test(`${heading}: an empty submit says what is missing; filled in, it is sent and thanked`, async ({ visitor }) => {
    const form = '[data-testid="enquiry-form"]';
    await openLive(visitor, path);
    expect(await mainHeading(visitor)).toBe(heading);
    await visitor.click({ text: 'Submit', css: `${form} button` });
    expect(await visitor.acceptAlert(5000)).toBe('Please agree to the Privacy Policy before submitting.');
    for (const label of Object.values(requestFieldLabels)) await expect.poll(() => isInvalid(visitor, label, form)).toBe(true);

    await visitor.type({ label: 'Full name', within: form }, 'Alex Citizen');
    await visitor.type({ label: 'Email', within: form }, freshAddress('request'));
    await visitor.type({ label: 'Phone', within: form }, '02 5550 1234');
    await visitor.type({ label: 'Organisation', within: form }, 'Example Care Services');
    await visitor.type({ label: 'Role', within: form }, 'Roster manager');
    await visitor.select({ label: 'Areas of interest', within: form }, 'Accounting');
    // Each engine's date-time picker takes typing its own way: set as a picker would.
    await visitor.setValue({ label: 'Preferred time', within: form }, tomorrowAt1030());
    await visitor.click({ label: 'I agree to the Privacy Policy', within: form });
    await visitor.click({ text: 'Submit', css: `${form} button` });

    await expect.poll(() => textOf(visitor, '[role="status"]:has(h2, strong, p)')).toContain('Request Submitted');
    expect(await textOf(visitor, '[role="status"]:has(h2, strong, p)')).toContain('Thank you for your request! We will be in touch soon.');
    await expect
      .poll(() => visitor.evaluate((css: string) => document.querySelector<HTMLInputElement>(`${css} input[name="fullName"]`)?.value, form))
      .toBe('');
  });
}

/** Opens the free-trial dialog from Sign Up: in the top bar, or in the drawer on a phone. */
async function openTrialDialog(visitor: Visitor): Promise<string> {
  const dialog = '#free-trial-dialog';
  if (await visitor.isShown({ text: 'Sign Up', css: 'header a' })) {
    await visitor.click({ text: 'Sign Up', css: 'header a' });
  } else {
    await visitor.click('#menu-button');
    await visitor.click({ text: 'Sign Up', css: '#mobile-drawer a' });
  }
  await expect.poll(() => visitor.isShown(dialog)).toBe(true);
  return dialog;
}

test('the free trial: an empty submit shows "Validation Error" and each field\'s message; filled in, it is thanked', async ({
  visitor,
}) => {
  await openLive(visitor, '/pricing');
  const dialog = await openTrialDialog(visitor);
  expect(await textOf(visitor, dialog)).toContain('No credit card needed.');
  await visitor.click({ text: 'Start free trial', css: `${dialog} button` });
  await expect.poll(() => textOf(visitor, `${dialog} [role="alert"]`)).toContain('Validation Error');
  expect(await textOf(visitor, `${dialog} [role="alert"]`)).toContain('Please fill in all required fields.');
  const fieldMessages = () =>
    visitor.evaluate(
      (scope: string) =>
        [...document.querySelectorAll(`${scope} :not([data-form-summary] *)`)].filter(
          (element) => element.children.length === 0 && element.textContent.trim() === 'This field is required',
        ).length,
      dialog,
    );
  await expect.poll(fieldMessages).toBe(9);

  await visitor.type({ label: trialFieldLabels.firstName, within: dialog }, exampleTrial.firstName);
  await visitor.type({ label: trialFieldLabels.lastName, within: dialog }, exampleTrial.lastName);
  await visitor.type({ label: trialFieldLabels.email, within: dialog }, freshAddress('trial'));
  await visitor.type({ label: trialFieldLabels.phone, within: dialog }, exampleTrial.phone);
  await visitor.type({ label: trialFieldLabels.company, within: dialog }, exampleTrial.company);
  await visitor.type({ label: trialFieldLabels.abn, within: dialog }, '98765432122');
  await visitor.select({ label: trialFieldLabels.industry, within: dialog }, industryLabel(exampleTrial.industry));
  for (const feature of exampleTrial.features) await visitor.click({ label: feature, within: dialog });
  await visitor.click({ label: 'Yes', within: dialog });
  await visitor.click({ text: 'Start free trial', css: `${dialog} button` });

  await expect.poll(() => textOf(visitor, `${dialog} [role="status"]`)).toContain('Request Submitted');
  expect(await textOf(visitor, `${dialog} [role="status"]`)).toContain(
    'Thank you for Signing Up! We will be in touch soon to provide login credentials. Keep an eye on youe inbox!',
  );
  expect(await attributeOf(visitor, `${dialog} input[name="firstName"]`, 'value')).toBeFalsy();
});

test('the newsletter: an empty box alerts, a malformed address is marked, a good one is thanked', async ({ visitor }) => {
  await openLive(visitor, '/');
  await scrollToElement(visitor, 'footer');
  const subscribe = { text: 'Subscribe', css: 'footer button' };
  await visitor.click(subscribe);
  expect(await visitor.acceptAlert(5000)).toBe('Please enter a valid email address.');

  await visitor.type({ label: 'Email address', within: 'footer' }, 'jo@example');
  await visitor.click(subscribe);
  await expect.poll(() => isInvalid(visitor, 'Email address', 'footer')).toBe(true);

  await visitor.type({ label: 'Email address', within: 'footer' }, freshAddress('reader'));
  await visitor.click(subscribe);
  await expect.poll(() => textOf(visitor, '[role="status"]:has(h2, strong, p)')).toContain('Subscribed');
  expect(await textOf(visitor, '[role="status"]:has(h2, strong, p)')).toContain('Thank you for subscribing to our newsletter!');
});
