import type { ParcelLifecycles } from '@site/ui';
import { Suspense, use, useState, type ReactNode } from 'react';
import type { RemoteName } from '@site/site-formats/topology';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { loadRemoteModule } from './remoteRegistry';
import styles from './RemoteParcel.module.css';

export interface RemoteParcelProps<Props extends object> {
  readonly remote: RemoteName;
  /** Exposed module, as in the remote's contract (e.g. `./Newsletter`). */
  readonly module: string;
  /** Parcel props; a change re-renders the mounted parcel (single-spa `update`). */
  readonly props: Props;
  /** Shown while the parcel loads (nothing by default). */
  readonly placeholder?: ReactNode;
  /** A small widget (the default), or a whole page: its failure message is the page's. */
  readonly compact?: boolean;
}

function MountedParcel<Props extends object>({
  config,
  props,
  className,
}: {
  config: ParcelLifecycles<Props>;
  props: Props;
  className: string;
}) {
  // single-spa reports mount/update failures through handleError, outside React's render; re-throw
  // them during render so the error boundary around us shows the fallback.
  const [failure, setFailure] = useState<Error | null>(null);
  if (failure) throw failure;
  return (
    <Parcel
      config={config as unknown as ParcelConfig}
      mountParcel={mountRootParcel}
      handleError={(error: Error) => setFailure(error)}
      wrapWith="div"
      wrapClassName={className}
      {...props}
    />
  );
}

function LoadedParcel({ remote, module, props, className }: { remote: RemoteName; module: string; props: object; className: string }) {
  const loaded = use(loadRemoteModule<{ default: ParcelLifecycles<object> }>(remote, module));
  return <MountedParcel config={loaded.default} props={props} className={className} />;
}

/**
 * Mounts an exposed parcel of a remote (a remote's pages, when the browser renders a page the
 * server could not compose), with the placeholder while it loads (Suspense).
 */
export function RemoteParcel<Props extends object>({
  remote,
  module,
  props,
  placeholder = null,
  compact = true,
}: RemoteParcelProps<Props>) {
  return (
    <RemoteErrorBoundary remote={remote} module={module} compact={compact}>
      <Suspense fallback={placeholder}>
        <LoadedParcel remote={remote} module={module} props={props} className={styles.widget ?? ''} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
