import type { RemoteSlotProps } from '@site/ui';
import { RemoteParcel } from './RemoteParcel';

const NO_PROPS = {};

/** A remote's parcel shown inside another remote's page (handed to remotes as a shell service). */
export function RemoteSlot({ remote, module, props = NO_PROPS, placeholder }: RemoteSlotProps) {
  return <RemoteParcel remote={remote} module={module} props={props} placeholder={placeholder} />;
}
