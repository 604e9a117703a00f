/**
 * Pages that hold a part served by a dev server (`npm run dev`, or one browser's dev override): the
 * remotes manifest marks its entry `dev`. Such a page loads that server's dev client before anything
 * else (development React with Fast Refresh for the whole page), may open its hot-update socket, and
 * is never stored or shared: it is one developer's page. Nothing here runs for a live visitor's page.
 */
import { DEV_CLIENT_FILE } from '@site/site-formats/fragments';
import type { RemotesManifest } from '../shared/contract';
import { escapeHtml } from './pageParts';

type Entry = RemotesManifest['remotes'][number];

const devEntries = (manifest: RemotesManifest | null): Entry[] => manifest?.remotes.filter((remote) => remote.dev) ?? [];

export const holdsDevPart = (manifest: RemotesManifest | null): boolean => devEntries(manifest).length > 0;

const urlOr = (text: string, base?: string): URL | null => {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
};

/** The dev servers' hot-update sockets, for the page's `connect-src` (`ws:` is not matched by an `http:` source). */
export function devSocketOrigins(manifest: RemotesManifest | null): string[] {
  return devEntries(manifest).flatMap(({ entry }) => {
    const url = urlOr(entry);
    return url ? [`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`] : [];
  });
}

/** The page with each dev server's client first in its head: it must run before the page's own scripts. */
export function withDevClients(html: string, manifest: RemotesManifest | null): string {
  const tags = devEntries(manifest)
    .flatMap(({ entry }) => {
      const client = urlOr(DEV_CLIENT_FILE, entry);
      return client && /^https?:$/.test(client.protocol) ? [`<script src="${escapeHtml(client.href)}"></script>`] : [];
    })
    .join('');
  return tags ? html.replace(/<head[^>]*>/i, (head) => `${head}${tags}`) : html;
}
