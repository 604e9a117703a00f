/**
 * The Content-Security-Policy of the shell's pages: scripts, styles, images and fetches only from
 * the shell's own origin and the remote origins in the remotes manifest of this request. No inline
 * script runs (the page has none: its JSON-LD and remotes manifest are data blocks); the inlined
 * stylesheets carry a nonce made per response.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Response } from 'express';
import helmet from 'helmet';
import type { RemotesManifest } from '../src/federation/remoteRegistry';

interface CspLocals {
  cspNonce?: string;
  remoteOrigins?: string[];
}

const locals = (res: ServerResponse) => (res as Response).locals as CspLocals;

/** The origins of the remotes' entries and fallbacks, e.g. `https://pricing.example.com`. */
export function remoteOrigins(manifest: RemotesManifest): string[] {
  const origins = manifest.remotes.flatMap(({ entry, fallback }) =>
    [entry, fallback].flatMap((url) => {
      if (!url) return [];
      try {
        return [new URL(url).origin];
      } catch {
        return [];
      }
    }),
  );
  return [...new Set(origins)];
}

/** Gives this response its style nonce and the remote origins the policy allows; returns the nonce. */
export function prepareContentSecurityPolicy(res: Response, manifest: RemotesManifest): string {
  const nonce = randomBytes(16).toString('base64');
  locals(res).cspNonce = nonce;
  locals(res).remoteOrigins = remoteOrigins(manifest);
  return nonce;
}

// helmet joins the values of a directive with spaces; a function's value is computed per response.
const remotes = (_req: IncomingMessage, res: ServerResponse) => (locals(res).remoteOrigins ?? []).join(' ');
const styleNonce = (_req: IncomingMessage, res: ServerResponse) => (locals(res).cspNonce ? `'nonce-${locals(res).cspNonce}'` : '');

/** The policy middleware; run prepareContentSecurityPolicy before it for each page. */
export const contentSecurityPolicy = helmet.contentSecurityPolicy({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", remotes],
    styleSrc: ["'self'", remotes, styleNonce],
    imgSrc: ["'self'", 'data:', remotes],
    connectSrc: ["'self'", remotes],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
});
