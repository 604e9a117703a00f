/**
 * `@site/ui/router`: where a remote's routes are matched in the browser or on the server, React
 * Router's address becomes the site's (navigation/address.tsx), and a page remote's whole tree is
 * wrapped as a single-spa parcel. Kept out of `@site/ui` so that an island's page never loads
 * React Router or single-spa: only pages whose routes render in the browser do (standalone mode, a
 * page the shell's server could not compose). The design system's parts come from `@site/ui` by
 * name, so they are the shared singleton's (its contexts), not a copy bundled here.
 */
import {
  AddressProvider,
  PublishedPagesProvider,
  RemoteUnavailable,
  ShellServicesProvider,
  type AddressServices,
  type ParcelLifecycles,
  type RemotePageProps,
} from '@site/ui';
import * as React from 'react';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { Router, createPath, useLocation, useNavigate, type Navigator } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';

/**
 * The enclosing router's address for the components below (links, the pricing industry, search):
 * place it inside any `<Router>`. Navigating goes through the router (no page load).
 */
export function RouterAddress({ children }: { readonly children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const value = useMemo<AddressServices>(
    () => ({
      address: { pathname, search, hash },
      navigate: (to, options) => void navigate(to, { replace: options?.replace }),
    }),
    [pathname, search, hash, navigate],
  );
  return <AddressProvider value={value}>{children}</AddressProvider>;
}

/** Nothing navigates while the server renders a remote's pages. */
export const serverNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

export interface ParcelOptions<Props> {
  /** Values that, when they change, clear a crash and render again (e.g. the page path). */
  readonly resetKeys?: (props: Props) => unknown[];
  /** A small widget: its crash message is short and does not take focus. */
  readonly compact?: boolean;
}

/**
 * Wraps a component as single-spa parcel lifecycles (its own React root, sharing the one React).
 * A crash inside shows the "unavailable" message with a retry, instead of an empty slot.
 */
export function createParcel<Props extends object>(
  Root: ComponentType<Props>,
  { resetKeys = () => [], compact = false }: ParcelOptions<Props> = {},
): ParcelLifecycles<Props> {
  function GuardedRoot(props: Props) {
    return (
      <ErrorBoundary
        resetKeys={resetKeys(props)}
        FallbackComponent={({ resetErrorBoundary }) => <RemoteUnavailable compact={compact} onRetry={resetErrorBoundary} />}
      >
        <Root {...props} />
      </ErrorBoundary>
    );
  }
  // GuardedRoot is the error boundary, so single-spa-react's own warning about one does not apply.
  // Typed as the contract's lifecycles (single-spa-react's types also ask for single-spa's AppProps,
  // which whoever mounts a parcel adds). Parcels render in the browser only (the server's HTML is
  // hydrated island by island, see ui/src/islands).
  return singleSpaReact<Props>({
    React,
    ReactDOMClient,
    rootComponent: GuardedRoot,
    suppressComponentDidCatchWarning: true,
  });
}

export interface RemotePagesRootProps extends RemotePageProps {
  readonly PageRoutes: ComponentType;
}

/**
 * A page remote's whole tree: the shell's services and react-router's low-level <Router> driven by
 * the shell's location and navigator. Rendered by the parcel in the browser and by the remote's
 * prerender on Node, so the two give the same markup.
 */
export function RemotePagesRoot({
  location,
  navigator,
  resolveLabel,
  runAction,
  loadRemoteModule,
  RemoteSlot,
  prepareRoute,
  pages,
  PageRoutes,
}: RemotePagesRootProps) {
  const services = useMemo(
    () => ({ resolveLabel, runAction, loadRemoteModule, RemoteSlot, prepareRoute }),
    [resolveLabel, runAction, loadRemoteModule, RemoteSlot, prepareRoute],
  );
  return (
    <ShellServicesProvider value={services}>
      <PublishedPagesProvider value={pages}>
        <Router location={location} navigator={navigator}>
          <RouterAddress>
            <PageRoutes />
          </RouterAddress>
        </Router>
      </PublishedPagesProvider>
    </ShellServicesProvider>
  );
}

/**
 * A page remote's parcel: renders the remote's routes inside react-router's low-level <Router>
 * driven by the shell's location and navigator, so links in the remote move the shell's router.
 * A crashed page recovers when the visitor moves on to another one.
 */
export function createRemotePagesParcel(PageRoutes: ComponentType): ParcelLifecycles<RemotePageProps> {
  function BridgedRoot(props: RemotePageProps) {
    return <RemotePagesRoot {...props} PageRoutes={PageRoutes} />;
  }
  return createParcel(BridgedRoot, { resetKeys: ({ location }) => [location.pathname] });
}
