/**
 * The phone the first taps are measured on: Lighthouse's mobile profile applied by DevTools (CPU
 * slowed, slow network) and its screen, or a laptop's; each run in a fresh browser context, so the
 * cache is cold.
 */
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from '@playwright/test';

/** Lighthouse 13's mobile throttling (constants.throttling.mobileSlow4G), applied by DevTools. */
export const phoneThrottling = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750 } as const;

const screens = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1280, height: 800 }, hasTouch: true },
} as const satisfies Record<string, BrowserContextOptions>;

export type Screen = keyof typeof screens;

/** A fresh browser context (nothing in its cache) with this screen, ready for functions sent to the page. */
export async function coldContext(browser: Browser, screen: Screen): Promise<BrowserContext> {
  const context = await browser.newContext(screens[screen]);
  // tsx (esbuild) names functions with a `__name` helper that a function sent to the page lacks.
  await context.addInitScript('window.__name = (target) => target;');
  return context;
}

/** Slows the page's network and CPU to the phone's; the session is the page's DevTools connection. */
export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phoneThrottling.latencyMs,
    downloadThroughput: (phoneThrottling.downloadKbps * 1024) / 8,
    uploadThroughput: (phoneThrottling.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneThrottling.cpuSlowdown });
  return cdp;
}
