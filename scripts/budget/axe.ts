/**
 * axe (WCAG 2.0/2.1 A and AA, and AAA's enhanced contrast) on every route of the route table, then on
 * the states a route load never shows: the mobile drawer, the free-trial dialog and the demo form
 * showing its errors.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';

export interface AxeResult {
  /** A route, or a state such as "/ · mobile drawer open". */
  readonly target: string;
  readonly kind: 'route' | 'state';
  /** Serious or critical violations: rule id and how many elements break it. */
  readonly violations: Array<{ id: string; impact: string; nodes: number }>;
  /** Elements whose text is under AAA contrast (color-contrast-enhanced, WCAG 1.4.6: 7:1, 4.5:1 large). */
  readonly contrastEnhanced: number;
  /** Set when the page or state could not be reached; counts as a missed check. */
  readonly error?: string;
}

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const timeout = 20_000;

interface State {
  readonly name: string;
  readonly route: string;
  readonly viewport?: { width: number; height: number };
  /** Brings the page into the state; resolves once it shows. */
  readonly enter: (page: Page) => Promise<void>;
}

const states: State[] = [
  {
    name: 'mobile drawer open',
    route: '/',
    viewport: { width: 390, height: 844 },
    enter: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
      await page.getByRole('dialog', { name: /menu/i }).waitFor({ timeout });
    },
  },
  {
    name: 'free-trial dialog open',
    route: '/',
    enter: async (page) => {
      await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
      await page.getByRole('dialog', { name: 'Start your 7-day free trial' }).waitFor({ timeout });
    },
  },
  {
    name: 'demo form showing its errors',
    route: '/requestDemo',
    enter: async (page) => {
      // The empty submit also alerts about the privacy policy; accept it so the page goes on.
      page.on('dialog', (dialog) => void dialog.accept());
      const form = page.getByTestId('enquiry-form');
      await form.getByRole('button', { name: 'Submit' }).click();
      await form.getByText('Required', { exact: true }).first().waitFor({ timeout });
    },
  },
];

async function check(browser: Browser, base: string, target: string, kind: AxeResult['kind'], state?: State): Promise<AxeResult> {
  const context = await browser.newContext(state?.viewport ? { viewport: state.viewport } : {});
  try {
    const page = await context.newPage();
    await page.goto(base + (state?.route ?? target), { timeout });
    // The remote mounts after the shell: the page's h1 says its content is there.
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout });
    await state?.enter(page);
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    const violations = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, impact: violation.impact ?? '', nodes: violation.nodes.length }));
    const aaa = await new AxeBuilder({ page }).withRules(['color-contrast-enhanced']).analyze();
    const contrastEnhanced = aaa.violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
    return { target, kind, violations, contrastEnhanced };
  } catch (error) {
    return {
      target,
      kind,
      violations: [],
      contrastEnhanced: 0,
      error: error instanceof Error ? error.message.split('\n')[0] : String(error),
    };
  } finally {
    await context.close();
  }
}

/** A page that did not come up is tried once more: on a busy 2-core machine a load spike is not an a11y result. */
async function checkWithRetry(browser: Browser, base: string, target: string, kind: AxeResult['kind'], state?: State): Promise<AxeResult> {
  const first = await check(browser, base, target, kind, state);
  if (!first.error) return first;
  console.log(`  axe ${target}: ${first.error}; trying once more`);
  return check(browser, base, target, kind, state);
}

export async function runAxe(browser: Browser, base: string): Promise<AxeResult[]> {
  const results: AxeResult[] = [];
  // Every route of the live table (the remotes' published routes and the shell's own) is a real page.
  const response = await fetch(new URL('/routes.json', base));
  if (!response.ok) throw new Error(`${base}/routes.json answered ${response.status}`);
  const { routes } = (await response.json()) as { routes: { path: string }[] };
  for (const { path } of routes) {
    results.push(await checkWithRetry(browser, base, path, 'route'));
  }
  for (const state of states) {
    results.push(await checkWithRetry(browser, base, `${state.route} · ${state.name}`, 'state', state));
  }
  return results;
}
