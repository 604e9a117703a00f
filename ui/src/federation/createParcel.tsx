import * as React from 'react';
import { useMemo, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { Router } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { ShellServicesProvider } from '../navigation/labels';
import type { ParcelLifecycles, RemotePageProps } from './contract';
import { PublishedPagesProvider } from './publishedPages';
import { RemoteUnavailable } from './RemoteUnavailable';

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
          <PageRoutes />
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
