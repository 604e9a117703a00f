/**
 * The dialog behaviour in a DOM without invoker commands (jsdom, as an older browser): the commands
 * come from invokerCommands.ts, fetched there only. Chromium's own invoker commands, Escape and inertness are covered by the e2e suite.
 */
import { actionDialog, closeEnclosingDialog, dialogCloser, dialogInvoker, fastModal, openActionDialog } from './index';

function attributes(element: HTMLElement, values: Record<string, string | boolean>): HTMLElement {
  for (const [name, value] of Object.entries(values)) element.setAttribute(name, String(value));
  return element;
}

function renderDrawer() {
  document.body.innerHTML = `
    <button id="opener">Open menu</button>
    <dialog id="drawer">
      <button id="close">Close menu</button>
      <a id="pricing" href="#pricing">Pricing</a>
      <a id="sign-in" href="https://login.example" target="_blank">Sign In</a>
      <a id="sign-up" href="/free-trial" data-shell-action="open-free-trial">Sign Up</a>
    </dialog>`;
  const get = (id: string) => document.getElementById(id) as HTMLElement;
  attributes(get('opener'), dialogInvoker('drawer'));
  attributes(get('close'), dialogCloser('drawer'));
  return { opener: get('opener'), dialog: get('drawer') as HTMLDialogElement, close: get('close'), get };
}

