/**
 * What waking every island on a page (`/`) fetches: the phone's screen, unthrottled (only bytes
 * count here), each island scrolled to and pointed at as a visitor would, and each slider scrolled
 * to until Swiper has taken it over (the sliders are HTML, not islands, but their code comes as they
 * near the viewport), everything fetched after `load` added up.
 */
import type { Browser, Request } from '@playwright/test';
import { coldContext } from './phoneEmulation';

export interface WakeAllResult {
  /** Everything fetched after `load` while every island woke: the response bodies as sent (gzip). */
  readonly bytes: number;
  readonly scriptBytes: number;
  /** Of `bytes`, the images the scroll to each island brought into view (content, not island code). */
  readonly imageBytes: number;
  /** The responses' HTTP/1.1 headers, apart (an HTTP/2 or HTTP/3 edge compresses them to a few bytes each). */
  readonly headerBytes: number;
  readonly requests: number;
  readonly islands: string[];
  /** Islands that did not become live (state other than `live`), and sliders Swiper did not take over. */
  readonly notLive: string[];
}

/** The islands a visitor can wake: HTML-only ones (`hydrate: 'never'`) have nothing to wake. */
const WAKEABLE_ISLANDS = 'site-island[data-island]:not([data-hydrate="never"])';
/** The sliders (`@site/ui/behaviours`' markup), and the class Swiper gives one it has taken over. */
const SLIDERS = '[data-slider]';
const TAKEN_OVER = 'swiper-initialized';

/** Loads `/` (phone, unthrottled: only bytes count here), then wakes each island the way a visitor would: in view, pointer over it. */
export async function measureWakeAll(browser: Browser, baseUrl: string, path = '/'): Promise<WakeAllResult> {
  const context = await coldContext(browser, 'phone');
  try {
    const page = await context.newPage();
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    const counted: Request[] = [];
    page.on('request', (request) => counted.push(request));
    const islands = page.locator(WAKEABLE_ISLANDS);
    const count = await islands.count();
    for (let index = 0; index < count; index += 1) {
      const island = islands.nth(index);
      await island.evaluate((element) => {
        (element.firstElementChild ?? element).scrollIntoView({ block: 'center' });
        for (const type of ['pointerover', 'focusin']) element.dispatchEvent(new Event(type, { bubbles: true }));
      });
      await page.mouse.move(10 + index, 10 + index); // activity
    }
    const sliders = page.locator(SLIDERS);
    const sliderCount = await sliders.count();
    for (let index = 0; index < sliderCount; index += 1) {
      await sliders.nth(index).evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.mouse.move(5 + index, 5 + index);
      await page
        .waitForFunction(
          ([selector, at, taken]) => document.querySelectorAll(selector)[at]?.classList.contains(taken),
          [SLIDERS, index, TAKEN_OVER] as const,
          { timeout: 15_000 },
        )
        .catch(() => undefined);
    }
    await page
      .waitForFunction(
        (selector) => [...document.querySelectorAll<HTMLElement>(selector)].every((i) => i.dataset.islandState !== 'hydrating'),
        WAKEABLE_ISLANDS,
        {
          timeout: 30_000,
        },
      )
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const sizes = await Promise.all(
      counted.map(async (request) => {
        const response = await request.response().catch(() => null);
        if (!response) return { bytes: 0, headers: 0, type: '' };
        const size = await request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
        return { bytes: size.responseBodySize, headers: size.responseHeadersSize, type: request.resourceType() };
      }),
    );
    const states = await islands.evaluateAll((elements) =>
      elements.map((element) => ({
        id: element.getAttribute('data-island') ?? '?',
        state: element.getAttribute('data-island-state') ?? '?',
      })),
    );
    const notTakenOver = await sliders.evaluateAll(
      (elements, taken) => elements.filter((element) => !element.classList.contains(taken)).map((element) => `slider ${element.id}`),
      TAKEN_OVER,
    );
    return {
      bytes: sizes.reduce((total, size) => total + size.bytes, 0),
      scriptBytes: sizes.filter((size) => size.type === 'script').reduce((total, size) => total + size.bytes, 0),
      imageBytes: sizes.filter((size) => size.type === 'image').reduce((total, size) => total + size.bytes, 0),
      headerBytes: sizes.reduce((total, size) => total + size.headers, 0),
      requests: counted.length,
      islands: states.map((island) => `${island.id}:${island.state}`),
      notLive: [...states.filter((island) => island.state !== 'live').map((island) => island.id), ...notTakenOver],
    };
  } finally {
    await context.close();
  }
}
