/** A server's folder kept in step with the release store, and what it does when the store is down. */
import { deploy } from '../store';
import { readState } from '../releaseRoot';
import { pricingBuild, testEnv } from '../testBuilds';
import { pointerKeys, pullMirror, pushPointers, pushRelease } from './mirror';
import { startReleaseSync } from './releaseSync';
import { cleanUpTestStores, s3Store, startTestS3, tempFolder, testBackends } from './testStores';
import type { ObjectStore } from './objectStore';

beforeAll(startTestS3);
afterAll(cleanUpTestStores);
// A deploy, a pull and a second deploy against s3rver, on a machine running other suites beside.
jest.setTimeout(30_000);

async function deployFrom(store: ObjectStore, build: string): Promise<string> {
  const job = tempFolder('ci-job');
  const pulled = await pullMirror(store, job, ['pricing']);
  const { version } = await deploy(job, 'pricing', build, { env: testEnv });
  await pushRelease(store, job, 'pricing', version);
  await pushPointers(store, job, pulled, pointerKeys(['pricing']));
  return version;
}

const logs = () => {
  const lines: string[] = [];
  const log = (_fields: object, message: string) => void lines.push(message);
  return { lines, logger: { info: log, warn: log, error: log } };
};

describe.each(testBackends)('a server kept in step with %s', (_name, open) => {
  it('is ready once its folder holds what the store names, and follows a deploy made elsewhere within its interval', async () => {
    const store = open();
    const first = await deployFrom(store, pricingBuild('aaaa6666'));
    const folder = tempFolder('shell');
    const sync = startReleaseSync({ store, localRoot: folder, deployables: ['pricing'], intervalMs: 50 });
    try {
      await sync.ready;
      expect(readState(folder, 'pricing').current).toBe(first);
      const second = await deployFrom(store, pricingBuild('bbbb6666'));
      const deadline = Date.now() + 15_000;
      while (readState(folder, 'pricing').current !== second && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(readState(folder, 'pricing').current).toBe(second);
      expect(sync.status().up).toBe(true);
    } finally {
      sync.stop();
    }
  });
});

describe('a server whose S3 store is down', () => {
  it('with an empty folder and the store down, is not ready, serves nothing and says so once', async () => {
    const { lines, logger } = logs();
    const folder = tempFolder('shell');
    const sync = startReleaseSync({
      store: s3Store('down', 'http://127.0.0.1:9'),
      localRoot: folder,
      deployables: ['pricing'],
      intervalMs: 20,
      logger,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sync.isReady()).toBe(false);
      expect(sync.status()).toMatchObject({ up: false, lastPulledAt: null });
      expect(lines.filter((line) => line.startsWith('waiting for the release store'))).toHaveLength(1);
    } finally {
      sync.stop();
    }
  });

  it('keeps serving the folder an earlier run pulled when the store is away, and says so once', async () => {
    const store = s3Store('going-away');
    const version = await deployFrom(store, pricingBuild('aaaa7777'));
    const folder = tempFolder('shell');
    const up = startReleaseSync({ store, localRoot: folder, deployables: ['pricing'], intervalMs: 1000 });
    await up.ready;
    up.stop();
    const { lines, logger } = logs();
    const down = startReleaseSync({
      store: s3Store('going-away', 'http://127.0.0.1:9'),
      localRoot: folder,
      deployables: ['pricing'],
      intervalMs: 20,
      logger,
    });
    try {
      expect(down.isReady()).toBe(true); // a restart while the store is down serves the last good releases
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(down.status().up).toBe(false);
      expect(readState(folder, 'pricing').current).toBe(version);
    } finally {
      down.stop();
    }
    expect(lines).toEqual([expect.stringMatching(/^release store unreachable \(.*\): serving the last good releases in /)]);
  });
});
