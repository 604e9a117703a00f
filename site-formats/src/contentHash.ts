/**
 * The content hash in the name of every file the builds emit once and never change
 * (`[name].[contenthash:10].ext`: webpack's assets, the islands loader's files, the share cards).
 * Such a name always holds the same bytes, so it is cached for good everywhere it is served.
 */
import { createHash } from 'node:crypto';

export const CONTENT_HASH_LENGTH = 10;

/** The hash a file named by its bytes carries. */
export const contentHashOf = (bytes: string | Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, CONTENT_HASH_LENGTH);

/** A content-hashed file name or path (`main.0123456789.js`), or its compressed copy (`….js.br`). */
export const CONTENT_HASHED_PATH = new RegExp(`\\.[0-9a-f]{${CONTENT_HASH_LENGTH}}\\.[a-z0-9]+(\\.(br|gz))?$`);
