/**
 * Rendering routes to HTML on Node, used inside each deployable's prerender bundle (so React and
 * the components are one copy). `prerenderToNodeStream` waits for lazy pages and Suspense, giving
 * the markup the browser's first render hydrates.
 */
import { RemotePagesRoot, type LabelResolver, type RemoteSlotProps, type ShellServices } from '@site/ui';
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Location, Navigator } from 'react-router-dom';
import { splitHoistedHead, type PrerenderedRoute } from './fragments';

export async function renderToMarkup(element: ReactNode): Promise<string> {
  // A component that throws is a build error, not a page with a hole in it (React would leave
  // that part to the browser and carry on).
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(element, {
    onError(error) {
      failure ??= error;
    },
  });
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return markup;
}

export function serverLocation(pathname: string): Location {
  return { pathname, search: '', hash: '', state: null, key: 'default' };
}

/** On the server nothing navigates. */
export const serverNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** Another remote's parcel is mounted in the browser only; the server leaves its placeholder (as the shell's slot does while hydrating). */
function ServerRemoteSlot({ placeholder }: RemoteSlotProps) {
  return <>{placeholder ?? null}</>;
}

export function serverServices(resolveLabel: LabelResolver): ShellServices {
  return {
    resolveLabel,
    runAction: () => undefined,
    // Data from other remotes is read in the browser (e.g. below-the-fold sliders); never on the server.
    loadRemoteModule: () => Promise.reject(new Error('Remote modules are loaded in the browser only')),
    RemoteSlot: ServerRemoteSlot,
  };
}

export interface RemotePrerenderOptions {
  readonly PageRoutes: ComponentType;
  /** Every canonical path this remote renders. */
  readonly paths: readonly string[];
  /** The shell's central label map (the same module the shell and standalone mode use). */
  readonly resolveLabel: LabelResolver;
  /** schema.org objects for a route's JSON-LD, when it has any. */
  readonly structuredData?: (path: string) => readonly object[];
}

export interface Prerender {
  render(): Promise<PrerenderedRoute[]>;
}

export function prerenderRemotePages({ PageRoutes, paths, resolveLabel, structuredData = () => [] }: RemotePrerenderOptions): Prerender {
  const services = serverServices(resolveLabel);
  return {
    async render() {
      const routes: PrerenderedRoute[] = [];
      for (const path of paths) {
        const markup = await renderToMarkup(
          <RemotePagesRoot location={serverLocation(path)} navigator={serverNavigator} {...services} PageRoutes={PageRoutes} />,
        );
        const { head, body } = splitHoistedHead(markup);
        routes.push({ path, html: body, head, structuredData: structuredData(path) });
      }
      return routes;
    },
  };
}
