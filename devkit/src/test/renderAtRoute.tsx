import { PublishedPagesProvider, ShellServicesProvider, type RemoteSlotProps, type ShellAction, type ShellServices } from '@site/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { RouterAddress } from '@site/ui/router';
import { labelResolverFor } from '../routes/ownLabels';
import type { PageRoute } from '@site/site-formats/routes';

export interface RenderAtRouteOptions {
  /** The remote's pages (its routes from content), as the shell hands them to its router. */
  readonly pages: readonly PageRoute[];
  /**
   * Modules of other remotes by `remote/./Module`, as their contracts expose them (pass the real
   * module). Any other module fails to load, as a remote that is down would.
   */
  readonly remoteModules?: Readonly<Record<string, unknown>>;
}

/** Stands in for the shell's slot: marks where another remote's parcel would mount. */
function RemoteSlotMarker({ remote, module }: RemoteSlotProps) {
  return <div data-testid="remote-slot" data-remote={remote} data-module={module} />;
}

/**
 * Renders a remote's routes at `path` the way the shell does: its router made from its pages, and the
 * real label map with its own page titles.
 * Shell actions (e.g. opening the free-trial dialog) are recorded in `actions`.
 */
export function renderAtRoute(
  Routes: ComponentType,
  path: string,
  { pages, remoteModules = {} }: RenderAtRouteOptions,
): RenderResult & { actions: ShellAction[] } {
  const actions: ShellAction[] = [];
  const loaded = new Map<string, Promise<unknown>>();
  const services: ShellServices = {
    resolveLabel: labelResolverFor(pages),
    runAction: (action) => actions.push(action),
    loadRemoteModule: <T,>(remote: string, module: string) => {
      const id = `${remote}/${module}`;
      let pending = loaded.get(id);
      if (!pending) {
        pending = id in remoteModules ? Promise.resolve(remoteModules[id]) : Promise.reject(new Error(`${id} is not available`));
        loaded.set(id, pending);
      }
      return pending as Promise<T>;
    },
    RemoteSlot: RemoteSlotMarker,
  };
  const result = render(
    <ShellServicesProvider value={services}>
      <PublishedPagesProvider value={pages}>
        <MemoryRouter initialEntries={[path]}>
          <RouterAddress>
            <Routes />
          </RouterAddress>
        </MemoryRouter>
      </PublishedPagesProvider>
    </ShellServicesProvider>,
  );
  return Object.assign(result, { actions });
}
