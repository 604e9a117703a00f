/**
 * The islands runtime: the shell's Module Federation host, loaded by the loader only when a page's
 * first island wakes. It hydrates each island as its own React root (`hydrateRoot` over the
 * server's HTML with the same `useId` prefix, or `createRoot` when the server sent none of it),
 * with the shell's services.
 */
import { IslandRoot, islandModule, RemoteUnavailable, type IslandComponent, type ShellServices } from '@site/ui';
import { openActionDialog } from '@site/ui/behaviours';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { remoteNames, type RemoteName } from '@site/site-formats/topology';
import { IslandSlot } from '../federation/IslandSlot';
import { forgetRemoteModule, loadRemoteModule } from '../federation/remoteRegistry';
import { currentRoutes, routeTableReady } from '../routing/routeTableStore';
import { documentAddress, navigateDocument, subscribeToAddress } from './documentLocation';
import { cancelledByLeaving, whenPageShownAgain } from '@site/ui/behaviours';
import { ISLAND_STATE, readsQueryNow, reportIslandFailure, yieldToBrowser, type IslandsRuntime } from './protocol';
import { replayHeldEvents } from './replay';
import { shellIslands } from './shellIslands';

type IslandModule = { readonly default: IslandComponent<object> };

const isRemote = (owner: string): owner is RemoteName => (remoteNames as readonly string[]).includes(owner);

function loadIsland(owner: string, name: string): Promise<IslandModule> {
  if (owner === 'shell') {
    const load = shellIslands[name];
    return load ? load().then((island) => ({ default: island })) : Promise.reject(new Error(`The shell has no island ${name}`));
  }
  if (!isRemote(owner)) return Promise.reject(new Error(`No remote ${owner}`));
  return loadRemoteModule<IslandModule>(owner, islandModule(name));
}

function forgetIsland(owner: string, name: string): void {
  if (isRemote(owner)) forgetRemoteModule(owner, islandModule(name));
}

function readProps(island: HTMLElement): object {
  const block = island.previousElementSibling;
  if (!(block instanceof HTMLScriptElement) || !block.hasAttribute('data-island-props')) return {};
  try {
    return JSON.parse(block.textContent || '{}') as object;
  } catch {
    return {};
  }
}

// Fetched while the first island's code loads: labels in islands resolve as the server's did.
void routeTableReady();

/** What every island gets from the shell (ShellServices). */
const services: ShellServices = {
  resolveLabel: (label, options) => currentRoutes().resolveLabel(label, options),
  // The loader runs a page's shell actions; an island asks only where no loader does.
  runAction: (action) => {
    if (document.activeElement) openActionDialog(action, document.activeElement);
  },
  loadRemoteModule,
  RemoteSlot: IslandSlot,
};

/** An island's root in the browser: the same IslandRoot as on the server, over the live address. */
function LiveIsland({
  children,
  onCommit,
  onError,
}: {
  readonly children: ReactNode;
  readonly onCommit?: () => void;
  readonly onError?: (error: unknown) => void;
}) {
  const address = useSyncExternalStore(subscribeToAddress, documentAddress, documentAddress);
  const addressServices = useMemo(() => ({ address, navigate: navigateDocument }), [address]);
  return (
    <IslandRoot services={services} address={addressServices} onCommit={onCommit} onError={onError}>
      {children}
    </IslandRoot>
  );
}

const roots = new WeakMap<HTMLElement, Root>();

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * How long an island's code may take (ms) before the island shows "unavailable" with Try again and
 * its failure is reported. A part's host that refuses (blocked, down) fails within the federation
 * runtime's retries, about a second; one that never answers (a dead CDN host: the browser waits on
 * its connection for minutes, and the federation runtime sets no limit) would leave the island
 * waking for ever. Ten seconds is well past what an island's code takes on a slow phone network,
 * and the page's HTML works meanwhile (the loader gives a held tick or Submit its default once it
 * is late, `LATE_MS`). Should the code come later still, the island goes live then.
 */
