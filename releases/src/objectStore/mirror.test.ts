/**
 * A release root in an object store, worked on through folders that share no disk (issue 47): a CI
 * job's folder deploys and pushes, a shell's folder pulls, on both backends.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deploy } from '../store';
import { readRemotesManifestFile, readState, releaseDir } from '../releaseRoot';
import { pricingBuild, testEnv } from '../testBuilds';
import { PointersMoved, pointerKeys, pullMirror, pushPointers, pushRelease } from './mirror';
import { StoreUnavailable, type ObjectStore } from './objectStore';
import { cleanUpTestStores, s3Store, startTestS3, tempFolder, testBackends } from './testStores';

beforeAll(startTestS3);
afterAll(cleanUpTestStores);

const POINTERS = pointerKeys(['pricing']);

/** What a team's CI job does: pull, deploy in its own folder (the guards run there), push the release, then the pointers. */
async function deployFrom(store: ObjectStore, jobRoot: string, build: string): Promise<string> {
  const pulled = await pullMirror(store, jobRoot, ['pricing']);
  const { version } = await deploy(jobRoot, 'pricing', build, { env: testEnv });
  await pushRelease(store, jobRoot, 'pricing', version);
  await pushPointers(store, jobRoot, pulled, POINTERS);
  return version;
}

describe.each(testBackends)('a release root in %s', (_name, open) => {
  it("a deploy pushed from a CI job's folder is what a shell's folder pulls, file for file, typed and cached for good", async () => {
    const store = open();
    const build = pricingBuild('aaaa1111');
    const version = await deployFrom(store, tempFolder('ci-job'), build);

    const shellRoot = tempFolder('shell');
    await pullMirror(store, shellRoot, ['pricing']);
    expect(readState(shellRoot, 'pricing').current).toBe(version);
    expect(readRemotesManifestFile(shellRoot).remotes.map((remote) => remote.entry)).toEqual([
      `http://localhost:4103/releases/${version}/mf-manifest.json`,
    ]);
    const chunk = 'main.aaaa1111.js';
    expect(readFileSync(path.join(releaseDir(shellRoot, 'pricing', version), chunk), 'utf8')).toBe(
      readFileSync(path.join(build, chunk), 'utf8'),
    );
    const stored = await store.get(`pricing/releases/${version}/${chunk}`);
    expect(stored).toMatchObject({ contentType: 'application/javascript', cacheControl: 'public, max-age=31536000, immutable' });
    expect((await store.get('pricing/state.json'))?.cacheControl).toBe('no-cache');
  });

  it('a second deploy switches every folder that pulls again, the first release kept for a rollback', async () => {
    const store = open();
    const job = tempFolder('ci-job');
    const first = await deployFrom(store, job, pricingBuild('aaaa2222'));
    const second = await deployFrom(store, job, pricingBuild('bbbb2222'));
    const shellRoot = tempFolder('shell');
    await pullMirror(store, shellRoot, ['pricing']);
    expect(readState(shellRoot, 'pricing')).toMatchObject({ current: second, previous: [first] });
    expect(readFileSync(path.join(releaseDir(shellRoot, 'pricing', first), 'main.aaaa2222.js'), 'utf8')).toContain('aaaa2222');
  });

  it('of two deploys of one part from two folders, the later push is refused, says why, and switches nothing', async () => {
    const store = open();
    const [jobA, jobB] = [tempFolder('job-a'), tempFolder('job-b')];
    const pulledA = await pullMirror(store, jobA, ['pricing']);
    const pulledB = await pullMirror(store, jobB, ['pricing']);
    const a = await deploy(jobA, 'pricing', pricingBuild('aaaa3333'), { env: testEnv });
    const b = await deploy(jobB, 'pricing', pricingBuild('bbbb3333'), { env: testEnv });
    await pushRelease(store, jobA, 'pricing', a.version);
    await pushPointers(store, jobA, pulledA, POINTERS);
    await pushRelease(store, jobB, 'pricing', b.version);
    await expect(pushPointers(store, jobB, pulledB, POINTERS)).rejects.toThrow(PointersMoved);
    await expect(pushPointers(store, jobB, pulledB, POINTERS)).rejects.toThrow(
      'Another deploy changed remotes.json, pricing/state.json in the release store meanwhile: nothing was switched. Try again.',
    );
    const shellRoot = tempFolder('shell');
    await pullMirror(store, shellRoot, ['pricing']);
    expect(readState(shellRoot, 'pricing').current).toBe(a.version);
  });

  it('a pointer naming a release the store does not hold complete is not followed: the folder keeps what it served', async () => {
    const store = open();
    const good = await deployFrom(store, tempFolder('ci-job'), pricingBuild('aaaa4444'));
    const shellRoot = tempFolder('shell');
    await pullMirror(store, shellRoot, ['pricing']);
    // An upload cut short: the state names a release whose index (written last) never arrived.
    const state = JSON.parse((await store.get('pricing/state.json'))!.body.toString()) as { current: string };
    await store.put('pricing/state.json', JSON.stringify({ ...state, current: 'cccccccccccc', releases: [{ version: 'cccccccccccc' }] }));
    await expect(pullMirror(store, shellRoot, ['pricing'])).rejects.toThrow('which it does not hold complete');
    expect(readState(shellRoot, 'pricing').current).toBe(good);
  });
});

describe('a shell whose S3 store is down', () => {
  it('cannot pull, and keeps the folder it serves as it was', async () => {
    const store = s3Store('shared');
    const version = await deployFrom(store, tempFolder('ci-job'), pricingBuild('aaaa5555'));
    const shellRoot = tempFolder('shell');
    await pullMirror(store, shellRoot, ['pricing']);
    await expect(pullMirror(s3Store('shared', 'http://127.0.0.1:9'), shellRoot, ['pricing'])).rejects.toThrow(StoreUnavailable);
    expect(readState(shellRoot, 'pricing').current).toBe(version);
  });
});
