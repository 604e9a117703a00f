import { act, waitFor } from '@testing-library/react';
import { MailtoLink, MAIL_CLIENT_CHECK_MS } from '@site/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { readVisitStart, submissionAttribution } from '@site/ui/visit-attribution';
import { startIslands } from './loader';
import { actionDialog, dialogCloser } from '@site/ui/behaviours';
import { recordVisitWhenIdle, recordVisitWhenShown } from './visitRecord';
import { ISLAND_STATE, type IslandsRuntime } from './protocol';
import { replayHeldEvents } from './replay';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((current) => current + 1)}>
      <svg aria-hidden="true" width="8" height="8">
        <circle r="4" />
      </svg>
      Clicked {count}
    </button>
  );
}

/** A controlled text box, as the search box and the forms are: its state shows what it saw. */
function Search() {
  const [query, setQuery] = useState('');
  return (
    <>
      <input aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <output>{query === '' ? 'nothing typed' : `looking for ${query}`}</output>
    </>
  );
}

/** A switch whose server HTML React does not keep (as when it hydrates another release's markup). */
function Choice() {
  const [industry, setIndustry] = useState('ndis');
  return (
    <>
      <select aria-label="Industry" value={industry} onChange={(event) => setIndustry(event.target.value)}>
        <option value="ndis">NDIS</option>
        <option value="ict">ICT</option>
      </select>
      <output>{industry}</output>
    </>
  );
}

/** A shell action's dialog as its owner publishes it: closed HTML, a form in it (the island is the whole dialog). */
function SignUpDialog() {
  return (
    <dialog id="trial" {...actionDialog('open-free-trial')}>
      <button {...dialogCloser('trial')}>Close</button>
      <h2>Start your 7-day free trial</h2>
      <Search />
    </dialog>
  );
}

const components: Record<string, () => ReactNode> = {
  'test/Counter': Counter,
  'test/Search': Search,
  'test/Choice': Choice,
  'test/SignUpDialog': SignUpDialog,
};

