/**
 * The top bar and the drawer answer from their HTML: rendered to static markup (no React in the
 * page at all), their panels, drawer and accordion work through the behaviours the loader installs
 * (devkit's Jest setup installs them the same way).
 */
import { AddressProvider, ShellServicesProvider, staticAddress, type ShellServices } from '@site/ui';
import { installHoverDisclosures } from '@site/ui/behaviours';
import { resolveLabel } from '@site/ui/label-map';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { MobileDrawer } from './MobileDrawer';
import { TopBar } from './TopBar';

const services: ShellServices = {
  resolveLabel,
  runAction: () => undefined,
  loadRemoteModule: () => Promise.reject(new Error('none here')),
  RemoteSlot: () => null,
};

function renderHtmlOnly() {
  document.body.innerHTML = renderToStaticMarkup(
    <ShellServicesProvider value={services}>
      <AddressProvider value={staticAddress('/')}>
        <TopBar activeItem="Resources" />
        <main />
        {/* As the frame places it: after the page (App.tsx). */}
        <MobileDrawer />
      </AddressProvider>
    </ShellServicesProvider>,
  );
}

// The loader adds the top bar's hover panels where they are on screen (jsdom lays nothing out): a desktop here.
let uninstallHover: () => void = () => undefined;
beforeAll(() => {
  uninstallHover = installHoverDisclosures(document);
});
afterAll(() => uninstallHover());

beforeEach(() => {
  // jsdom lays nothing out: every element counts as shown (focus can go back to the menu button).
  jest.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
});
afterEach(() => jest.restoreAllMocks());

describe('TopBar from its HTML alone', () => {
  it('opens a panel on click, one at a time, and closes it on Escape with focus back on its trigger', async () => {
    const user = userEvent.setup();
    renderHtmlOnly();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const about = within(nav).getByRole('button', { name: 'About' });
    const resources = within(nav).getByRole('button', { name: 'Resources' });
    expect(resources).toHaveAttribute('aria-current', 'true');
    expect(about).toHaveAttribute('aria-expanded', 'false');

    about.focus();
    await user.keyboard('{Enter}');
    expect(about).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(about.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'Our Story' })).toBeVisible();

    await user.click(resources);
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(resources).toHaveAttribute('aria-expanded', 'true');

    within(document.getElementById(resources.getAttribute('aria-controls')!)!)
      .getByRole('link', { name: 'Blog' })
      .focus();
    await user.keyboard('{Escape}');
    expect(resources).toHaveAttribute('aria-expanded', 'false');
    expect(resources).toHaveFocus();
  });

  it('opens the drawer from the menu button; its accordion is single-open; its close button closes it', async () => {
    const user = userEvent.setup();
    renderHtmlOnly();
    const menu = screen.getByRole('button', { name: 'Open menu' });
    const drawer = screen.getByTestId<HTMLDialogElement>('mobile-drawer');
    expect(menu).toHaveAttribute('aria-haspopup', 'dialog');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(drawer.open).toBe(false);

    await user.click(menu);
    expect(drawer.open).toBe(true);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const about = within(dialog).getByRole('button', { name: 'About' });
    const solutions = within(dialog).getByRole('button', { name: 'Solutions' });
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.click(solutions);
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByRole('list', { name: 'BY ROLE' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(drawer.open).toBe(false);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('writes Sign Up as a link to the free-trial page, which the shell action upgrades, in the bar and in the drawer', () => {
    renderHtmlOnly();
    const signUps = screen.getAllByRole('link', { name: 'Sign Up', hidden: true });
    expect(signUps).toHaveLength(2);
    for (const signUp of signUps) {
      expect(signUp).toHaveAttribute('href', '/free-trial');
      expect(signUp).toHaveAttribute('data-shell-action', 'open-free-trial');
    }
  });
});
