/**
 * First tap to answer, as a visitor on a cheap phone feels it: Lighthouse's mobile profile (CPU
 * slowed ×4, 150 ms round trip, 1.6 Mbps down, 750 kbps up), cold cache (a fresh browser context per
 * run), the page loaded, then a tap 1 s after its `load` event. Each time runs from the tap's first
 * event (`pointerdown`/`touchstart`, its `timeStamp`) to the first animation frame in which the
 * answer is in the page (that frame paints it): the drawer or dialog open, the panel or answer
 * shown, the slider moved, the errors shown. It also adds up the bytes fetched from the tap until
 * the network is quiet, and, apart, what waking every island on `/` fetches.
 *
 * The checks read the page as a visitor sees it (roles, names, visibility), not one implementation's
 * markup, so the same scenarios measure an older build (`--before-url`) the same way.
 */
import type { Browser, BrowserContextOptions, CDPSession, Locator, Page, Request } from '@playwright/test';
import { median } from './lighthouse';

/** Lighthouse 13's mobile throttling (constants.throttling.mobileSlow4G), applied by DevTools. */
export const phoneThrottling = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750 } as const;

const phone: BrowserContextOptions = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const laptop: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, hasTouch: true };

/** What answers a tap, as the page shows it. */
type Answer =
  | 'dialog-open' // a modal dialog is open and shown
  | 'controls-shown' // what the tapped button controls (aria-controls) is shown
  | 'slider-moved' // the first slide started moving sideways
  | 'pressed-changed' // the tapped button's pressed state or name changed (pause/play)
  | 'scrolled-up' // the page started back to the top
  | 'errors-shown' // a form field is marked invalid and its message shown
  | 'form-ready'; // a modal dialog is open with a form in it that takes typing (a text box shown, enabled, not read-only)

interface TapScenario {
  readonly name: string;
  readonly path: string;
  readonly screen: 'phone' | 'laptop';
  /** The budget kind: menus, panels, accordions and slider controls ≤ 100 ms, a form's first validation ≤ 200 ms. */
  readonly kind: 'control' | 'form';
  /** Before the wait: bring the control into view, as a visitor scrolls to it. */
  readonly prepare?: (page: Page) => Promise<void>;
  readonly control: (page: Page) => Locator;
  readonly answer: Answer;
  /** This tap must fetch nothing (menus and accordions). */
  readonly fetchesNothing?: boolean;
  /** At most this much (KB, as sent) fetched from the tap until the network is quiet. */
  readonly fetchBudgetKb?: number;
}

/** The hero's first "Start your free trial" (a link the loader upgrades to the dialog). */
const heroTrialControl = (page: Page) => page.locator('main').getByRole('link', { name: 'Start your free trial' }).first();
const openTrialDialog = (page: Page) => page.getByRole('dialog', { name: 'Start your 7-day free trial' });

