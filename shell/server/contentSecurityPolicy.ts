/**
 * The Content-Security-Policy of the shell's pages: scripts, styles, images and fetches only from
 * the shell's own origin and the remote origins in the remotes manifest of this request. No inline
 * script runs (the page has none: its JSON-LD and remotes manifest are data blocks); each inlined
 * stylesheet is allowed by its hash (not a per-response nonce: the same page stays the same bytes,
 * so its compressed copy is reused).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Response } from 'express';
import helmet from 'helmet';
import type { RemotesManifest } from '../shared/contract';
import { devSocketOrigins } from './devParts';

interface CspLocals {
  styleHashes?: readonly string[];
  remoteOrigins?: string[];
  devSockets?: string[];
}

const locals = (res: ServerResponse) => (res as Response).locals as CspLocals;

/** The origins of the remotes' entries and fallbacks, e.g. `https://pricing.example.com`. */
function remoteOrigins(manifest: RemotesManifest): string[] {
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

/**
 * Gives this response the remote origins and the inline stylesheets' hashes its policy allows, and
 * the dev servers of a developer's page (devParts.ts): their scripts and hot-update sockets.
 */
export function prepareContentSecurityPolicy(
  res: Response,
  manifest: RemotesManifest,
  styleHashes: readonly string[],
  devServers: readonly string[] = [],
): void {
  locals(res).styleHashes = styleHashes;
  locals(res).remoteOrigins = [...new Set([...remoteOrigins(manifest), ...devServers])];
  locals(res).devSockets = devSocketOrigins(devServers);
}

// helmet joins the values of a directive with spaces; a function's value is computed per response.
const remotes = (_req: IncomingMessage, res: ServerResponse) => (locals(res).remoteOrigins ?? []).join(' ');
const remotesAndDevSockets = (_req: IncomingMessage, res: ServerResponse) =>
  [...(locals(res).remoteOrigins ?? []), ...(locals(res).devSockets ?? [])].join(' ');
const remotesAndInlineStyles = (_req: IncomingMessage, res: ServerResponse) =>
  [...(locals(res).remoteOrigins ?? []), ...(locals(res).styleHashes ?? [])].join(' ');

/** The policy middleware; run prepareContentSecurityPolicy before it for each page. */
export const contentSecurityPolicy = helmet.contentSecurityPolicy({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    // 'inline-speculation-rules' allows only the loader's speculation rules (JSON), never inline script.
    scriptSrc: ["'self'", "'inline-speculation-rules'", remotes],
    styleSrc: ["'self'", remotesAndInlineStyles],
    imgSrc: ["'self'", 'data:', remotes],
    connectSrc: ["'self'", remotesAndDevSockets],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
});
