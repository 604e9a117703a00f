/**
 * Reading a deployable's published `routes.json`: checked with a schema wherever it crosses from
 * one deployable to another (the shell's server, the deploy guard), so a bad file is refused with
 * the reason instead of breaking pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { searchKinds } from '../searchIndex';
import { ROUTES_FILE, type PageRoute, type PublishedDocument, type RoutesFile } from './siteRoutes';

const sitePath = z.string().regex(/^\/[^?#\s]*$/, 'a path starting with "/", without query, hash or spaces');
const siteAddress = z.string().regex(/^\/[^#\s]*$/, 'a path starting with "/", maybe with a query, without hash or spaces');

const pageRouteSchema = z.strictObject({
  path: sitePath,
  title: z.string().trim().min(1),
  kind: z.enum(searchKinds),
  indexable: z.boolean(),
  lastModified: z.iso.date().optional(),
  aliases: z.array(siteAddress).optional(),
  parent: sitePath.optional(),
  template: z
    .string()
    .regex(/^[a-z][a-z-]*$/, 'a template name in lower case, e.g. "feature"')
    .optional(),
}) satisfies z.ZodType<PageRoute>;

/**
 * A file inside the build: the shell fetches it relative to routes.json (`new URL(file, …)`), so it
 * may not name another origin, the server's root or a folder above the release, nor hold `%` escapes
 * (a URL reads `%2e%2e` as `..`).
 */
const buildFile = z
  .string()
  .regex(/^[\w.~-]+(?:\/[\w.~-]+)*$/, 'a file relative to the build folder, e.g. "documents/blog~feed.xml" (letters, digits, "._~-", "/")')
  .refine((file) => !file.split('/').includes('..'), 'a file inside the build folder (no "..")');

const publishedDocumentSchema = z.strictObject({
  path: sitePath,
  file: buildFile,
  contentType: z.string().regex(/^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/, 'a media type, e.g. "application/rss+xml; charset=utf-8"'),
}) satisfies z.ZodType<PublishedDocument>;

const routesFileSchema = z.strictObject({
  version: z.literal(1),
  routes: z.array(pageRouteSchema),
  documents: z.array(publishedDocumentSchema).optional(),
}) satisfies z.ZodType<RoutesFile>;

/** The routes in a `routes.json` text; throws naming the first field that is wrong. */
export function parseRoutesFile(text: string, source: string): RoutesFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not JSON`);
  }
  const result = routesFileSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${source}: ${issue?.path.join('.') || '(file)'}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

/** The routes a build folder publishes, or null for a build that publishes none (made before routes were published). */
export function readRoutesOfBuild(buildDir: string): RoutesFile | null {
  const file = path.join(buildDir, ROUTES_FILE);
  return existsSync(file) ? parseRoutesFile(readFileSync(file, 'utf8'), file) : null;
}
