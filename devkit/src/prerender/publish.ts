/**
 * What a deployable publishes beside its pages, made from its prerender bundle: `routes.json` (its
 * pages and documents, checked as the shell's server and the deploy guard will read them), its
 * documents' files and its search index. Used by the build (cli.ts) and by a dev server, which
 * makes them on request (devkit/src/dev/).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { siteConfig } from '@site/site-config';
import { parseRoutesFile } from '@site/site-formats/routes/file';
import { buildRouteTable, type PageRoute, type PublishedDocument, type RouteOwner, type RoutesFile } from '@site/site-formats/routes';
import type { SearchIndexFile } from '@site/site-formats/search';
import { remoteNames, services } from '@site/site-formats/topology';
import { DOCUMENTS_DIR, documentFileName, type PrerenderedRoute } from '@site/site-formats/fragments';
import { searchDocumentsFor } from '../search/extractPageText';
import type { SocialImageDocument } from '../socialImage/publish';
import type { DocumentSource } from './render';

/** The day this workspace's files last changed in git (YYYY-MM-DD), or null outside a git checkout. */
function lastCommitDate(root: string): string | null {
  const git = spawnSync('git', ['log', '-1', '--format=%cs', '--', '.'], { cwd: root, encoding: 'utf8' });
  const date = git.status === 0 ? git.stdout.trim() : '';
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
}

/**
 * Where each document goes in the build (`documents/blog~feed.xml`), as `routes.json` lists it.
 * Two documents whose paths make one file name fail the build rather than overwrite each other.
 */
export function documentFilesOf(
  sources: ReadonlyArray<DocumentSource | SocialImageDocument>,
): Array<{ published: PublishedDocument; body: string | Buffer }> {
  const pathByFile = new Map<string, string>();
  return sources.map(({ path: documentPath, contentType, body }) => {
    const file = `${DOCUMENTS_DIR}/${documentFileName(documentPath)}`;
    const other = pathByFile.get(file);
    if (other !== undefined) throw new Error(`the documents ${other} and ${documentPath} would both be written to ${file}`);
    pathByFile.set(file, documentPath);
    return { published: { path: documentPath, file, contentType }, body };
  });
}

/**
 * The routes and documents this build publishes, checked as the shell's server and the deploy guard
 * will read them: a bad field or two pages or documents claiming one address fail the build. A
 * page whose content has no date gets the day its workspace last changed.
 */
export function routesFileOf(root: string, routes: readonly PageRoute[], documents: readonly PublishedDocument[]): RoutesFile {
  const changed = lastCommitDate(root);
  const file: RoutesFile = {
    version: 1,
    routes: routes.map((route) => (route.lastModified || !changed ? route : { ...route, lastModified: changed })),
    ...(documents.length ? { documents } : {}),
  };
  parseRoutesFile(JSON.stringify(file), `the routes of ${path.basename(root)}`);
  const owner: RouteOwner = remoteNames.find((remote) => services[remote].dir === path.basename(root)) ?? 'shell';
  const { conflicts } = buildRouteTable([{ owner, routes: file.routes, documents }]);
  if (conflicts.length)
    throw new Error(
      `${path.basename(root)} gives one address to two of its pages or documents:\n${conflicts.map((c) => c.message).join('\n')}`,
    );
  return file;
}

/** The search index of a deployable's rendered pages: its indexable ones, by kind. */
export function searchIndexOf(routesFile: RoutesFile, rendered: readonly PrerenderedRoute[]): SearchIndexFile {
  const kinds = new Map(routesFile.routes.filter((route) => route.indexable).map((route) => [route.path, route.kind]));
  return {
    version: 1,
    documents: searchDocumentsFor(rendered, (routePath) => kinds.get(routePath) ?? null, siteConfig.brand.name),
  };
}
