/**
 * Playwright Test runs the cross-engine flows (engines.config.ts): one project per engine and size,
 * each with a `visitor` (visitor.ts) in a fresh browser context or session. A test fails when any page
 * it visited logged a console error or threw an uncaught exception.
 */
import { test as base, expect } from '@playwright/test';
import type { Browser } from 'puppeteer-core';
import { shellUrl } from '../support/environment';
import { startXDisplay, type XDisplay } from './display';
import { launchPuppeteerBrowser, openPuppeteerEngine } from './puppeteerEngine';
import { visitorOf, type EngineName, type ViewportSize, type Visitor } from './visitor';
import { openWebKitEngine, startWebKitDriver, type WebKitDriver } from './webKitEngine';

/** The site under test: the suite's own (globalSetup), or one already running (`ENGINES_SITE_URL`). */
export const siteUrl = process.env.ENGINES_SITE_URL ?? shellUrl;

interface EngineBrowser {
  readonly open: () => Promise<Visitor>;
}

export interface EngineOptions {
  engine: EngineName;
  engineBrowser: EngineBrowser;
}

export interface SizeOptions {
  /** The viewport's name in test titles and screenshot files: `phone` or `desktop`. */
  sizeName: string;
  size: ViewportSize;
  visitor: Visitor;
}

export const test = base.extend<SizeOptions, EngineOptions>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  sizeName: ['desktop', { option: true }],
  size: [{ width: 1280, height: 900 }, { option: true }],

  // One browser (or driver) per worker, started once for all its tests.
  engineBrowser: [
    async ({ engine }, use) => {
      const display: XDisplay | null = engine === 'chromium' ? null : await startXDisplay();
      let puppeteerBrowser: Browser | null = null;
      let webKitDriver: WebKitDriver | null = null;
      if (engine === 'webkit') webKitDriver = await startWebKitDriver(display!.name);
      else puppeteerBrowser = await launchPuppeteerBrowser(engine, display?.name ?? null);
      await use({
        open: async () =>
          visitorOf(
            webKitDriver
              ? await openWebKitEngine(webKitDriver)
              : await openPuppeteerEngine(engine as Exclude<EngineName, 'webkit'>, puppeteerBrowser!),
            siteUrl,
          ),
      });
      await puppeteerBrowser?.close();
      await webKitDriver?.stop();
      await display?.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  visitor: async ({ engineBrowser, size }, use, testInfo) => {
    const visitor = await engineBrowser.open();
    await visitor.setViewport(size);
    await use(visitor);
    const errors = await visitor.takeErrors();
    if (testInfo.status !== testInfo.expectedStatus) {
      // The page as it was when the test failed, beside the report.
      await visitor.screenshot(testInfo.outputPath('failure.png')).catch(() => undefined);
    }
    await visitor.close();
    expect(errors, 'console errors and uncaught exceptions on the pages visited').toEqual([]);
  },
});

export { expect };
