/**
 * One visitor's browser, the same in every engine: the cross-engine flows are written against
 * `Visitor` and nothing else, so a flow means the same thing in Chromium, Firefox and WebKit.
 * Chromium and Firefox are driven by puppeteer-core (CDP, WebDriver BiDi: puppeteerEngine.ts),
 * WebKitGTK by W3C WebDriver through WebdriverIO (webKitEngine.ts); Playwright's own Firefox and
 * WebKit builds cannot be had here (../shared/NOTES.md). Each driver only acts on CSS selectors:
 * finding what a visitor means (a link by its text, a field by its label) happens in the page, the
 * same way in every engine (`findInPage`).
 */
import { expect } from '@playwright/test';

export const engineNames = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof engineNames)[number];

export interface ViewportSize {
  readonly width: number;
  readonly height: number;
}

/**
 * What to act on, as a visitor finds it: a CSS selector, or the displayed element
 * - whose whole text is `text` (spaces collapsed; among `css`, default any element, the innermost one),
 * - or the form control labelled `label` (its `<label>` or `aria-label`),
 * inside the displayed element matching `within` when given.
 */
type Target =
  | string
  | { readonly text: string; readonly css?: string; readonly within?: string }
  | { readonly label: string; readonly within?: string };

/** A function run in the page, with JSON arguments and a JSON result (both drivers serialise it). */
export type InPage<Args extends unknown[], Result> = (...args: Args) => Result | Promise<Result>;

type Key = 'Escape' | 'Tab' | 'Enter' | 'ArrowDown';

/** What each engine's driver does, on CSS selectors only (puppeteerEngine.ts, webKitEngine.ts). */
export interface EngineDriver {
  readonly engine: EngineName;
  open(url: string): Promise<void>;
  setViewport(size: ViewportSize): Promise<void>;
  /** Clicks the element's middle as a pointer would, scrolled into view first. */
  click(css: string): Promise<void>;
  /** Types into a field, after clearing it. */
  type(css: string, text: string): Promise<void>;
  select(css: string, value: string): Promise<void>;
  press(key: Key): Promise<void>;
  evaluate<Args extends unknown[], Result>(fn: InPage<Args, Result>, ...args: Args): Promise<Result>;
  /** Waits up to `timeout` ms for a `window.alert`, accepts it and gives its text. */
  acceptAlert(timeout: number): Promise<string>;
  back(): Promise<void>;
  url(): Promise<string>;
  screenshot(file: string): Promise<void>;
  /** Console errors and uncaught exceptions of the pages visited since the last call (the fixture fails a test on any). */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Visitor extends Omit<EngineDriver, 'open' | 'click' | 'type' | 'select'> {
  /** Loads a path of the site; returns once the page has loaded. */
  open(path: string): Promise<void>;
  click(target: Target): Promise<void>;
  type(target: Target, text: string): Promise<void>;
  /** Chooses the option whose text is `option`, as a visitor does. */
  select(target: Target, option: string): Promise<void>;
  /**
   * Sets a field's value whole, as a picker does, with the events a visitor's input fires: for the
   * date and time fields, which each engine types into its own way.
   */
  setValue(target: Target, value: string): Promise<void>;
  /** Whether the target is displayed now. */
  isShown(target: Target): Promise<boolean>;
}

const TARGET_ATTRIBUTE = 'data-visitor-target';

/**
 * Runs in the page: marks the first displayed element that `target` means with a number of its own
 * and returns its CSS selector, or null when there is none (yet).
 */
function findInPage(target: Target, attribute: string, mark: boolean): string | null {
  const displayed = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  const spec = typeof target === 'string' ? { css: target } : target;
  const scope = 'within' in spec && spec.within ? [...document.querySelectorAll(spec.within)].find(displayed) : document;
  if (!scope) return null;
  let candidates: Element[];
  if ('label' in spec) {
    // A label's whole text, or its start (a label may add words only some hear: "(opens in a new tab)").
    const controls = [...scope.querySelectorAll('input, select, textarea, button')];
    const labelled = (match: (text: string) => boolean) =>
      controls.flatMap((control) => {
        if (match(control.getAttribute('aria-label') ?? '')) return [control];
        const labels = [...((control as HTMLInputElement).labels ?? [])].filter((label) => match(squash(label.textContent)));
        if (labels.length === 0) return [];
        // The control, or its label where the control itself is drawn by CSS (a styled box): what a visitor taps.
        return displayed(control) && control.getBoundingClientRect().width > 2 ? [control] : labels;
      });
    candidates = labelled((text) => text === spec.label);
    if (candidates.length === 0) candidates = labelled((text) => text.startsWith(`${spec.label} `));
  } else if ('text' in spec) {
    const matches = [...scope.querySelectorAll(spec.css ?? '*')].filter((element) => squash(element.textContent) === spec.text);
    candidates = matches.filter((element) => !matches.some((other) => other !== element && element.contains(other)));
  } else {
    candidates = [...scope.querySelectorAll(spec.css)];
  }
  const found = candidates.find(displayed);
  if (!found) return null;
  if (!mark) return 'found';
  // Numbered from a counter kept on the window (not in the DOM, where the selector could match it).
  const counter = window as unknown as { __visitorTargets?: number };
  const id = String((counter.__visitorTargets = (counter.__visitorTargets ?? 0) + 1));
  found.setAttribute(attribute, id);
  return `[${attribute}="${id}"]`;
}

const describe = (target: Target) => (typeof target === 'string' ? target : JSON.stringify(target));

/** The visitor over an engine's driver: targets found in the page, waited for like a visitor would (10 s). */
export function visitorOf(driver: EngineDriver, baseUrl: string): Visitor {
  const resolve = async (target: Target): Promise<string> => {
    let css: string | null = null;
    await expect
      .poll(async () => (css = await driver.evaluate(findInPage, target, TARGET_ATTRIBUTE, true)), {
        message: `${driver.engine}: nothing displayed matches ${describe(target)}`,
      })
      .not.toBeNull();
    return css!;
  };
  return {
    engine: driver.engine,
    setViewport: (size) => driver.setViewport(size),
    press: (key) => driver.press(key),
    evaluate: (fn, ...args) => driver.evaluate(fn, ...args),
    acceptAlert: (timeout) => driver.acceptAlert(timeout),
    back: () => driver.back(),
    url: () => driver.url(),
    screenshot: (file) => driver.screenshot(file),
    takeErrors: () => driver.takeErrors(),
    close: () => driver.close(),
    open: (path) => driver.open(new URL(path, baseUrl).href),
    click: async (target) => driver.click(await resolve(target)),
    type: async (target, text) => driver.type(await resolve(target), text),
    select: async (target, option) => {
      const css = await resolve(target);
      const value = await driver.evaluate(
        (select: string, text: string) =>
          [...document.querySelector<HTMLSelectElement>(select)!.options].find((o) => o.text.trim() === text)?.value ?? null,
        css,
        option,
      );
      if (value === null) throw new Error(`${driver.engine}: ${describe(target)} has no option "${option}"`);
      await driver.select(css, value);
    },
    setValue: async (target, value) => {
      const css = await resolve(target);
      await driver.evaluate(
        (field: string, text: string) => {
          const input = document.querySelector<HTMLInputElement>(field)!;
          // The prototype's setter, so a framework watching the element's own property sees the change.
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          input.dispatchEvent(new Event('change', { bubbles: true }));
        },
        css,
        value,
      );
    },
    isShown: async (target) => (await driver.evaluate(findInPage, target, TARGET_ATTRIBUTE, false)) !== null,
  };
}
