/**
 * The public contract of mfe-marketing: what the shell may load from it. Changing a key or the
 * props a module takes is a breaking change for the shell.
 *
 * - `./Pages`: single-spa parcel (RemotePageProps from @site/ui) rendering the marketing routes,
 *   for a page the shell's server could not compose (the browser renders it whole).
 * - `./islands/<Name>`: the interactive parts of its pages (ui's `defineIsland`), which the
 *   shell hydrates in the server's HTML: the home page's blog slider. (Its features slider and client
 *   logos are plain HTML run by `@site/ui/behaviours`: no island.)
 */
export const exposes = {
  './Pages': './src/exposes/Pages.tsx',
  './islands/BlogSlider': './src/islands/BlogSlider.tsx',
} as const;

/** Its pages are in `routes.ts`, published with each release as routes.json (the shell's route table). */
