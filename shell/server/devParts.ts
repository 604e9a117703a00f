/**
 * Pages that hold a part served by a dev server: a remote whose remotes-manifest entry is marked
 * `dev` (`npm run dev`, or one browser's dev override), or the shell itself when its server is told
 * its dev server (`SHELL_DEV_SERVER`, `npm run dev -w shell`). Such a page loads each dev server's
 * dev client before anything else (development React with Fast Refresh for the whole page), may open
 * its hot-update socket, and is never stored or shared: it is one developer's page. Nothing here runs
 * for a live visitor's page.
 */
import { DEV_CLIENT_FILE } from '@site/site-formats/fragments';
import type { RemotesManifest } from '../shared/contract';
import { escapeHtml } from './pageParts';

const urlOr = (text: string, base?: string): URL | null => {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
};

/** The origins of the dev servers a page holds: the manifest's dev entries, and the shell's own when it has one. */
export function devServerOrigins(manifest: RemotesManifest | null, shellDevServer?: string): string[] {
  const entries = manifest?.remotes.filter((remote) => remote.dev).map(({ entry }) => entry) ?? [];
  const origins = [...entries, ...(shellDevServer ? [shellDevServer] : [])].flatMap((address) => {
    const url = urlOr(address);
    return url && /^https?:$/.test(url.protocol) ? [url.origin] : [];
  });
  return [...new Set(origins)];
}

/** The dev servers' hot-update sockets, for the page's `connect-src` (`ws:` is not matched by an `http:` source). */
export const devSocketOrigins = (origins: readonly string[]): string[] => origins.map((origin) => origin.replace(/^http/, 'ws'));

/** The page with each dev server's client first in its head: it must run before the page's own scripts. */
export function withDevClients(html: string, origins: readonly string[]): string {
  const tags = origins.map((origin) => `<script src="${escapeHtml(`${origin}/${DEV_CLIENT_FILE}`)}"></script>`).join('');
  return tags ? html.replace(/<head[^>]*>/i, (head) => `${head}${tags}`) : html;
}
