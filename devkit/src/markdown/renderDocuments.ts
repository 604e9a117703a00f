/**
 * `node --import tsx renderDocuments.ts <collection.yml>`: renders each entry of a collection whose
 * collection.yml names `documents` (a whitepaper's PDF) into the repository's build cache, and prints
 * what it made as JSON (RenderedDocument[]). A process of its own because renderers are async (pdf-lib)
 * and Jest's transform, like the webpack loader that shares it, must answer synchronously.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  compileCollection,
  ContentError,
  entryFiles,
  fillVariables,
  readCollectionFile,
  type ContentVariables,
  type RenderedDocument,
} from './compile';
import type { DocumentRenderer } from './entry';

const repoRoot = path.resolve(__dirname, '../../..');

async function exported<T>(reference: { module: string; name: string }, collectionFile: string): Promise<T> {
  const value = ((await import(pathToFileURL(reference.module).href)) as Record<string, unknown>)[reference.name];
  if (value === undefined) throw new ContentError(`${collectionFile}: ${reference.module} exports nothing named ${reference.name}`);
  return value as T;
}

async function main(collectionFile: string): Promise<RenderedDocument[]> {
  const named = readCollectionFile(collectionFile);
  if (!named.documents) return [];
  const schema = await exported<import('zod').ZodType>(named.schema, collectionFile);
  const variables = named.variables ? await exported<ContentVariables>(named.variables, collectionFile) : {};
  const render = await exported<DocumentRenderer>(named.documents, collectionFile);
  // The files are checked first: a renderer only sees data its schema accepted.
  const { entries } = compileCollection(collectionFile, schema, variables, { format: named.format, pictures: named.pictures });
  const key = createHash('sha256').update(path.relative(repoRoot, collectionFile)).digest('hex').slice(0, 12);
  // Not under node_modules: Jest leaves files there untransformed, and these are bundled like pictures.
  const folder = path.join(repoRoot, '.cache', 'collection-documents', key);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const files = entryFiles(collectionFile, named.format);
  const documents: RenderedDocument[] = [];
  for (const entry of entries) {
    const source = fillVariables(files.find((file) => path.parse(file).name === entry.slug) ?? '', variables);
    const { bytes, extension, facts } = await render({ slug: entry.slug, data: entry.data, source });
    const file = path.join(folder, `${entry.slug}.${extension}`);
    writeFileSync(file, bytes);
    documents.push({ slug: entry.slug, file, facts });
  }
  return documents;
}

main(process.argv[2] ?? '').then(
  (documents) => process.stdout.write(JSON.stringify(documents)),
  (error: unknown) => {
    process.stderr.write(error instanceof ContentError ? error.message : String((error as Error).stack ?? error));
    process.exitCode = 1;
  },
);
