/**
 * Test support: the release store's two backends, as the tests open them. S3 is s3rver on loopback
 * (started by `startTestS3`, one bucket), reached through RELEASES_URL as a deploy would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgresCluster, type PostgresCluster } from '@site/test-kit/postgres-cluster';
import { startS3Server, type TestS3Server } from '@site/test-kit/s3-server';
import { localObjectStore } from './localObjectStore';
import type { ObjectStore } from './objectStore';
import { releasesStoreFromEnv } from './releasesStore';

const TEST_BUCKET = 'site-releases';

const folders: string[] = [];

/** A new empty folder, removed by `cleanUpTestStores`. */
export function tempFolder(name: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `${name}-`));
  folders.push(folder);
  return folder;
}

let server: TestS3Server | null = null;
let endpoint = '';

/** Starts s3rver for this test file (call in beforeAll). */
export async function startTestS3(): Promise<void> {
  server = await startS3Server({ directory: tempFolder('s3rver'), buckets: [{ name: TEST_BUCKET }] });
  endpoint = server.endpoint;
}

/** Stops s3rver and removes the folders made (call in afterAll). */
export async function cleanUpTestStores(): Promise<void> {
  await server?.stop();
  server = null;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

/** The environment a deploy or a shell reads the S3 store from; s3rver ignores conditional writes. */
export const s3Env = (prefix: string, at = endpoint): NodeJS.ProcessEnv => ({
  RELEASES_URL: `s3://${TEST_BUCKET}/${prefix}`,
  RELEASES_S3_ENDPOINT: at,
  RELEASES_S3_CONDITIONAL_WRITES: 'false',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
});

export const s3Store = (prefix: string, at?: string): ObjectStore => releasesStoreFromEnv(s3Env(prefix, at), '/nowhere');

let run = 0;

/** Each backend by name, opening a store no other test writes to (its own folder, or its own prefix of the bucket). */
export const testBackends: ReadonlyArray<readonly [string, () => ObjectStore]> = [
  ['a local folder', () => localObjectStore(tempFolder('releases'))],
  ['S3 (s3rver)', () => s3Store(`run-${(run += 1)}`)],
];

/** s3rver and a throwaway PostgreSQL for this test file: call in beforeAll, and the returned stop in afterAll. */
export async function startTestS3AndPostgres(): Promise<{ readonly postgres: PostgresCluster; readonly stop: () => Promise<void> }> {
  await startTestS3();
  const postgres = await startPostgresCluster({ durable: false });
  return {
    postgres,
    stop: async () => {
      await postgres.stop();
      await cleanUpTestStores();
    },
  };
}