export const tapScenarios: readonly TapScenario[] = [
  {
    name: 'menu button on / → drawer open',
    path: '/',
    screen: 'phone',
    kind: 'control',
    control: (page) => page.getByRole('button', { name: 'Open menu' }),
    answer: 'dialog-open',
    fetchesNothing: true,
  },
  {
    name: 'Product on / (laptop) → panel open',
    path: '/',
    screen: 'laptop',
    kind: 'control',
    control: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Product' }),
    answer: 'controls-shown',
    fetchesNothing: true,
  },
  {
    name: 'FAQ question on /faq → answer shown',
    path: '/faq',
    screen: 'phone',
    kind: 'control',
    control: (page) => page.locator('main').getByRole('button', { expanded: false }).first(),
    answer: 'controls-shown',
    fetchesNothing: true,
  },
  {
    name: 'FAQ question on / → answer shown',
    path: '/',
    screen: 'phone',
    kind: 'control',
    prepare: async (page) => {
      await page.locator('main').getByRole('button', { expanded: false }).last().scrollIntoViewIfNeeded();
    },
    control: (page) => page.locator('main').getByRole('button', { expanded: false }).last(),
    answer: 'controls-shown',
    fetchesNothing: true,
  },
  {
    name: 'features slider Next on / → slider moved',
    path: '/',
    screen: 'phone',
    kind: 'control',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Next features' }).scrollIntoViewIfNeeded();
    },
    control: (page) => page.getByRole('button', { name: 'Next features' }),
    answer: 'slider-moved',
  },
  {
    name: 'features slider Pause on / → paused',
    path: '/',
    screen: 'phone',
    kind: 'control',
    prepare: async (page) => {
      await page.getByRole('button', { name: /automatic sliding of features/ }).scrollIntoViewIfNeeded();
    },
    control: (page) => page.getByRole('button', { name: /automatic sliding of features/ }),
    answer: 'pressed-changed',
  },
  {
    name: 'Show the full comparison on /pricing → table shown',
    path: '/pricing',
    screen: 'phone',
    kind: 'control',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Show the full comparison' }).scrollIntoViewIfNeeded();
    },
    control: (page) => page.getByRole('button', { name: 'Show the full comparison' }),
    answer: 'controls-shown',
    fetchesNothing: true,
  },
  {
    name: 'Back to top on / → scrolling up',
    path: '/',
    screen: 'phone',
    kind: 'control',
    prepare: async (page) => {
      // Down the page as a visitor gets there, a swipe at a time: what scrolls past loads on the way
      // (lazy images), so the way back up passes only what is already here.
      for (let y = 0; y < 2500; y += 500) {
        await page.mouse.wheel(0, 500);
        await page.waitForTimeout(200);
      }
      await page.evaluate(() => window.scrollTo({ top: 2500, behavior: 'instant' }));
      await page.waitForLoadState('networkidle');
    },
    control: (page) => page.getByRole('button', { name: 'Back to top' }),
    answer: 'scrolled-up',
    fetchesNothing: true,
  },
  {
    name: 'Start your free trial on /product → dialog open',
    path: '/product',
    screen: 'phone',
    kind: 'control',
    control: heroTrialControl,
    answer: 'dialog-open',
  },
  {
    // Issue 46: the form itself, not a stand-in, is what the visitor waits for.
    name: 'Start your free trial on /product → trial form takes typing',
    path: '/product',
    screen: 'phone',
    kind: 'form',
    control: heroTrialControl,
    answer: 'form-ready',
    fetchBudgetKb: 30,
  },
  {
    name: 'Submit on the empty free-trial dialog on /product → errors shown',
    path: '/product',
    screen: 'phone',
    kind: 'form',
    // Opened as a visitor does, then Submit at once: nothing waits for the form's island.
    prepare: async (page) => {
      await heroTrialControl(page).tap();
      await openTrialDialog(page).waitFor({ state: 'visible', timeout: 20_000 });
    },
    control: (page) => openTrialDialog(page).getByRole('button', { name: 'Start free trial' }),
    answer: 'errors-shown',
  },
  {
    name: 'Submit on an empty /requestDemo → errors shown',
    path: '/requestDemo',
    screen: 'phone',
    kind: 'form',
    prepare: async (page) => {
      await page
        .locator('main form')
        .getByRole('button', { name: /submit|send|request/i })
        .first()
        .scrollIntoViewIfNeeded();
    },
    control: (page) =>
      page
        .locator('main form')
        .getByRole('button', { name: /submit|send|request/i })
        .first(),
    answer: 'errors-shown',
  },
];

interface TapRun {
  /** From the tap to the frame that shows the answer; null when no answer came within the wait. */
  readonly ms: number | null;
  readonly bytes: number;
  readonly requests: number;
  readonly error?: string;
}

export interface TapResult {
  readonly name: string;
  readonly kind: TapScenario['kind'];
  readonly fetchesNothing: boolean;
  readonly fetchBudgetKb?: number;
  readonly ms: number | null;
  readonly bytes: number | null;
  readonly runs: TapRun[];
}

declare global {
  interface Window {
    firstTapProbe?: {
      start: number | null;
      target: Element | null;
      answeredAt: number | null;
      answer: string | null;
      /** Time the page stood still in a browser alert after the tap: the harness's answer to it, not the page's. */
      blockedInAlertMs: number;
    };
  }
}

/** Runs in the page before any of its scripts: notes the tap and, each frame after it, whether the answer is there. */
function installProbe(): void {
  const probe = {
    start: null as number | null,
    target: null as Element | null,
    answeredAt: null as number | null,
    answer: null as string | null,
    blockedInAlertMs: 0,
  };
  window.firstTapProbe = probe;
  // An empty form's first answer can be a browser alert (the spec's privacy alert), which holds the
  // page until it is dismissed: a visitor sees it at once, but here Playwright's round trip closes it.
  const alert = window.alert.bind(window);
  window.alert = (message?: unknown) => {
    const shownAt = performance.now();
    try {
      alert(message);
    } finally {
      if (probe.start !== null) probe.blockedInAlertMs += performance.now() - shownAt;
    }
  };
  const onTap = (event: Event) => {
    if (probe.answer === null || probe.start !== null) return;
    probe.start = event.timeStamp;
    // The control, not the icon or text inside it that a re-render may replace.
    probe.target = event.target instanceof Element ? (event.target.closest('button, [role="button"], summary, a') ?? event.target) : null;
  };
  for (const type of ['pointerdown', 'touchstart']) window.addEventListener(type, onTap, { capture: true, passive: true });
}