beforeEach(() => {
  // jsdom lays nothing out: every element counts as shown.
  jest.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
  // jsdom has no top layer: a dialog opened by showModal() (the stub in devkit's setup) is the modal one.
  const matches = Object.getOwnPropertyDescriptor(Element.prototype, 'matches')!.value as (this: Element, selector: string) => boolean;
  jest.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
    return selector === ':modal' ? this.hasAttribute('open') : matches.call(this, selector);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('dialog behaviour', () => {
  it('opens the dialog from its opener and keeps the opener’s aria-expanded in step', async () => {
    const { opener, dialog, close } = renderDrawer();
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    opener.click();
    expect(dialog.open).toBe(true);
    await Promise.resolve(); // written once the command has run, as after the browser's own
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    close.focus();
    close.click();
    expect(dialog.open).toBe(false);
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    // Focus was left in the closed dialog: it goes back to the opener.
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the open modal dialog, both ways', () => {
    const { opener, close, get } = renderDrawer();
    opener.click();
    const signUp = get('sign-up');
    signUp.focus();
    const tab = (shiftKey: boolean) =>
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }));
    expect(tab(false)).toBe(false); // the browser's own move is cancelled…
    expect(close).toHaveFocus(); // …and focus wraps to the first control
    expect(tab(true)).toBe(false);
    expect(signUp).toHaveFocus();
    get('pricing').focus();
    expect(tab(false)).toBe(true); // inside, the browser moves focus as usual
  });

  it('closes when a link in it is followed, not for one that opens a new tab', () => {
    const { opener, dialog, get } = renderDrawer();
    opener.click();
    get('sign-in').addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open tabs
    get('sign-in').click();
    expect(dialog.open).toBe(true);
    get('pricing').click();
    expect(dialog.open).toBe(false);
  });

  it('closeEnclosingDialog closes the dialog a control is in and names its opener', () => {
    const { opener, dialog, get } = renderDrawer();
    expect(closeEnclosingDialog(get('sign-up'))).toBeNull(); // closed already: nothing to do
    opener.click();
    expect(closeEnclosingDialog(get('sign-up'))).toBe(opener);
    expect(dialog.open).toBe(false);
    expect(closeEnclosingDialog(opener)).toBeNull(); // not in a dialog
  });

  describe('a fast modal dialog (the drawer)', () => {
    function renderFastDrawer() {
      document.body.innerHTML = `
        <header><a id="logo" href="/">Home</a><button id="opener">Open menu</button>
          <dialog id="drawer"><button id="close">Close menu</button><a id="pricing" href="#p">Pricing</a></dialog>
        </header>
        <main id="main"><a href="/x">A link in the page</a></main>
        <footer id="footer"></footer>`;
      const get = (id: string) => document.getElementById(id) as HTMLElement;
      attributes(get('opener'), dialogInvoker('drawer'));
      attributes(get('drawer'), fastModal());
      attributes(get('close'), dialogCloser('drawer'));
      return { get, dialog: get('drawer') as HTMLDialogElement };
    }
    const inertIds = () => [...document.querySelectorAll('[inert]')].map((element) => element.id);
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('opens with show() (no restyle of the whole page in the tap), then makes the page behind inert after its frame', () => {
      const { get, dialog } = renderFastDrawer();
      const showModal = jest.spyOn(dialog, 'showModal');
      get('opener').click();
      expect(dialog.open).toBe(true);
      expect(showModal).not.toHaveBeenCalled();
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(get('opener')).toHaveAttribute('aria-expanded', 'true');
      expect(inertIds()).toEqual([]); // the tap's own task only shows the dialog
      jest.advanceTimersByTime(50); // its frame, then a task
      expect(inertIds()).toEqual(['logo', 'opener', 'main', 'footer']);
    });

    it('closes on Escape, gives the page back, and focus returns to the menu button', () => {
      const { get, dialog } = renderFastDrawer();
      get('opener').click();
      jest.advanceTimersByTime(50);
      get('pricing').focus();
      get('pricing').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      expect(dialog.open).toBe(false);
      expect(dialog).not.toHaveAttribute('aria-modal');
      expect(inertIds()).toEqual([]);
      expect(get('opener')).toHaveFocus();
      expect(get('opener')).toHaveAttribute('aria-expanded', 'false');
    });

    it('keeps Tab inside it like a modal one, and leaves what was inert before alone', () => {
      const { get } = renderFastDrawer();
      get('footer').setAttribute('inert', ''); // someone else's
      get('opener').click();
      jest.advanceTimersByTime(50);
      get('pricing').focus();
      expect(get('pricing').dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }))).toBe(false);
      expect(get('close')).toHaveFocus();
      get('close').click();
      expect(inertIds()).toEqual(['footer']);
    });

    it("a shell action's dialog: the drawer its control sits in closes, the page's own dialog opens, and Escape gives focus back to the menu button", () => {
      const { get, dialog: drawer } = renderFastDrawer();
      get('drawer').insertAdjacentHTML('beforeend', '<a id="sign-up" href="/free-trial" data-shell-action="open-free-trial">Sign Up</a>');
      const trial = document.createElement('dialog');
      for (const [name, value] of Object.entries(actionDialog('open-free-trial'))) trial.setAttribute(name, value);
      trial.innerHTML = '<input id="first-name">';
      document.body.append(trial);
      get('opener').click();
      jest.advanceTimersByTime(50);
      expect(openActionDialog('open-free-trial', get('sign-up'))).toBe(true);
      expect(drawer.open).toBe(false);
      expect(trial.open).toBe(true);
      expect(trial).toHaveAttribute('aria-modal', 'true');
      jest.advanceTimersByTime(50);
      // The dialog is the body's child: the page's header, main and footer turned inert.
      expect(inertIds()).toEqual(['', 'main', 'footer']);
      get('first-name').focus();
      get('first-name').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      expect(trial.open).toBe(false);
      expect(inertIds()).toEqual([]);
      expect(get('opener')).toHaveFocus();
    });

    it('a shell action the page holds no dialog for opens nothing (its link is followed instead)', () => {
      const { get } = renderFastDrawer();
      expect(openActionDialog('open-free-trial', get('pricing'))).toBe(false);
      expect(document.querySelectorAll('dialog[open]')).toHaveLength(0);
    });

    it('closed before its frame: the page behind never turns inert', () => {
      const { get } = renderFastDrawer();
      get('opener').click();
      get('close').click();
      jest.advanceTimersByTime(50);
      expect(inertIds()).toEqual([]);
    });
  });
});
