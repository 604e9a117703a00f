import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createParcel, createRemotePagesParcel } from './index';
import { Link, Route, Routes, type Location, type Navigator } from 'react-router-dom';
import type { ParcelLifecycles } from '../federation/contract';

/**
 * Mounts parcel lifecycles the way single-spa does: bootstrap, then mount into a DOM element.
 * single-spa-react settles each lifecycle after React committed, so the promise is awaited after
 * act() has flushed the render (awaiting it inside act would wait forever).
 */
async function mountParcel<Props extends object>(parcel: ParcelLifecycles<Props>, props: Props) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const fullProps = { ...props, name: `parcel-${Math.random()}`, domElement } as Props;
  const settle = async (lifecycle: () => Promise<unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = lifecycle();
    });
    await pending;
  };
  await parcel.bootstrap(fullProps);
  await settle(() => parcel.mount(fullProps));
  return {
    update: (next: Partial<Props>) => settle(() => parcel.update?.({ ...fullProps, ...next }) ?? Promise.resolve()),
    unmount: () => settle(() => parcel.unmount(fullProps)),
  };
}

describe('createParcel', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the unavailable message when the component crashes, and renders again on Try again', async () => {
    let shouldThrow = true;
    function Flaky() {
      if (shouldThrow) throw new Error('boom');
      return <p>Newsletter box</p>;
    }
    const mounted = await mountParcel(createParcel(Flaky, { compact: true }), {});
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the site is unavailable right now.');
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Newsletter box')).toBeInTheDocument();
    await mounted.unmount();
    expect(screen.queryByText('Newsletter box')).toBeNull();
  });
});

describe('createRemotePagesParcel', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });

  function PageRoutes() {
    return (
      <Routes>
        <Route
          path="/pricing"
          element={
            <>
              <h1>PRICING</h1>
              <Link to="/salesPage">Talk to an expert</Link>
            </>
          }
        />
        <Route path="/broken" element={<Broken />} />
      </Routes>
    );
  }
  function Broken(): never {
    throw new Error('page crashed');
  }

  /** A navigator that records where the remote sent the shell. */
  function recordingNavigator() {
    const pushed: unknown[] = [];
    const navigator: Navigator = {
      createHref: (to) => String(typeof to === 'string' ? to : to.pathname),
      push: (to) => pushed.push(to),
      replace: () => {},
      go: () => {},
    };
    return { pushed, navigator };
  }
  const services = {
    resolveLabel: () => null,
    runAction: () => {},
    loadRemoteModule: () => Promise.reject(new Error('none')),
    RemoteSlot: () => null,
    pages: [],
  };

  it("renders the shell's location and sends the remote's navigation to the shell's navigator", async () => {
    const { pushed, navigator } = recordingNavigator();
    const mounted = await mountParcel(createRemotePagesParcel(PageRoutes), { location: at('/pricing'), navigator, ...services });
    expect(screen.getByRole('heading', { name: 'PRICING' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Talk to an expert' }));
    expect(pushed).toEqual([expect.objectContaining({ pathname: '/salesPage' })]);
    await mounted.unmount();
  });

  it('recovers from a crashed page when the shell moves to another path', async () => {
    const navigator: Navigator = { createHref: () => '', push: () => {}, replace: () => {}, go: () => {} };
    const mounted = await mountParcel(createRemotePagesParcel(PageRoutes), { location: at('/broken'), navigator, ...services });
    expect(screen.getByRole('heading', { name: 'This part of the site is unavailable' })).toHaveFocus();
    await mounted.update({ location: at('/pricing'), navigator, ...services });
    expect(screen.getByRole('heading', { name: 'PRICING' })).toBeInTheDocument();
    await mounted.unmount();
  });
});