function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** A runtime that hydrates with real React once the test lets it (the shell's is tested end to end). */
let release: () => void = () => undefined;
let gate = Promise.resolve();
function holdHydration(): void {
  gate = new Promise<void>((resolve) => (release = resolve));
}
const roots: Root[] = [];
const runtime: IslandsRuntime = {
  async hydrate(island) {
    await gate;
    const Component = components[island.dataset.island ?? ''];
    if (!Component || !island.isConnected) return;
    if (island.dataset.island === 'test/Choice') {
      // Rendered anew: the server's nodes are gone.
      island.replaceChildren();
      const root = createRoot(island);
      roots.push(root);
      await new Promise<void>((resolve) => root.render(<Committed onCommit={resolve}>{<Component />}</Committed>));
      island.dataset.islandState = ISLAND_STATE.live;
      return;
    }
    await new Promise<void>((resolve) => {
      roots.push(
        hydrateRoot(
          island,
          <Committed onCommit={resolve}>
            <Component />
          </Committed>,
        ),
      );
    });
    island.dataset.islandState = ISLAND_STATE.live;
  },
  replay: replayHeldEvents,
};
window.siteIslands = runtime;

function serverIsland(hydrate: string): HTMLElement {
  document.body.innerHTML = `<site-island data-island="test/Counter" data-hydrate="${hydrate}" data-ssr="">${renderToString(<Counter />)}</site-island>`;
  return document.querySelector('site-island')!;
}

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

describe('islands loader', () => {
  it("records the visit's first page on load, form or not (issue 21: attribution)", async () => {
    // The loader ran on import, on jsdom's page "/", and recorded it in idle time: the forms read this record when sent.
    await waitFor(() => expect(readVisitStart()).toEqual({ landingPage: '/' }));
    expect(submissionAttribution().pagesViewed).toEqual(['/']);
  });

  it('records a prerendered page only once it is shown, never while it waits unseen', () => {
    window.history.replaceState(null, '', '/pricing');
    const prerendered = Object.assign(new EventTarget(), { prerendering: true }) as unknown as Document & { prerendering: boolean };
    recordVisitWhenShown(prerendered);
    expect(submissionAttribution().pagesViewed).toEqual(['/']);
    prerendered.prerendering = false;
    prerendered.dispatchEvent(new Event('prerenderingchange'));
    expect(submissionAttribution().pagesViewed).toEqual(['/', '/pricing']);
    window.history.replaceState(null, '', '/');
  });

  it('wakes an interaction island on its first click and replays that click once it is live', async () => {
    const island = serverIsland('interaction');
    holdHydration();
    startIslands();
    expect(island.dataset.islandState).toBe(ISLAND_STATE.waiting);
    island.querySelector('button')!.click();
    expect(island.dataset.islandState).toBe(ISLAND_STATE.hydrating);
    expect(island.textContent).toBe('Clicked 0');
    act(() => release());
    await waitFor(() => expect(island.textContent).toBe('Clicked 1'));
    expect(island.dataset.islandState).toBe(ISLAND_STATE.live);
  });

  it('replays a click that landed on an icon inside a button (an SVG element)', async () => {
    const island = serverIsland('interaction');
    holdHydration();
    startIslands();
    island.querySelector('circle')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    act(() => release());
    await waitFor(() => expect(island.textContent).toBe('Clicked 1'));
  });

  it('keeps what was typed before the island was live: the text stays and the island state has it', async () => {
    document.body.innerHTML = `<site-island data-island="test/Search" data-hydrate="interaction" data-ssr="">${renderToString(<Search />)}</site-island>`;
    const island = document.querySelector<HTMLElement>('site-island')!;
    holdHydration();
    startIslands();
    const box = island.querySelector('input')!;
    for (const typed of ['r', 'ro', 'roster']) {
      box.value = typed;
      box.dispatchEvent(new Event('input', { bubbles: true }));
    }
    expect(island.dataset.islandState).toBe(ISLAND_STATE.hydrating);
    act(() => release());
    await waitFor(() => expect(island.querySelector('output')).toHaveTextContent('looking for roster'));
    expect(box).toHaveValue('roster');
  });

  it('replays a choice on the same control when the island renders its markup anew', async () => {
    document.body.innerHTML = `<site-island data-island="test/Choice" data-hydrate="interaction" data-ssr="">${renderToString(<Choice />)}</site-island>`;
    const island = document.querySelector<HTMLElement>('site-island')!;
    holdHydration();
    startIslands();
    const serverSelect = island.querySelector('select')!;
    serverSelect.value = 'ict';
    serverSelect.dispatchEvent(new Event('change', { bubbles: true }));
    act(() => release());
    await waitFor(() => expect(island.querySelector('output')).toHaveTextContent('ict'));
    expect(island.querySelector('select')).not.toBe(serverSelect);
  });

  it('lets a click on a link go ahead at once (it needs no script) while the island wakes', () => {
    document.body.innerHTML =
      '<site-island data-island="test/Nav" data-hydrate="interaction" data-ssr=""><a href="#there">There</a></site-island>';
    holdHydration();
    startIslands();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(document.querySelector('site-island')!.getAttribute('data-island-state')).toBe(ISLAND_STATE.hydrating);
  });

  it('wakes an intent island (a form, a switch) ahead of its first tap: once a visitor is there, in idle time', async () => {
    const island = serverIsland('intent');
    holdHydration();
    // A loader of its own: whether a visitor has been seen is the page's state, and other tests moved.
    let freshStartIslands: typeof startIslands = () => undefined;
    jest.isolateModules(() => {
      ({ startIslands: freshStartIslands } = jest.requireActual<typeof import('./loader')>('./loader'));
    });
    freshStartIslands();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(island.dataset.islandState).toBe(ISLAND_STATE.waiting); // a crawler or a page nobody touches: no code
    window.dispatchEvent(new Event('pointermove'));
    expect(island.dataset.islandState).toBe(ISLAND_STATE.waiting); // not in the visitor's own event
    await waitFor(() => expect(island.dataset.islandState).toBe(ISLAND_STATE.hydrating)); // jsdom: in view
    act(() => release());
    await waitFor(() => expect(island.dataset.islandState).toBe(ISLAND_STATE.live));
  });

  it('wakes any island on a click before its moment, and replays the click', async () => {
    const island = serverIsland('intent'); // its moment comes in idle time, after the click
    holdHydration();
    startIslands();
    expect(island.dataset.islandState).toBe(ISLAND_STATE.waiting);
    island.querySelector('button')!.click();
    act(() => release());
    await waitFor(() => expect(island.textContent).toBe('Clicked 1'));
  });

  it('never wakes an HTML-only island (`never`): no scroll, tap or click loads anything for it', async () => {
    const island = serverIsland('never');
    const hydrate = jest.spyOn(runtime, 'hydrate');
    startIslands();
    window.dispatchEvent(new Event('scroll'));
    island.dispatchEvent(new Event('pointerover', { bubbles: true }));
    island.querySelector('button')!.click();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(island.dataset.islandState).toBeUndefined();
    expect(hydrate).not.toHaveBeenCalled();
    hydrate.mockRestore();
  });

  describe("a form's Submit before the island is live", () => {
    /** A request form's server HTML, as mfe-forms writes it (earlyCheckAttributes), in an island whose code is held. */
    function formIsland(): HTMLElement {
      // test/Form: no component, the test runtime leaves its HTML as it is.
      document.body.innerHTML = `<site-island data-island="test/Form" data-hydrate="intent" data-ssr="">
        <form data-early-check>
          <div data-form-summary="invalid" data-summary-when-any="Nothing said here" hidden><div role="alert">Not this one<ul data-form-summary-list></ul></div></div>
          <div data-form-summary="invalid" hidden><div role="alert">There is a problem<ul data-form-summary-list></ul></div></div>
          <div data-form-summary="failed" hidden><div role="alert">Request Failed</div></div>
          <label for="name">Full name</label>
          <input id="name" name="fullName" data-check-field="fullName" data-error-required="Required" required>
          <p id="name-error" data-check-message="fullName" hidden></p>
          <label for="email">Email</label>
          <input id="email" name="email" type="email" data-check-field="email" data-error-required="Required" data-error-type="Enter an email address" required>
          <p id="email-error" data-check-message="email" hidden></p>
          <label><input id="privacy" type="checkbox" data-check-field="privacy" data-error-required="Please agree" data-alert-required="Please agree" required> I agree</label>
          <p id="privacy-error" data-check-message="privacy" hidden></p>
          <button type="submit">Submit</button>
        </form></site-island>`;
      return document.querySelector('site-island')!;
    }
    const message = (id: string) => document.getElementById(`${id}-error`)!;
    let alerts: string[] = [];
    beforeEach(() => {
      alerts = [];
      window.alert = (text?: string) => void alerts.push(String(text));
    });

    /** The form's first check is a module of its own, fetched once the form is near the viewport (at once in jsdom): let it come. */
    const checkArrives = () => new Promise((resolve) => setTimeout(resolve, 0));

    // First in this file: later, the check's code is here already.
    it("holds a Submit that comes before the check's code, answers it when the code comes, and sends nothing", async () => {
      const island = formIsland();
      holdHydration();
      startIslands();
      const submitted: Event[] = [];
      island.querySelector('form')!.addEventListener('submit', (event) => {
        event.preventDefault();
        submitted.push(event);
      });
      const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
      island.querySelector('button')!.dispatchEvent(submit);
      expect(submit.defaultPrevented).toBe(true);
      await waitFor(() => expect(alerts).toEqual(['Please agree']));
      expect(document.getElementById('name')).toHaveAttribute('aria-invalid', 'true');
      // Answered: once the island has woken, it is not handed that Submit to send (as it is one the check let through, below).
      act(() => release());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(submitted).toEqual([]);
    });

    it("answers at once from the HTML: the browser alert, each field's message and mark, focus on the first", async () => {
      const island = formIsland();
      holdHydration();
      startIslands();
      await checkArrives();
      const name = document.getElementById('name')!;
      const email = document.getElementById('email') as HTMLInputElement;
      email.value = 'not an address';
      const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
      island.querySelector('button')!.dispatchEvent(submit);

      expect(submit.defaultPrevented).toBe(true); // nothing sent, no native submit
      expect(alerts).toEqual(['Please agree']);
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name).toHaveAccessibleDescription('Required');
      expect(message('name')).toBeVisible();
      expect(email).toHaveAccessibleDescription('Enter an email address');
      expect(document.getElementById('privacy')).toHaveAccessibleDescription('Please agree');
      // The summary that fits, as the server's answer to a plain post shows it: each message linked to its field.
      const shown = [...island.querySelectorAll<HTMLElement>('[data-form-summary]')].filter((summary) => !summary.hidden);
      expect(shown).toHaveLength(1);
      expect(shown[0]).toHaveTextContent(/^There is a problem/);
      expect([...shown[0]!.querySelectorAll('li > a')].map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
        ['#name', 'Required'],
        ['#email', 'Enter an email address'],
        ['#privacy', 'Please agree'],
      ]);
      expect(name).toHaveFocus();
      expect(island.dataset.islandState).toBe(ISLAND_STATE.hydrating); // and the island wakes meanwhile
    });

    it('takes a mark away when the visitor changes its field, as the live form does', async () => {
      const island = formIsland();
      holdHydration();
      startIslands();
      await checkArrives();
      island.querySelector('button')!.click();
      const name = document.getElementById('name') as HTMLInputElement;
      name.value = 'Jo';
      name.dispatchEvent(new Event('input', { bubbles: true }));
      expect(name).not.toHaveAttribute('aria-invalid');
      expect(name).not.toHaveAttribute('aria-describedby');
      expect(message('name')).not.toBeVisible();
      expect(document.getElementById('email')).toHaveAttribute('aria-invalid', 'true');
    });

    it('holds a Submit the HTML finds nothing wrong with, for the live form to judge and send', async () => {
      const island = formIsland();
      holdHydration();
      startIslands();
      await checkArrives();
      (document.getElementById('name') as HTMLInputElement).value = 'Jo';
      (document.getElementById('email') as HTMLInputElement).value = 'jo@example.com';
      (document.getElementById('privacy') as HTMLInputElement).checked = true;
      const submitted: Event[] = [];
      island.querySelector('button')!.click();
      expect(alerts).toEqual([]);
      expect(island.querySelectorAll('[aria-invalid]')).toHaveLength(0);
      // Once live, the held click is played on the same button: the form gets its submit.
      island.querySelector('form')!.addEventListener('submit', (event) => {
        event.preventDefault();
        submitted.push(event);
      });
      act(() => release());
      await waitFor(() => expect(submitted).toHaveLength(1));
    });

    it('posts a held Submit as plain HTML when the form cannot go live (its code cannot be had): the server answers it', async () => {
      const island = formIsland();
      const hydrate = runtime.hydrate.bind(runtime);
      runtime.hydrate = () => Promise.reject(new Error('ChunkLoadError: the runtime could not be had'));
      // The browser's native post (a navigation jsdom cannot make): it is what the server answers.
      const posted = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
      const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        startIslands();
        await checkArrives();
        (document.getElementById('name') as HTMLInputElement).value = 'Jo';
        (document.getElementById('email') as HTMLInputElement).value = 'jo@example.com';
        (document.getElementById('privacy') as HTMLInputElement).checked = true;
        island.querySelector('button')!.click();
        await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
        expect(posted.mock.contexts[0]).toBe(island.querySelector('form'));
      } finally {
        runtime.hydrate = hydrate;
        posted.mockRestore();
        quiet.mockRestore();
      }
    });
  });

  describe("a shell action's dialog (the free-trial sign-up the frame holds)", () => {
    /**
     * A page with Sign Up (a link to the sign-up's page) and the frame's dialog for it: closed HTML
     * whose form is an island live on the first interaction, as mfe-forms publishes it.
     */
    const pageWithSignUp = () => {
      document.body.innerHTML = `<main><a href="/free-trial" data-shell-action="open-free-trial">Sign Up</a></main>
        <site-island data-island="test/SignUpDialog" data-hydrate="interaction" data-ssr="">${renderToString(<SignUpDialog />)}</site-island>`;
      startIslands();
      return {
        signUp: document.querySelector('a')!,
        dialog: document.querySelector('dialog')!,
        island: document.querySelector<HTMLElement>('site-island')!,
      };
    };

    it('is open in the tap itself, the link not followed and no code fetched; the form takes typing and its island wakes then', async () => {
      const hydrate = jest.spyOn(runtime, 'hydrate');
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
      const hydrate = jest.spyOn(runtime, 'hydrate');
      const { signUp, dialog, island } = pageWithSignUp();
      signUp.click();
      dialog.querySelector<HTMLButtonElement>('button[commandfor]')!.click();
      await waitFor(() => expect(dialog).not.toHaveAttribute('open')); // jsdom's invoker commands come as a module of their own
      expect(signUp).toHaveFocus();
      expect(island.dataset.islandState).toBe(ISLAND_STATE.waiting);
      expect(hydrate.mock.calls.filter(([woken]) => woken === island)).toHaveLength(0);
      jest.restoreAllMocks();
    });

    it('lets the link be followed where the page holds no dialog for its action (the sign-up as a page)', () => {
      document.body.innerHTML = '<a href="/free-trial" data-shell-action="open-free-trial">Sign Up</a>';
      startIslands();
      let followed: boolean | undefined;
      const observe = (event: Event) => {
        followed = !event.defaultPrevented;
        event.preventDefault(); // jsdom cannot follow a link
      };
      window.addEventListener('click', observe);
      document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      window.removeEventListener('click', observe);
      expect(followed).toBe(true);
    });
  });

  it('goes Back through history when this visit has a page to go back to, else follows the link', () => {
    document.body.innerHTML = '<a href="/blogs" data-shell-action="back">Back</a>';
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    // jsdom cannot follow a link (it logs "Not implemented: navigation"): note whether the page let the
    // click through, then stop it before jsdom's default action.
    let followed: boolean | undefined;
    const observe = (event: Event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', observe);
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    window.removeEventListener('click', observe);
    expect(followed).toBe(true);
    Object.assign(window, { navigation: { currentEntry: { index: 1 } } });
    const laterPage = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(laterPage);
    expect(laterPage.defaultPrevented).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(window, 'navigation');
    back.mockRestore();
  });

  describe('page behaviours', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('offers the address when the page still has focus a second after a mailto: link was followed (MailtoLink)', async () => {
      const hasFocus = jest.spyOn(document, 'hasFocus').mockReturnValue(true);
      document.body.innerHTML = renderToString(<MailtoLink address="sales@wattlecare.example.com" label="Email sales" />);
      const link = document.querySelector('a')!;
      link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open a mail app
      link.click();
      const hint = document.querySelector('[role="status"]')!;
      expect(hint.textContent).toBe('');
      // The check's code is fetched on the click (a module of its own): its import settles meanwhile.
      await jest.advanceTimersByTimeAsync(MAIL_CLIENT_CHECK_MS);
      expect(hint.textContent).toBe(" If your e-mail app didn't open, please e-mail us at sales@wattlecare.example.com.");
      hasFocus.mockReturnValue(false);
      hint.textContent = '';
      link.click();
      await jest.advanceTimersByTimeAsync(MAIL_CLIENT_CHECK_MS);
      expect(hint.textContent).toBe('');
      hasFocus.mockRestore();
    });

    it('scrolls smoothly to a marker after its delay, unless the visitor moved first (Our Story)', async () => {
      /** The behaviour is a module of its own, imported when a page asks for it: let that import settle. */
      const imported = async () => {
        await import('./scrollIntoViewLater');
        for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
      };
      Object.assign(window, { matchMedia: () => ({ matches: false }) });
      const scrolled: Array<{ id: string; options: unknown }> = [];
      Element.prototype.scrollIntoView = function scrollIntoView(this: Element, options?: unknown) {
        scrolled.push({ id: this.id, options });
      };
      document.body.innerHTML = '<section id="closing" data-scroll-into-view-after="1000"></section>';
      startIslands();
      await imported();
      jest.advanceTimersByTime(999);
      expect(scrolled).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(scrolled).toEqual([{ id: 'closing', options: { behavior: 'smooth', block: 'start' } }]);

      scrolled.length = 0;
      startIslands();
      await imported();
      window.dispatchEvent(new Event('wheel'));
      jest.advanceTimersByTime(1000);
      expect(scrolled).toEqual([]);
    });
  });

  describe("the visit's record waits for idle time, not the page's load", () => {
    let saved: [string, string][] = [];
    beforeEach(() => {
      saved = Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key) ?? '']);
      sessionStorage.clear();
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
      sessionStorage.clear();
      for (const [key, value] of saved) sessionStorage.setItem(key, value);
    });

    it("records nothing in the loader's own task, then in idle time", () => {
      recordVisitWhenIdle();
      expect(readVisitStart()).toEqual({});
      jest.advanceTimersByTime(1000);
      expect(readVisitStart()).toEqual({ landingPage: '/' });
    });

    it("leaves a press's task alone (its answer paints first): the record still comes in idle time", () => {
      recordVisitWhenIdle();
      window.dispatchEvent(new Event('pointerdown'));
      window.dispatchEvent(new Event('keydown'));
      expect(readVisitStart()).toEqual({});
      jest.advanceTimersByTime(1000);
      expect(readVisitStart()).toEqual({ landingPage: '/' });
    });

    it('records at once when a form is sent (it reads the record) or the visitor leaves', () => {
      recordVisitWhenIdle();
      window.dispatchEvent(new Event('submit'));
      expect(readVisitStart()).toEqual({ landingPage: '/' });
      sessionStorage.clear();
      recordVisitWhenIdle();
      window.dispatchEvent(new Event('pagehide'));
      expect(submissionAttribution().pagesViewed).toEqual(['/']);
    });
  });
});
