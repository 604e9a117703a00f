/**
 * Islands for the loader's tests, and a runtime that hydrates them with real React once the test
 * lets it (the shell's own runtime is tested end to end). A test file sets `window.siteIslands` to
 * `testRuntime`, as the shell's runtime does once its script has run.
 */
import { act } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { actionDialog, dialogCloser } from '@site/ui/behaviours';
import { ISLAND_STATE, type IslandsRuntime } from '../protocol';
import { replayHeldEvents } from '../replay';

export function Counter() {
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
export function Search() {
  const [query, setQuery] = useState('');
  return (
    <>
      <input aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <output>{query === '' ? 'nothing typed' : `looking for ${query}`}</output>
    </>
  );
}

/** A switch whose server HTML React does not keep (as when it hydrates another release's markup). */
export function Choice() {
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

/** What the Consent island's own Submit sent (the live form's judgement, not the browser's post). */
export const consentSends: boolean[] = [];

/**
 * A form with a privacy box, as the forms remote's are, but whose state starts from its props
 * alone (it does not read the page when it hydrates): what it shows is what React was told.
 */
export function Consent() {
  const [agreed, setAgreed] = useState(false);
  const [helped, setHelped] = useState(0);
  return (
    <form
      method="post"
      data-early-check=""
      onSubmit={(event) => {
        event.preventDefault();
        consentSends.push(agreed);
      }}
    >
      <label>
        <input
          type="checkbox"
          name="privacy"
          data-check-field="privacy"
          data-error-required="Please agree"
          data-alert-required="Please agree"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />{' '}
        I agree
      </label>
      <output>{agreed ? 'agreed' : 'not agreed'}</output>
      <button type="button" onClick={() => setHelped((times) => times + 1)}>
        Help
      </button>
      <p>Helped {helped}</p>
      <button type="submit">Send</button>
    </form>
  );
}

/** A shell action's dialog as its owner publishes it: closed HTML, a form in it (the island is the whole dialog). */
export function SignUpDialog() {
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
  'test/Consent': Consent,
};

function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

let release: () => void = () => undefined;
let gate = Promise.resolve();
/** Islands woken from now on hydrate only once the test calls `releaseHydration`. */
export function holdHydration(): void {
  gate = new Promise<void>((resolve) => (release = resolve));
}
export function releaseHydration(): void {
  act(() => release());
}

const roots: Root[] = [];
/** Unmounts every island the runtime hydrated (after each test). */
export function unmountIslands(): void {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
}

export const testRuntime: IslandsRuntime = {
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
