import { expect, type Locator, type Page } from '@playwright/test';
import { exampleTrial, industryLabel, toLocalDateTimeValue, trialFieldLabels } from '@site/form-schemas';

/**
 * Marks the current document; `expectSameDocument` then proves it is the same one: no page load
 * happened since, or (after Back) the page was restored from the back/forward cache as it was.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eDocument?: string }).__e2eDocument = 'still-here';
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __e2eDocument?: string }).__e2eDocument)).toBe('still-here');
}

export function mainHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

/** Opens a top-bar panel by hovering its trigger and returns the panel's locator. */
export async function openPanel(page: Page, label: string) {
  const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: label, exact: true });
  await trigger.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const panelId = await trigger.getAttribute('aria-controls');
  return page.locator(`[id="${panelId}"]`);
}

/** Collects uncaught page errors, so a test can assert there were none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The footer, once its newsletter box (a parcel from mfe-forms, loaded when the footer comes near
 * the viewport) is there. Scrolls down to bring it, then back to the top.
 */
export async function footerWithNewsletter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return footer;
}

/** 10:30 `days` from today, as the browser's local date-time input takes it. */
export const daysAheadAt1030 = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(10, 30, 0, 0);
  return toLocalDateTimeValue(date);
};
const tomorrowAt1030 = () => daysAheadAt1030(1);

/** Fills a demo or talk-to-an-expert form's seven fields as a visitor would (not the privacy box). */
export async function fillRequest(form: Locator, email: string, preferredTime = tomorrowAt1030()) {
  await form.getByLabel('Full name').fill('Alex Citizen');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('02 5550 1234');
  await form.getByLabel('Organisation').fill('Example Care Services');
  await form.getByLabel('Role').fill('Roster manager');
  await form.getByLabel('Areas of interest').selectOption({ label: 'Accounting' });
  await form.getByLabel('Preferred time').fill(preferredTime);
}

export const privacyBox = (form: Locator) => form.getByRole('checkbox', { name: 'I agree to the Privacy Policy' });

/** Fills the free-trial form's nine fields (in its dialog or on its page) as a visitor would, with `email`. */
export async function fillTrial(form: Locator, email: string) {
  await form.getByLabel(trialFieldLabels.firstName).fill(exampleTrial.firstName);
  await form.getByLabel(trialFieldLabels.lastName).fill(exampleTrial.lastName);
  await form.getByLabel(trialFieldLabels.email, { exact: true }).fill(email);
  await form.getByLabel(trialFieldLabels.phone).fill(exampleTrial.phone);
  await form.getByLabel(trialFieldLabels.company).fill(exampleTrial.company);
  await form.getByLabel(trialFieldLabels.abn).fill('98765432122');
  await form.getByLabel(trialFieldLabels.industry).selectOption({ label: industryLabel(exampleTrial.industry) });
  for (const feature of exampleTrial.features) await tick(form.getByRole('checkbox', { name: feature }));
  await tick(form.getByRole('radio', { name: 'Yes' }));
}

/** A fresh visitor address per test, so each test finds its own e-mails. */
export const visitor = (form: string) => `${form}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Ticks a box or radio as a visitor does. Not `check()`: a click that reaches a form before it is
 * live is held by the islands loader and replayed once it is, so the tick can land a moment later.
 */
export async function tick(control: Locator): Promise<void> {
  await control.click();
  await expect(control).toBeChecked();
}

/**
 * The beacon's vitals module (web-vitals): fetched once the visitor is at the page, whatever they do
 * (signals.spec), so it is no control's answer.
 */
export const isBeaconVitals = (url: string): boolean => /\/islands-vitals\.[0-9a-f]{10}\.js$/.test(url);

/**
 * What the loader fetches a few seconds after any first activity, whatever was tapped (the beacon's
 * vitals, speculation on a focused link): no control's answer, so the tests that count a tap's
 * scripts leave them out.
 */
export const comesOnceSettled = (url: string): boolean => isBeaconVitals(url) || /\/islands-focusSpeculation\.[0-9a-f]{10}\.js$/.test(url);

/** What the loader fetches on the page's first scroll, whatever is tapped (the scroll-to-top control's code). */
export const comesWithFirstScroll = (url: string): boolean => /\/islands-scrollToTop\.[0-9a-f]{10}\.js$/.test(url);

/** Holds the islands runtime (the shell's `main` entry) until the returned function is called. */
export function holdRuntime(page: Page): Promise<() => void> {
  return holdRequests(page, /\/main\.[0-9a-f]+\.js$/);
}

/** Holds back every request to `url` until the returned function is called. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The shared modules the page has loaded, as `name from provider`, from the federation share scope. */
export function loadedSharedModules(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Versions = Record<string, { from: string; loaded?: boolean; lib?: unknown }>;
    const share = (window as unknown as { __FEDERATION__?: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> } })
      .__FEDERATION__?.__SHARE__;
    const loaded = new Set<string>();
    for (const scopes of Object.values(share ?? {}))
      for (const modules of Object.values(scopes))
        for (const [name, versions] of Object.entries(modules))
          for (const version of Object.values(versions)) if (version.loaded || version.lib) loaded.add(`${name} from ${version.from}`);
    return [...loaded].sort();
  });
}

/**
 * The messages `text` beside the fields of `scope` (a form or a dialog), not their copies in the
 * form's error summary (which the server's answer and the loader's first check list, each linked).
 */
export const fieldMessages = (scope: Locator, text: string): Locator =>
  scope.getByText(text, { exact: true }).and(scope.locator(':not([data-form-summary] *)'));

/**
 * Resolves once every finite CSS transition and animation on the page has ended (a control fading
 * in as the page scrolls, at most 5 s): what a visitor looks at, and what an audit of colours must
 * see, is the end state, not a frame in the middle of a fade.
 */
export async function transitionsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
    const ended = Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
}
