/**
 * The public contract of mfe-pricing: what the shell may load from it. Changing a key or the
 * props a module takes is a breaking change for the shell.
 *
 * - `./Pages`: single-spa parcel (RemotePageProps from @site/ui) rendering /pricing, for when the
 *   shell's server could not compose it (the browser renders it whole).
 * - `./islands/PricingPlans`: the industry switch with the plans, comparison and sales contact
 *   (ui's `defineIsland`), hydrated by the shell in the server's HTML.
 */
export const exposes = {
  './Pages': './src/exposes/Pages.tsx',
  './islands/PricingPlans': './src/islands/PricingPlans.tsx',
} as const;

/** Its pages are in `routes.ts`, published with each release as routes.json (the shell's route table). */
