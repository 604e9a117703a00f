/**
 * Apart from RemoteParcel: the islands runtime puts remote islands (IslandSlot) in this boundary,
 * and must not bring single-spa with it, which only a page rendered in the browser needs.
 */
import { RemoteUnavailable } from '@site/ui';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteName } from '@site/site-formats/topology';
import { forgetRemoteModule } from './remoteRegistry';

/** A remote that is down or crashes shows "unavailable" with a retry; the rest of the shell keeps working. */
export function RemoteErrorBoundary({
  remote,
  module,
  compact,
  children,
}: {
  readonly remote: RemoteName;
  readonly module: string;
  readonly compact: boolean;
  readonly children: ReactNode;
}) {
  return (
    <ErrorBoundary
      onError={(error) => console.error(`[shell] remote ${remote} (${module}) failed:`, error)}
      FallbackComponent={({ resetErrorBoundary }) => (
        <RemoteUnavailable
          compact={compact}
          onRetry={() => {
            forgetRemoteModule(remote, module);
            resetErrorBoundary();
          }}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
