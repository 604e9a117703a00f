/**
 * The public contract of mfe-forms: what the shell may load from it. Changing a key or the
 * props a module takes is a breaking change for the shell.
 *
 * - `./Pages`: single-spa parcel (RemotePageProps from @site/ui) rendering /requestDemo and /salesPage.
 * - `./Newsletter`: parcel for the footer's newsletter box; no props.
 * - `./FreeTrialDialog`: parcel for the full-screen free-trial dialog; props `FreeTrialDialogProps`.
 */
export const exposes = {
  './Pages': './src/exposes/Pages.tsx',
  './Newsletter': './src/exposes/Newsletter.tsx',
  './FreeTrialDialog': './src/exposes/FreeTrialDialog.tsx',
} as const;

export interface FreeTrialDialogProps {
  /** The visitor closed the dialog (close icon or Escape); the shell unmounts it and restores focus. */
  readonly onClose: () => void;
}

/** The page a team member opens when running this remote alone. */
export const standalonePath = '/requestDemo';
