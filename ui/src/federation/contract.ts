/**
 * What the shell hands to every page remote it mounts (single-spa parcel props), and what each
 * remote's exposed page module must be. Remotes declare their exposes in `src/contract.ts`.
 */
import type { Location, Navigator } from 'react-router-dom';
import type { ShellServices } from '../navigation/labels';

/** One of a remote's own pages as its release published it (routes.json) and the shell's route table holds it. */
export interface PublishedPage {
  readonly path: string;
  readonly title: string;
  /** The remote's template for it (e.g. `feature`); the remote's router picks the page component by it. */
  readonly template?: string;
}

export interface RemotePageProps extends ShellServices {
  /** The shell router's current location; the remote's <Router> renders from it. */
  readonly location: Location;
  /** Pushes and replaces through the shell's single BrowserRouter (no full page loads). */
  readonly navigator: Navigator;
  /**
   * This remote's pages in the live route table (what its release published): its router is made
   * from them, so its bundle lists no paths and a page added to its content needs no code.
   */
  readonly pages: readonly PublishedPage[];
}

/** single-spa parcel lifecycles, as `single-spa-react` creates them. */
export interface ParcelLifecycles<Props> {
  bootstrap(props: Props): Promise<unknown>;
  mount(props: Props): Promise<unknown>;
  unmount(props: Props): Promise<unknown>;
  update?(props: Props): Promise<unknown>;
}
