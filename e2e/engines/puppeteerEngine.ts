import puppeteer, { type Browser, type BrowserContext, type Dialog, type Page } from 'puppeteer-core';
import { chromiumLaunchOptions } from '@site/devkit/chromium';
import type { EngineDriver, EngineName, InPage, ViewportSize } from './visitor';

/** What puppeteer says when the page it evaluated in went away (a navigation) before answering. */
const NAVIGATING = /Execution context was destroyed|Cannot find context|navigat|Inspected target navigated|no such frame|Target closed/i;

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Chromium (over CDP) or Firefox ESR (over WebDriver BiDi, no geckodriver). Firefox runs with a window
 * on the suite's X display when there is one: headless Firefox never has window focus, so a click
 * moves focus without firing focus events, which a visitor's browser does.
 */
export async function launchPuppeteerBrowser(engine: Exclude<EngineName, 'webkit'>, display: string | null): Promise<Browser> {
  if (engine === 'chromium') {
    return puppeteer.launch({
      browser: 'chrome',
      executablePath: chromiumLaunchOptions.executablePath,
      headless: true,
      // Prerendering a hovered link's page swaps the page under the driver (the site's speculation rules).
      args: [...chromiumLaunchOptions.args, '--disable-features=Prerender2'],
    });
  }
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: display === null,
    env: { ...process.env, ...(display === null ? {} : { DISPLAY: display }) },
  });
}

export async function openPuppeteerEngine(engine: Exclude<EngineName, 'webkit'>, browser: Browser): Promise<EngineDriver> {
  // A context of its own per test: no cookie, storage or cache from another test.
  const context: BrowserContext = await browser.createBrowserContext();
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  // An alert is accepted as it opens (a pending one holds the click that opened it); its text is kept.
  const alerts: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });

  return {
    engine,
    async open(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async setViewport({ width, height }: ViewportSize) {
      await page.setViewport({ width, height });
    },
    async click(css) {
      await page.locator(css).click();
    },
    async type(css, text) {
      await page.locator(css).fill(text);
    },
    async select(css, value) {
      await page.select(css, value);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async evaluate<Args extends unknown[], Result>(fn: InPage<Args, Result>, ...args: Args): Promise<Result> {
      // Asked while a link's page replaces this one, the question goes to the new page once it is there.
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await page.evaluate(fn as (...a: unknown[]) => Result, ...args);
        } catch (error) {
          if (attempt >= 50 || !(error instanceof Error) || !NAVIGATING.test(error.message)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
    async acceptAlert(timeout) {
      const deadline = Date.now() + timeout;
      while (alerts.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      const text = alerts.shift();
      if (text === undefined) throw new Error(`${engine}: no alert within ${timeout} ms`);
      return text;
    },
    async back() {
      // The browser's Back: from the page's own history, as puppeteer's goBack waits for a load
      // event that a page restored from the back/forward cache never fires (and Firefox's BiDi then
      // misses the move). The flows then wait for what the visitor would see.
      await page.evaluate(() => history.back());
    },
    url() {
      return Promise.resolve(page.url());
    },
    async screenshot(file) {
      await page.screenshot({ path: file });
    },
    takeErrors() {
      return Promise.resolve(errors.splice(0));
    },
    async close() {
      await context.close();
    },
  };
}
