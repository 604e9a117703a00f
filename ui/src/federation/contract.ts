/**
 * What the shell hands to every page remote it mounts (single-spa parcel props), and what each
 * remote's exposed page module must be. Remotes declare their exposes in `src/contract.ts`.
 */
import type { Location, Navigator } from 'react-router-dom';
import type { ShellServices } from '../navigation/labels';

export interface RemotePageProps extends ShellServices {
  /** The shell router's current location; the remote's <Router> renders from it. */
  readonly location: Location;
  /** Pushes and replaces through the shell's single BrowserRouter (no full page loads). */
  readonly navigator: Navigator;
}

/** single-spa parcel lifecycles, as `single-spa-react` creates them. */
export interface ParcelLifecycles<Props> {
  bootstrap(props: Props): Promise<unknown>;
  mount(props: Props): Promise<unknown>;
  unmount(props: Props): Promise<unknown>;
  update?(props: Props): Promise<unknown>;
}
