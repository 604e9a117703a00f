/**
 * The public contract of mfe-resources: what the shell may load from it. Changing a key or the
 * props a module takes is a breaking change for the shell.
 *
 * - `./Pages`: single-spa parcel (RemotePageProps from @site/ui) rendering the resources routes (blog, articles, case studies, whitepapers, support docs, FAQ).
 */
export const exposes = {
  './Pages': './src/exposes/Pages.tsx',
} as const;

/** The page a team member opens when running this remote alone. */
export const standalonePath = '/blogs';
