/**
 * The first taps measured (`firstTap.ts`) and their budgets: on which page and screen, the control
 * a visitor taps (found by role and name, so an older build is measured the same way), what
 * answers it, and what it may fetch.
 */
import type { Locator, Page } from '@playwright/test';
import type { Screen } from './phoneEmulation';
import type { Answer } from './tapProbe';

export interface TapScenario {
  readonly name: string;
  readonly path: string;
  readonly screen: Screen;
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
