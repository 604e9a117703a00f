/**
 * The public contract of mfe-pricing: what the shell may load from it. Changing a key or the
 * props a module takes is a breaking change for the shell.
 *
 * - `./Pages`: single-spa parcel (RemotePageProps from @site/ui) rendering /pricing.
 */
export const exposes = {
  './Pages': './src/exposes/Pages.tsx',
} as const;

/** Its pages are in `routes.ts`, published with each release as routes.json (the shell's route table). */
