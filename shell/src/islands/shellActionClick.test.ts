import { installShellActions } from './shellActionClick';

installShellActions();

/**
 * Clicks the page's first link and says whether the page let it be followed. jsdom cannot follow a
 * link (it logs "Not implemented: navigation"): the click is stopped before jsdom's default action.
 */
function clickFollows(): boolean {
  let followed = false;
  const observe = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', observe);
  document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  window.removeEventListener('click', observe);
  return followed;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('shell actions', () => {
  it('lets the link be followed where the page holds no dialog for its action (the sign-up as a page)', () => {
    document.body.innerHTML = '<a href="/free-trial" data-shell-action="open-free-trial">Sign Up</a>';
    expect(clickFollows()).toBe(true);
  });

  it('goes Back through history when this visit has a page to go back to, else follows the link', () => {
    document.body.innerHTML = '<a href="/blogs" data-shell-action="back">Back</a>';
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    expect(clickFollows()).toBe(true);
    Object.assign(window, { navigation: { currentEntry: { index: 1 } } });
    expect(clickFollows()).toBe(false);
    expect(back).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(window, 'navigation');
    back.mockRestore();
  });

  it("marks the page as answering them, so their links' own handlers leave them be", () => {
    expect(document.documentElement).toHaveAttribute('data-shell-actions');
  });
});
