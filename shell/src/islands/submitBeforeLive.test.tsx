import { waitFor } from '@testing-library/react';
import { ISLAND_STATE } from './protocol';
import { prefetchEarlyCheckNearForms } from './submitBeforeLive';
import { holdHydration, releaseHydration, testRuntime, unmountIslands } from './testSupport/testIslands';
import { startIslands } from './wakeIslands';

window.siteIslands = testRuntime;

/** As the loader starts a page: its islands watched, its forms' first check fetched once they are near the viewport. */
function startPage(): void {
  startIslands();
  prefetchEarlyCheckNearForms();
}

afterEach(() => {
  unmountIslands();
  document.body.innerHTML = '';
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
    startPage();
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
    releaseHydration();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(submitted).toEqual([]);
  });

  it("answers at once from the HTML: the browser alert, each field's message and mark, focus on the first", async () => {
    const island = formIsland();
    holdHydration();
    startPage();
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
    startPage();
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
    startPage();
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
    releaseHydration();
    await waitFor(() => expect(submitted).toHaveLength(1));
  });

  it('posts a held Submit as plain HTML when the form cannot go live (its code cannot be had): the server answers it', async () => {
    const island = formIsland();
    const hydrate = testRuntime.hydrate.bind(testRuntime);
    testRuntime.hydrate = () => Promise.reject(new Error('ChunkLoadError: the runtime could not be had'));
    // The browser's native post (a navigation jsdom cannot make): a submit nobody prevented is what the server answers.
    const posted: EventTarget[] = [];
    const post = (event: Event) => {
      if (event.defaultPrevented) return;
      event.preventDefault();
      posted.push(event.target!);
    };
    document.addEventListener('submit', post);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      startPage();
      await checkArrives();
      (document.getElementById('name') as HTMLInputElement).value = 'Jo';
      (document.getElementById('email') as HTMLInputElement).value = 'jo@example.com';
      (document.getElementById('privacy') as HTMLInputElement).checked = true;
      island.querySelector('button')!.click();
      await waitFor(() => expect(posted).toHaveLength(1));
      expect(posted[0]).toBe(island.querySelector('form'));
    } finally {
      testRuntime.hydrate = hydrate;
      document.removeEventListener('submit', post);
      quiet.mockRestore();
    }
  });
});
