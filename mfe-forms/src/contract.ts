/**
 * The public contract of mfe-forms: what the shell may load from it. Changing a key or the
 * props a module takes is a breaking change for the shell.
 *
 * - `./Pages`: single-spa parcel (RemotePageProps from @site/ui) rendering its pages (routes.ts:
 *   /requestDemo, /salesPage, /free-trial and the forms' success pages /thank-you/request,
 *   /thank-you/free-trial, /thank-you/newsletter), for when the shell's server could not compose
 *   them (the browser renders them whole).
 * - `./islands/<Name>` (ui's `defineIsland`):
 *   - `RequestForm` (props `{ kind }`): the demo and expert forms of its own pages;
 *   - `TrialForm` (no props): the free-trial sign-up on its own page, /free-trial (where Sign Up
 *     leads without script);
 *   - `Newsletter` (no props): the footer's newsletter box, published as HTML for the shell's frame;
 *   - `EnquiryForm` (no props): the talk-to-an-expert form (the same form and schema as /salesPage,
 *     posting to /api/requests/expert on the page's origin), published as HTML for other remotes'
 *     pages (`<RemoteIsland owner="forms" name="EnquiryForm">`, marketing's /contact-us); its privacy
 *     policy links open in a new tab (nothing typed is lost). The <form> carries `data-testid="enquiry-form"`;
 *   - `FreeTrialDialog` (no props): the full-screen free-trial dialog, published as HTML for the
 *     shell's frame (`<RemoteIsland owner="forms" name="FreeTrialDialog">`), closed: a `<dialog>`
 *     marked as the `open-free-trial` shell action's (ui's `actionDialog`), which the islands loader
 *     opens over the page when a Sign Up is tapped; its form (plain posts go to /free-trial) is live
 *     on the first interaction. The `<dialog>` carries `data-testid="free-trial-dialog"`.
 *
 * Every visitor form also works as plain HTML (issue 46, `@site/ui/form-post`): it posts natively
 * (`method="post"`, no `action`: to the page it is on) with `data-form-post` = its `visitorFormInfo`
 * name, the `form-endpoint` and `form-sent` hidden fields (its mail-api endpoint, its success page
 * above), its error summaries and earlyFormCheck's marks; the shell's server forwards the post and
 * redirects (303) or answers the page marked up by that contract, which the island takes over.
 */
export const exposes = {
  './Pages': './src/exposes/Pages.tsx',
  './islands/RequestForm': './src/islands/RequestForm.tsx',
  './islands/TrialForm': './src/islands/TrialForm.tsx',
  './islands/Newsletter': './src/islands/Newsletter.tsx',
  './islands/EnquiryForm': './src/islands/EnquiryForm.tsx',
  './islands/FreeTrialDialog': './src/islands/FreeTrialDialog.tsx',
} as const;

/** Its pages are in `routes.ts`, published with each release as routes.json (the shell's route table). */
