/**
 * The public contract of mfe-marketing: what the shell may load from it. Changing a key or the
 * props a module takes is a breaking change for the shell.
 *
 * - `./Pages`: single-spa parcel (RemotePageProps from @site/ui) rendering the marketing routes,
 *   for a page the shell's server could not compose (the browser renders it whole).
 *
 * Its pages have no island of their own: the sliders are plain HTML that Swiper takes over as they
 * near the viewport (`@site/ui/behaviours`, fetched by the page's loader, no React), the home page's
 * latest posts are mfe-resources' published HTML and the forms are mfe-forms'.
 */
export const exposes = {
  './Pages': './src/exposes/Pages.tsx',
} as const;

/** Its pages are in `routes.ts`, published with each release as routes.json (the shell's route table). */