/** Arms the probe for one answer and watches for it frame by frame (in the page). */
function armProbe(answer: Answer): void {
  const probe = window.firstTapProbe;
  if (!probe) throw new Error('the probe is not installed');
  probe.answer = answer;
  const shown = (element: Element | null | undefined): boolean =>
    element instanceof HTMLElement &&
    element.isConnected &&
    element.getClientRects().length > 0 &&
    getComputedStyle(element).visibility !== 'hidden';
  let firstSlideX: number | null = null;
  let pressed: string | null = null;
  let scrollY = 0;
  const control = () => probe.target?.closest('button, [role="button"], summary, a') ?? null;
  // The first slide of the slider a control runs: the one it names (aria-controls), else its section's.
  const firstSlide = (button: Element | null | undefined): Element | null => {
    const named = button?.getAttribute('aria-controls');
    const scope = (named ? document.getElementById(named) : null) ?? button?.closest('section');
    return scope?.querySelector('[aria-roledescription="slide"]') ?? scope?.querySelector('li') ?? null;
  };
  const slideX = () => firstSlide(control())?.getBoundingClientRect().left ?? null;
  const answered = (): boolean => {
    const tapped = control();
    switch (answer) {
      case 'dialog-open':
        return [...document.querySelectorAll('dialog, [role="dialog"]')].some(
          (dialog) =>
            (dialog instanceof HTMLDialogElement ? dialog.open : true) && shown(dialog) && (dialog.textContent || '').trim().length > 0,
        );
      case 'controls-shown': {
        const id = tapped?.getAttribute('aria-controls');
        return id ? shown(document.getElementById(id)) : tapped?.getAttribute('aria-expanded') === 'true';
      }
      case 'slider-moved': {
        const x = slideX();
        return x !== null && firstSlideX !== null && Math.abs(x - firstSlideX) > 2; // moving: a smooth scroll starts slowly
      }
      case 'pressed-changed':
        return (
          tapped !== null &&
          `${tapped.getAttribute('aria-pressed')}|${tapped.getAttribute('data-slider-paused')}|${tapped.textContent}` !== pressed
        );
      case 'scrolled-up':
        return window.scrollY < scrollY - 5;
      case 'errors-shown':
        return [...document.querySelectorAll('[aria-invalid="true"]')].some(shown);
      case 'form-ready':
        return [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].some((dialog) =>
          [...dialog.querySelectorAll<HTMLInputElement>('form input:is([type="text"], [type="email"], :not([type]))')].some(
            (box) => shown(box) && !box.disabled && !box.readOnly,
          ),
        );
    }
  };
  const frame = () => {
    if (probe.start === null) {
      // Until the tap: the state it should change.
      firstSlideX = null;
      scrollY = window.scrollY;
    } else {
      if (firstSlideX === null && answer === 'slider-moved') firstSlideX = slideXAtTap ?? slideX();
      if (pressed === null && answer === 'pressed-changed') pressed = pressedAtTap;
      if (answered()) {
        probe.answeredAt = performance.now();
        return;
      }
    }
    requestAnimationFrame(frame);
  };
  // The state at the tap itself, read in the capture listener's task (before anything handles it).
  let slideXAtTap: number | null = null;
  let pressedAtTap: string | null = null;
  window.addEventListener(
    'pointerdown',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      pressedAtTap = button
        ? `${button.getAttribute('aria-pressed')}|${button.getAttribute('data-slider-paused')}|${button.textContent}`
        : null;
      slideXAtTap = firstSlide(button)?.getBoundingClientRect().left ?? null;
    },
    { capture: true, once: true },
  );
  requestAnimationFrame(frame);
}

async function throttle(page: Page): Promise<CDPSession> {
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

/** Counts what the page fetches from `since()` on; `quiet()` waits until nothing is in flight for a second. */
function watchRequests(page: Page) {
  let counting = false;
  const counted = new Set<Request>();
  const inFlight = new Set<Request>();
  const done: Array<Promise<number>> = [];
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (!counting) return;
    counted.add(request);
    inFlight.add(request);
    lastChange = Date.now();
  });
  const finish = (request: Request) => {
    if (!counted.has(request)) return;
    inFlight.delete(request);
    lastChange = Date.now();
    done.push(
      request
        .sizes()
        .then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize)
        .catch(() => 0),
    );
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
  });
  return {
    start: () => {
      counting = true;
    },
    async quiet(maxMs = 15_000): Promise<{ bytes: number; requests: number }> {
      const deadline = Date.now() + maxMs;
      while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastChange < 1000)) await page.waitForTimeout(100);
      const sizes = await Promise.all(done);
      return { bytes: sizes.reduce((total, size) => total + size, 0), requests: counted.size };
    },
  };
}

