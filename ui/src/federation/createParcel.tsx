import * as React from 'react';
import type { ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import { Router } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { ShellServicesProvider } from '../navigation/labels';
import type { ParcelLifecycles, RemotePageProps } from './contract';
import { RemoteUnavailable } from './RemoteUnavailable';

/**
 * Wraps a component as single-spa parcel lifecycles (its own React root, sharing the one React).
 * A crash inside shows the "unavailable" message with a retry, instead of an empty slot.
 */
export function createParcel<Props extends object>(Root: ComponentType<Props>): ParcelLifecycles<Props> {
  function GuardedRoot(props: Props) {
    return (
      <ErrorBoundary FallbackComponent={({ resetErrorBoundary }) => <RemoteUnavailable onRetry={resetErrorBoundary} />}>
        <Root {...props} />
      </ErrorBoundary>
    );
  }
  // GuardedRoot is the error boundary, so single-spa-react's own warning about one does not apply.
  return singleSpaReact<Props>({
    React,
    ReactDOMClient,
    rootComponent: GuardedRoot,
    suppressComponentDidCatchWarning: true,
  }) as ParcelLifecycles<Props>;
}

/**
 * A page remote's parcel: renders the remote's routes inside react-router's low-level <Router>
 * driven by the shell's location and navigator, so links in the remote move the shell's router.
 */
export function createRemotePagesParcel(PageRoutes: ComponentType): ParcelLifecycles<RemotePageProps> {
  function BridgedRoot({ location, navigator, resolveLabel, runAction }: RemotePageProps) {
    return (
      <ShellServicesProvider value={{ resolveLabel, runAction }}>
        <Router location={location} navigator={navigator}>
          {/* A crashed page recovers when the visitor moves on to another one. */}
          <ErrorBoundary
            resetKeys={[location.pathname]}
            FallbackComponent={({ resetErrorBoundary }) => <RemoteUnavailable onRetry={resetErrorBoundary} />}
          >
            <PageRoutes />
          </ErrorBoundary>
        </Router>
      </ShellServicesProvider>
    );
  }
  return singleSpaReact<RemotePageProps>({
    React,
    ReactDOMClient,
    rootComponent: BridgedRoot,
    suppressComponentDidCatchWarning: true,
  }) as ParcelLifecycles<RemotePageProps>;
}
