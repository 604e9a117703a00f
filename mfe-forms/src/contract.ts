/**
 * The public contract of mfe-forms: what the shell may load from it. Changing a key or the
 * props a module takes is a breaking change for the shell.
 *
 * - `./Pages`: single-spa parcel (RemotePageProps from @site/ui) rendering /requestDemo and
 *   /salesPage, for when the shell's server could not compose them (the browser renders them whole).
 * - `./islands/<Name>` (ui's `defineIsland`):
 *   - `RequestForm` (props `{ kind }`): the demo and expert forms of its own pages;
 *   - `Newsletter` (no props): the footer's newsletter box, published as HTML for the shell's frame;
 *   - `EnquiryForm` (no props): the talk-to-an-expert form (the same form and schema as /salesPage,
 *     posting to /api/requests/expert on the page's origin), published as HTML for other remotes'
 *     pages (`<RemoteIsland owner="forms" name="EnquiryForm">`, marketing's /contact-us); its privacy
 *     policy links open in a new tab (nothing typed is lost). The <form> carries `data-testid="enquiry-form"`;
 *   - `FreeTrialDialog` (props `FreeTrialDialogProps`): the full-screen free-trial dialog, rendered
 *     by the shell when a Sign Up asks for it.
 */
export const exposes = {
  './Pages': './src/exposes/Pages.tsx',
  './islands/RequestForm': './src/islands/RequestForm.tsx',
  './islands/Newsletter': './src/islands/Newsletter.tsx',
  './islands/EnquiryForm': './src/islands/EnquiryForm.tsx',
  './islands/FreeTrialDialog': './src/islands/FreeTrialDialog.tsx',
} as const;

export interface FreeTrialDialogProps {
  /** The visitor closed the dialog (close icon or Escape); the shell unmounts it and restores focus. */
  readonly onClose: () => void;
}

/** Its pages are in `routes.ts`, published with each release as routes.json (the shell's route table). */
