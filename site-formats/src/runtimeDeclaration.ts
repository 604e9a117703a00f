/**
 * What a build declares of the federation runtime, beside its mf-manifest.json: written by every
 * browser build (federationRuntime.ts), read by the deploy guard (@site/releases) before a switch.
 */

/** The file, beside mf-manifest.json, that holds a build's runtime declaration. */
export const RUNTIME_DECLARATION_FILE = 'federation-runtime.json';

/** What a build does with the federation runtime's core: the contents of its federation-runtime.json. */
export interface RuntimeDeclaration {
  /** The @module-federation/runtime-core version it was built with. */
  readonly version: string;
  /** It lends its core to the page (the shell). */
  readonly provides: boolean;
  /** It has no core of its own: it takes the one the shell lends (a remote's entry). */
  readonly external: boolean;
}
