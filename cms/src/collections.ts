/**
 * The content collections the editor offers: every `collection.yml` under a remote's
 * `src/content/`, found on disk (never listed here), with what the CMS needs to know about each:
 * where its files are, how they are written, which zod schema checks them, and where its pictures
 * live so that a picture chosen in the editor is written the way the build resolves it.
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { remoteNames, services } from '@site/site-formats/topology';
import { entryFiles, readCollectionFile, type CollectionFormat } from '@site/devkit/markdown/compile';
import { IMAGE_FILE } from '@site/devkit/markdown/front-matter';

export interface ContentCollection {
  /** Decap's name for it (also its address in the editor): `<remote>-<folder>`, e.g. `resources-blog`. */
  readonly name: string;
  /** What the editor's sidebar calls it: `Resources · Blog`. */
  readonly label: string;
  readonly labelSingular: string;
  /** The comment at the top of its collection.yml: what the folder holds. */
  readonly description: string;
  /** The remote's folder, e.g. `mfe-resources`. */
  readonly remote: string;
  /** The collection's folder, relative to the repository (forward slashes). */
  readonly folder: string;
  readonly collectionFile: string;
  readonly format: CollectionFormat;
  readonly schema: { readonly module: string; readonly name: string };
  readonly variables?: { readonly module: string; readonly name: string };
  /** Where pictures chosen or uploaded in the editor go, relative to the repository. */
  readonly mediaFolder: string;
  /**
   * How a picture's `src` is written: `''` for a bare file name (the collection's `pictures` folder),
   * else the media folder as a path relative to the entry's file (`../../assets/blog`).
   */
  readonly publicFolder: string;
}

/** `/` separators, whatever the platform. */
const posix = (file: string) => file.split(path.sep).join('/');

const humanize = (name: string) => {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** `case studies` → `case study`, `features` → `feature`, `blog` → `blog post`. */
function singular(label: string): string {
  if (/ies$/.test(label)) return label.replace(/ies$/, 'y');
  if (/[^s]s$/.test(label)) return label.slice(0, -1);
  return `${label} post`;
}

/** The leading `#` lines of a collection.yml, as one sentence or two. */
function headerComment(collectionFile: string): string {
  const lines: string[] = [];
  for (const line of readFileSync(collectionFile, 'utf8').split('\n')) {
    if (!line.startsWith('#')) break;
    lines.push(line.replace(/^#\s?/, ''));
  }
  return lines.join(' ').trim();
}

/** Every `src` of a picture (`{ src: …svg }`) in `value`, however deep. */
function pictureSources(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(pictureSources);
  if (typeof value !== 'object' || value === null) return [];
  const src = (value as { src?: unknown }).src;
  if (typeof src === 'string' && IMAGE_FILE.test(src)) return [src];
  return Object.values(value).flatMap(pictureSources);
}

/** An entry file's data: its front matter, or the whole YAML file; undefined when it does not parse. */
function entryData(file: string, format: CollectionFormat): unknown {
  const text = readFileSync(file, 'utf8');
  const yamlText = format === 'yaml' ? text : (/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '');
  try {
    return parse(yamlText) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The folder most of the collection's pictures are in (relative paths, as the build resolves them
 * from the entry's file), or the collection's own folder when it has none yet.
 */
function usualPictureFolder(repoDir: string, collectionFile: string, format: CollectionFormat): string {
  const folder = path.dirname(collectionFile);
  const counts = new Map<string, number>();
  for (const file of entryFiles(collectionFile, format)) {
    for (const src of pictureSources(entryData(file, format))) {
      if (!src.includes('/')) continue;
      const pictureFolder = path.resolve(folder, path.dirname(src));
      counts.set(pictureFolder, (counts.get(pictureFolder) ?? 0) + 1);
    }
  }
  const [usual] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [folder];
  return posix(path.relative(repoDir, usual));
}

/** The collections of every remote in `repoDir`, in a stable order (remote, then folder). */
export function discoverCollections(repoDir: string): ContentCollection[] {
  const remoteFolders = remoteNames.map((remote) => services[remote].dir);
  const files = remoteFolders.flatMap((remote) =>
    globSync(`${remote}/src/content/**/collection.yml`, { cwd: repoDir }).map((file) => path.join(repoDir, file)),
  );
  return files.sort().map((collectionFile) => {
    const folder = posix(path.relative(repoDir, path.dirname(collectionFile)));
    const [remote = '', , , ...inner] = folder.split('/');
    const named = readCollectionFile(collectionFile);
    const mediaFolder = named.pictures
      ? posix(path.relative(repoDir, named.pictures))
      : usualPictureFolder(repoDir, collectionFile, named.format);
    const label = humanize(inner.join(' '));
    return {
      name: `${remote.replace(/^mfe-/, '')}-${inner.join('-')}`,
      label: `${humanize(remote.replace(/^mfe-/, ''))} · ${label}`,
      labelSingular: singular(label.toLowerCase()),
      description: headerComment(collectionFile),
      remote,
      folder,
      collectionFile,
      format: named.format,
      schema: named.schema,
      ...(named.variables ? { variables: named.variables } : {}),
      mediaFolder,
      publicFolder: named.pictures ? '' : posix(path.relative(path.dirname(collectionFile), path.join(repoDir, mediaFolder))),
    };
  });
}

/** The collection's zod schema and `{{variables}}`, loaded from the modules its collection.yml names. */
export async function loadSchema(
  collection: ContentCollection,
): Promise<{ readonly schema: z.ZodType; readonly variables: Readonly<Record<string, string>> }> {
  const load = async ({ module, name }: { readonly module: string; readonly name: string }) =>
    ((await import(module)) as Record<string, unknown>)[name];
  const schema = await load(collection.schema);
  if (typeof (schema as { safeParse?: unknown } | undefined)?.safeParse !== 'function')
    throw new Error(`${collection.collectionFile}: ${collection.schema.module} exports no zod schema named ${collection.schema.name}`);
  const variables = collection.variables ? await load(collection.variables) : {};
  return { schema: schema as z.ZodType, variables: variables as Record<string, string> };
}