export const ISLAND_CODE_WAIT_MS = 10_000;

class IslandCodeLate extends Error {
  constructor() {
    super(`no answer in ${String(ISLAND_CODE_WAIT_MS / 1000)} s`);
  }
}

/** `loading`, or an IslandCodeLate once it has taken ISLAND_CODE_WAIT_MS (it may still come). */
function inTime<T>(loading: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new IslandCodeLate()), ISLAND_CODE_WAIT_MS);
    void loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * An island whose code cannot be had: what the server sent stays readable (not interactive), and a
 * notice right after it offers Try again, which hydrates the same HTML once the code loads. Returns
 * that retry (once: nothing, should the visitor have tried again already).
 */
function showUnavailable(element: HTMLElement, owner: string, name: string): () => void {
  element.dataset.islandState = ISLAND_STATE.unavailable;
  const notice = document.createElement('div');
  notice.dataset.islandNotice = `${owner}/${name}`;
  element.after(notice);
  const root = createRoot(notice, { identifierPrefix: `${owner}-${name}-notice-` });
  const retry = () => {
    if (!notice.isConnected) return;
    root.unmount();
    notice.remove();
    forgetIsland(owner, name);
    element.dataset.islandState = ISLAND_STATE.hydrating;
    void hydrate(element);
  };
  root.render(<RemoteUnavailable compact onRetry={retry} />);
  return retry;
}

async function hydrate(element: HTMLElement): Promise<void> {
  const [owner = '', name = ''] = (element.dataset.island ?? '').split('/');
  const loading = loadIsland(owner, name);
  let island: IslandComponent<object>;
  try {
    island = (await inTime(loading)).default;
  } catch (error) {
    // Reported as it happens; the page's beacon counts it only if the visitor stays (pageSignals.ts).
    reportIslandFailure({ part: owner, kind: 'load', message: `${owner}/${name}: ${messageOf(error)}` });
    const retry = showUnavailable(element, owner, name);
    // Late, not failed: the island goes live when its code comes, as on Try again.
    if (error instanceof IslandCodeLate) void loading.then(retry, () => undefined);
    // A link followed cancels the island's code (Firefox, WebKit): no error; it is tried again on Back.
    void cancelledByLeaving().then((leaving) => {
      if (leaving) whenPageShownAgain(retry);
      else console.error(`[shell] island ${owner}/${name} could not be loaded:`, error);
    });
    return;
  }
  await routeTableReady();
  const { Component } = island;
  const props = readProps(element);
  // The island's code has just run: a turn for input and paint before hydration starts.
  await yieldToBrowser();
  await new Promise<void>((resolve) => {
    const live = (
      <LiveIsland
        onCommit={() => {
          element.dataset.islandState = ISLAND_STATE.live;
          resolve();
        }}
        onError={(error) => {
          // It crashed rendering: its boundary shows "unavailable" with Try again in its place.
          element.dataset.islandState = ISLAND_STATE.unavailable;
          reportIslandFailure({ part: owner, kind: 'hydrate', message: `${owner}/${name}: ${messageOf(error)}` });
          resolve();
        }}
      >
        <Component {...props} />
      </LiveIsland>
    );
    const options = { identifierPrefix: element.dataset.idPrefix ?? `${owner}-${name}-client-` };
    // Content that depends on the query (the server sent the page without it) is rendered afresh.
    const fromServer = element.hasAttribute('data-ssr') && !readsQueryNow(element);
    const existing = roots.get(element);
    if (existing) {
      existing.render(live);
    } else if (fromServer) {
      roots.set(element, hydrateRoot(element, live, options));
    } else {
      const root = createRoot(element, options);
      roots.set(element, root);
      root.render(live);
    }
  });
}

export const islandsRuntime: IslandsRuntime = { hydrate, replay: replayHeldEvents };
