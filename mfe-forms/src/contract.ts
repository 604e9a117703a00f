/**
 * The public contract of mfe-forms: what the shell may load from it. Changing a key or the
 * props a module takes is a breaking change for the shell.
 *
 * - `./Pages`: single-spa parcel (RemotePageProps from @site/ui) rendering /requestDemo and /salesPage.
 * - `./Newsletter`: parcel for the footer's newsletter box; no props.
 * - `./FreeTrialDialog`: parcel for the full-screen free-trial dialog; props `FreeTrialDialogProps`.
 * - `./EnquiryForm`: parcel with the talk-to-an-expert form (the same form and schema as /salesPage,
 *   posting to /api/requests/expert on the page's origin), for other remotes' pages such as
 *   marketing's /contact-us via `RemoteSlot`; no props. It renders no router, so it works in any
 *   host; its privacy policy links open in a new tab (nothing typed is lost). The <form> carries
 *   `data-testid="enquiry-form"`.
 */
export const exposes = {
  './Pages': './src/exposes/Pages.tsx',
  './Newsletter': './src/exposes/Newsletter.tsx',
  './FreeTrialDialog': './src/exposes/FreeTrialDialog.tsx',
  './EnquiryForm': './src/exposes/EnquiryForm.tsx',
} as const;

export interface FreeTrialDialogProps {
  /** The visitor closed the dialog (close icon or Escape); the shell unmounts it and restores focus. */
  readonly onClose: () => void;
}

/** Its pages are in `routes.ts`, published with each release as routes.json (the shell's route table). */
