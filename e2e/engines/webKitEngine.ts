import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { remote } from 'webdriverio';
import type { EngineDriver, InPage } from './visitor';

const WEBDRIVER_PATH = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * MiniBrowser's toolbar keeps its window wider than about 447 px; this GTK stylesheet (for the
 * browser's own widgets, not the page) lets it shrink to about 305 px, so a phone's 390 px fits.
 */
const NARROW_TOOLBAR_CSS = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; }\n';

export interface WebKitDriver {
  readonly port: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** Debian's WebKitWebDriver on a free port of loopback, starting MiniBrowser on `display`. */
export async function startWebKitDriver(display: string): Promise<WebKitDriver> {
  const port = await freePort();
  const configHome = mkdtempSync(path.join(os.tmpdir(), 'webkit-gtk-'));
  mkdirSync(path.join(configHome, 'gtk-3.0'));
  writeFileSync(path.join(configHome, 'gtk-3.0/gtk.css'), NARROW_TOOLBAR_CSS);
  const driver: ChildProcess = spawn(WEBDRIVER_PATH, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: configHome },
  });
  // Ready once its status answers.
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not answer within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    async stop() {
      if (driver.exitCode === null) {
        driver.kill();
        await once(driver, 'exit');
      }
      rmSync(configHome, { recursive: true, force: true });
    },
  };
}

type ErrorLog = { __engineErrors?: string[] };

/**
 * Classic WebDriver cannot read the console, and MiniBrowser under automation does not print it: the
 * page's own hooks collect console errors and uncaught exceptions, installed on each page the first
 * time the driver touches it (so errors thrown while a page loads, before that, are not seen).
 * Returns what they collected since the last call. A page restored from the back/forward cache keeps
 * its hooks and what they caught while it was being left.
 */
function drainPageErrors(): string[] {
  const log = window as unknown as ErrorLog;
  if (!log.__engineErrors) {
    const collected: string[] = [];
    log.__engineErrors = collected;
    const describe = (value: unknown) => (value instanceof Error ? value.message : String(value));
    const consoleError = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      collected.push(`console.error: ${args.map(describe).join(' ')}`);
      consoleError(...args);
    };
    window.addEventListener('error', (event) => collected.push(`uncaught: ${event.message}`));
    window.addEventListener('unhandledrejection', (event) => collected.push(`uncaught: ${describe(event.reason)}`));
  }
  return log.__engineErrors.splice(0);
}

const capabilities: WebdriverIO.Capabilities & Record<string, unknown> = {
  // WebKitWebDriver 2.50 speaks classic WebDriver only.
  'wdio:enforceWebDriverClassic': true,
  'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
};

/** A W3C WebDriver session of MiniBrowser: a fresh browser per test (about half a second). */
export async function openWebKitEngine(driver: WebKitDriver): Promise<EngineDriver> {
  const browser = await remote({
    hostname: '127.0.0.1',
    port: driver.port,
    logLevel: 'silent',
    connectionRetryCount: 0,
    capabilities,
  });
  const errors: string[] = [];
  const collectErrors = async () => {
    errors.push(...(await browser.execute(drainPageErrors).catch(() => [] as string[])));
  };
  const element = async (css: string) => {
    const found = await browser.$(css).getElement();
    // WebKitWebDriver does not scroll an element just below the fold into view before clicking it.
    // (Displayed it is: the visitor found it so, visitor.ts; WebdriverIO's own test misreads sections
    // drawn lazily with content-visibility.)
    await browser.execute(
      (element: HTMLElement) => element.scrollIntoView({ block: 'center', behavior: 'instant' }),
      found as unknown as HTMLElement,
    );
    return found;
  };

  return {
    engine: 'webkit',
    async open(url) {
      await collectErrors();
      await browser.url(url);
      await collectErrors();
    },
    async setViewport({ width, height }) {
      // The window holds MiniBrowser's toolbar too: size it, then make up what the toolbar took.
      await browser.setWindowSize(width, height);
      const [innerWidth, innerHeight] = await browser.execute(() => [window.innerWidth, window.innerHeight]);
      if (innerWidth !== width || innerHeight !== height) {
        await browser.setWindowSize(width + (width - innerWidth), height + (height - innerHeight));
      }
      const viewport = await browser.execute(() => [window.innerWidth, window.innerHeight]);
      if (viewport[0] !== width || viewport[1] !== height) {
        throw new Error(`MiniBrowser's viewport is ${viewport.join('×')}, not ${width}×${height}`);
      }
    },
    async click(css) {
      await collectErrors();
      await (await element(css)).click();
    },
    async type(css, text) {
      await collectErrors();
      await (await element(css)).setValue(text);
    },
    async select(css, value) {
      await collectErrors();
      await (await element(css)).selectByAttribute('value', value);
    },
    async press(key) {
      await collectErrors();
      await browser.keys([key]);
    },
    async evaluate<Args extends unknown[], Result>(fn: InPage<Args, Result>, ...args: Args): Promise<Result> {
      await collectErrors();
      return browser.execute(fn as (...a: unknown[]) => Result, ...args) as Promise<Result>;
    },
    async acceptAlert(timeout) {
      const deadline = Date.now() + timeout;
      for (;;) {
        const text = await browser.getAlertText().catch(() => null);
        if (text !== null) {
          await browser.acceptAlert();
          return text;
        }
        if (Date.now() > deadline) throw new Error(`webkit: no alert within ${timeout} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async back() {
      await collectErrors();
      await browser.back();
      await collectErrors();
    },
    async url() {
      return browser.getUrl();
    },
    async screenshot(file) {
      await browser.saveScreenshot(file);
    },
    async takeErrors() {
      await collectErrors();
      return errors.splice(0);
    },
    async close() {
      await browser.deleteSession();
    },
  };
}
