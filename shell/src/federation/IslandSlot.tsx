import type { IslandComponent, RemoteSlotProps } from '@site/ui';
import { Suspense, use } from 'react';
import type { RemoteName } from '@site/site-formats/topology';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { loadRemoteModule } from './remoteRegistry';

const NO_PROPS = {};

function LoadedIsland({ remote, module, props }: { remote: RemoteName; module: string; props: object }) {
  const { Component } = use(loadRemoteModule<{ default: IslandComponent<object> }>(remote, module)).default;
  return <Component {...props} />;
}

/**
 * Another remote's island rendered in the browser inside a live React tree (the shell's
 * `RemoteSlot` service): the free-trial dialog, or a piece of a page the browser renders whole.
 * React is one shared copy, so the component joins this tree; a remote that is down shows
 * "unavailable" with Try again in its place.
 */
export function IslandSlot({ remote, module, props = NO_PROPS, placeholder = null }: RemoteSlotProps) {
  return (
    <RemoteErrorBoundary remote={remote} module={module} compact>
      <Suspense fallback={placeholder}>
        <LoadedIsland remote={remote} module={module} props={props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