async function runOnce(browser: Browser, baseUrl: string, scenario: TapScenario): Promise<TapRun> {
  const context = await browser.newContext(scenario.screen === 'phone' ? phone : laptop);
  try {
    // tsx (esbuild) names functions with a `__name` helper that a function sent to the page lacks.
    await context.addInitScript('window.__name = (target) => target;');
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.dismiss()); // the privacy browser alert
    const cdp = await throttle(page);
    const requests = watchRequests(page);
    await page.goto(baseUrl + scenario.path, { waitUntil: 'load', timeout: 60_000 });
    const tapAt = Date.now() + 1000;
    await scenario.prepare?.(page);
    // The visitor finds the control, then taps it 1 s after load. Finding it is the harness's work in
    // the page (Playwright's selector engine): done first, and its garbage collected, or a collection
    // it set off would land in the tap (28 ms of 140 on /faq, CPU ×4).
    const control = scenario.control(page);
    await control.waitFor({ state: 'visible', timeout: 20_000 });
    await control.scrollIntoViewIfNeeded();
    // The element itself: a locator such as "the first collapsed question" points elsewhere once it opens.
    const tapped = await control.elementHandle();
    await cdp.send('HeapProfiler.collectGarbage');
    await page.waitForTimeout(Math.max(0, tapAt - Date.now()));
    const box = await tapped.boundingBox();
    if (!box) throw new Error('the control has no box to tap');
    await page.evaluate(armProbe, scenario.answer);
    requests.start();
    // A bare touch at the control's centre, as a finger gives. locator.tap() would also run
    // Playwright's hit-target check inside the page, in the very events being timed.
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const onControl = await tapped.evaluate((element) => {
      const target = window.firstTapProbe?.target;
      return target instanceof Node && (element === target || element.contains(target) || target.contains(element));
    });
    if (!onControl) throw new Error('the tap landed beside the control');
    const answered = await page
      .waitForFunction(() => window.firstTapProbe?.answeredAt ?? null, undefined, { timeout: 10_000, polling: 100 })
      .then(() => true)
      .catch(() => false);
    const timing = await page.evaluate(() => ({
      start: window.firstTapProbe?.start ?? null,
      end: window.firstTapProbe?.answeredAt ?? null,
      blocked: window.firstTapProbe?.blockedInAlertMs ?? 0,
    }));
    const fetched = await requests.quiet();
    const ms = answered && timing.start !== null && timing.end !== null ? timing.end - timing.start - timing.blocked : null;
    return { ms, ...fetched, ...(ms === null ? { error: 'no answer within 10 s' } : {}) };
  } catch (error) {
    return { ms: null, bytes: 0, requests: 0, error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await context.close();
  }
}

/** Each scenario `runs` times (cold cache each time); the result holds the medians. */
export async function measureFirstTaps(browser: Browser, baseUrl: string, runs = 3, scenarios = tapScenarios): Promise<TapResult[]> {
  const results: TapResult[] = [];
  for (const scenario of scenarios) {
    const scenarioRuns: TapRun[] = [];
    for (let run = 0; run < runs; run += 1) scenarioRuns.push(await runOnce(browser, baseUrl, scenario));
    // A run with no answer counts as the slowest: the median then says the tap often did nothing.
    const times = scenarioRuns.map((run) => run.ms ?? Number.POSITIVE_INFINITY);
    const ms = median(times);
    results.push({
      name: scenario.name,
      kind: scenario.kind,
      fetchesNothing: scenario.fetchesNothing ?? false,
      fetchBudgetKb: scenario.fetchBudgetKb,
      ms: ms === null || !Number.isFinite(ms) ? null : ms,
      bytes: median(scenarioRuns.map((run) => run.bytes)),
      runs: scenarioRuns,
    });
  }
  return results;
}

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
  /** Islands that did not become live (state other than `live`). */
  readonly notLive: string[];
}

/** The islands a visitor can wake: HTML-only ones (`hydrate: 'never'`) have nothing to wake. */
const WAKEABLE_ISLANDS = 'site-island[data-island]:not([data-hydrate="never"])';

/** Loads `/` (phone, unthrottled: only bytes count here), then wakes each island the way a visitor would: in view, pointer over it. */
export async function measureWakeAll(browser: Browser, baseUrl: string, path = '/'): Promise<WakeAllResult> {
  const context = await browser.newContext(phone);
  try {
    await context.addInitScript('window.__name = (target) => target;');
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
    return {
      bytes: sizes.reduce((total, size) => total + size.bytes, 0),
      scriptBytes: sizes.filter((size) => size.type === 'script').reduce((total, size) => total + size.bytes, 0),
      imageBytes: sizes.filter((size) => size.type === 'image').reduce((total, size) => total + size.bytes, 0),
      headerBytes: sizes.reduce((total, size) => total + size.headers, 0),
      requests: counted.length,
      islands: states.map((island) => `${island.id}:${island.state}`),
      notLive: states.filter((island) => island.state !== 'live').map((island) => island.id),
    };
  } finally {
    await context.close();
  }
}
