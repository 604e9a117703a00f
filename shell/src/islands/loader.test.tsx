/**
 * The page as the loader sets it up on import (jsdom's page "/"): what needs its modules together.
 * Each module's own behaviour is tested beside it.
 */
import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { readVisitStart, submissionAttribution } from '@site/ui/visit-attribution';
import './loader';
import { ISLAND_STATE } from './protocol';
import { SignUpDialog, testRuntime, unmountIslands } from './testSupport/testIslands';
import { startIslands } from './wakeIslands';

window.siteIslands = testRuntime;

afterEach(() => {
  unmountIslands();
  document.body.innerHTML = '';
});

describe('islands loader', () => {
  it("records the visit's first page on load, form or not (issue 21: attribution)", async () => {
    // The loader ran on import and recorded the page in idle time: the forms read this record when sent.
    await waitFor(() => expect(readVisitStart()).toEqual({ landingPage: '/' }));
    expect(submissionAttribution().pagesViewed).toEqual(['/']);
  });

  it('answers from the page once it has started (tests wait for this)', async () => {
    await waitFor(() => expect(document.documentElement.dataset.shell).toBe('live'));
  });

  describe("a shell action's dialog (the free-trial sign-up the frame holds)", () => {
    /**
     * A page with Sign Up (a link to the sign-up's page) and the frame's dialog for it: closed HTML
     * whose form is an island live on the first interaction, as mfe-forms publishes it.
     */
    const pageWithSignUp = () => {
      document.body.innerHTML = `<main><a href="/free-trial" data-shell-action="open-free-trial">Sign Up</a></main>
        <site-island data-island="test/SignUpDialog" data-hydrate="interaction" data-ssr="">${renderToString(<SignUpDialog />)}</site-island>`;
      const island = document.querySelector<HTMLElement>('site-island')!;
      startIslands(); // as the loader does when a page starts
      return { signUp: document.querySelector('a')!, dialog: document.querySelector('dialog')!, island };
    };

    it('is open in the tap itself, the link not followed and no code fetched; the form takes typing and its island wakes then', async () => {
      const hydrate = jest.spyOn(testRuntime, 'hydrate');
      const { signUp, dialog, island } = pageWithSignUp();
      const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
      signUp.dispatchEvent(tap);
      expect(tap.defaultPrevented).toBe(true);
      expect(dialog).toHaveAttribute('open');
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(hydrate.mock.calls.filter(([woken]) => woken === island)).toHaveLength(0);
      const box = dialog.querySelector('input')!;
      box.focus();
      box.value = 'Ada';
      box.dispatchEvent(new Event('input', { bubbles: true }));
      await waitFor(() => expect(island.dataset.islandState).toBe(ISLAND_STATE.live));
      expect(hydrate.mock.calls.filter(([woken]) => woken === island)).toHaveLength(1);
      expect(dialog).toHaveAttribute('open'); // hydrating over the open dialog leaves it open
      await waitFor(() => expect(dialog.querySelector('output')).toHaveTextContent('looking for Ada'));
      hydrate.mockRestore();
    });

    it('closes from its close button before its island is live (the click is not held for it), and focus goes back to Sign Up', async () => {
      // jsdom lays nothing out: Sign Up counts as shown, for focus to go back to it.
      jest.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
      const hydrate = jest.spyOn(testRuntime, 'hydrate');
      const { signUp, dialog, island } = pageWithSignUp();
      signUp.click();
      dialog.querySelector<HTMLButtonElement>('button[commandfor]')!.click();
      await waitFor(() => expect(dialog).not.toHaveAttribute('open')); // jsdom's invoker commands come as a module of their own
      expect(signUp).toHaveFocus();
      expect(island.dataset.islandState).toBe(ISLAND_STATE.waiting);
      expect(hydrate.mock.calls.filter(([woken]) => woken === island)).toHaveLength(0);
      jest.restoreAllMocks();
    });
  });
});
