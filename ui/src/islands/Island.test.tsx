import { act } from '@testing-library/react';
import { useId, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, type Location } from 'react-router-dom';
import { ShellServicesProvider, type ShellServices } from '../navigation/labels';
import { defineIsland, IslandRoot, IslandServerContext, serverNavigator, type IslandServerRenderer } from './Island';

function Toggle({ label }: { readonly label: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
      </button>
      <p id={id} hidden={!open}>
        Answer
      </p>
    </div>
  );
}
const ToggleIsland = defineIsland({ owner: 'shell', name: 'Toggle', hydrate: 'interaction' }, Toggle);

const services: ShellServices = {
  resolveLabel: () => null,
  runAction: () => undefined,
  loadRemoteModule: () => Promise.reject(new Error('none')),
  RemoteSlot: () => null,
};
const location: Location = { pathname: '/faq', search: '', hash: '', state: null, key: 'default' };

function prerenderPage(): string {
  let index = 0;
  const server: IslandServerRenderer = {
    scope: 'page',
    renderToString: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
    nextIndex: () => index++,
  };
  return renderToString(
    <IslandServerContext value={server}>
      <ShellServicesProvider value={services}>
        <MemoryRouter initialEntries={['/faq']}>
          <h1>Static text</h1>
          <ToggleIsland label="What is NDIS?" />
        </MemoryRouter>
      </ShellServicesProvider>
    </IslandServerContext>,
  );
}

describe('islands', () => {
  it('writes the island as its own root, its props in a JSON data block beside it', () => {
    document.body.innerHTML = prerenderPage();
    const island = document.querySelector<HTMLElement>('site-island')!;
    expect(island.dataset).toMatchObject({ island: 'shell/Toggle', hydrate: 'interaction', idPrefix: 'page-Toggle-0-', ssr: '' });
    const props = island.previousElementSibling as HTMLScriptElement;
    expect(props.type).toBe('application/json');
    expect(JSON.parse(props.textContent)).toEqual({ label: 'What is NDIS?' });
    expect(island.querySelector('button')!.getAttribute('aria-controls')).toContain('page-Toggle-0-');
  });

  it('hydrates that markup in the browser: the same nodes, now live, with no mismatch', async () => {
    document.body.innerHTML = prerenderPage();
    const island = document.querySelector<HTMLElement>('site-island')!;
    const serverButton = island.querySelector('button')!;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let committed!: () => void;
    const live = new Promise<void>((resolve) => (committed = resolve));
    const root = await act(() =>
      hydrateRoot(
        island,
        <IslandRoot services={services} location={location} navigator={serverNavigator} onCommit={committed}>
          <ToggleIsland.Component label="What is NDIS?" />
        </IslandRoot>,
        { identifierPrefix: island.dataset.idPrefix },
      ),
    );
    await live;
    expect(error).not.toHaveBeenCalled();
    expect(island.querySelector('button')).toBe(serverButton); // not painted again
    act(() => serverButton.click());
    expect(serverButton).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(serverButton.getAttribute('aria-controls')!)).toBeVisible();
    act(() => root.unmount());
    error.mockRestore();
  });

  it('refuses props that are not JSON when the server writes them into the page', () => {
    const Broken = defineIsland({ owner: 'shell', name: 'Broken', hydrate: 'load' }, (_props: { onPick: () => void }) => null);
    const server: IslandServerRenderer = { scope: 'page', renderToString: () => '', nextIndex: () => 0 };
    expect(() =>
      renderToString(
        <IslandServerContext value={server}>
          <ShellServicesProvider value={services}>
            <MemoryRouter>
              <Broken onPick={() => undefined} />
            </MemoryRouter>
          </ShellServicesProvider>
        </IslandServerContext>,
      ),
    ).toThrow('Island shell/Broken: prop "onPick" is not JSON');
  });
});
