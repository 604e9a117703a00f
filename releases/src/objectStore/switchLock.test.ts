/**
 * Two (or six) deploys of one part pushed at once, from folders that share nothing, against a store
 * that ignores conditional writes (s3rver): with the PostgreSQL switch lock exactly one wins, and
 * every other says why and switches nothing.
 */
import { deploy } from '../store';
import { readState } from '../releaseRoot';
import { pricingBuild, testEnv } from '../testBuilds';
import { PointersMoved, pointerKeys, pullMirror, pushPointers, pushRelease } from './mirror';
import { postgresSwitchLock } from './switchLock';
import { s3Store, startTestS3AndPostgres, tempFolder } from './testStores';

let services: Awaited<ReturnType<typeof startTestS3AndPostgres>>;
beforeAll(async () => {
  services = await startTestS3AndPostgres();
}, 60_000);
afterAll(() => services.stop());

it('lets exactly one of six simultaneous switches through; the others are refused and change nothing', async () => {
  const store = s3Store('racing');
  expect(store.conditionalWrites).toBe(false); // the store alone cannot guard this
  const lock = postgresSwitchLock(services.postgres.url, store.where);
  const jobs = await Promise.all(
    Array.from({ length: 6 }, async (_, index) => {
      const root = tempFolder(`job-${index}`);
      const pulled = await pullMirror(store, root, ['pricing']);
      const { version } = await deploy(root, 'pricing', pricingBuild(`race${index}aaa`), { env: testEnv });
      await pushRelease(store, root, 'pricing', version);
      return { root, pulled, version };
    }),
  );
  const outcomes = await Promise.allSettled(jobs.map((job) => pushPointers(store, job.root, job.pulled, pointerKeys(['pricing']), lock)));
  const winners = jobs.filter((_, index) => outcomes[index]?.status === 'fulfilled');
  expect(winners).toHaveLength(1);
  for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(PointersMoved);
  const shell = tempFolder('shell');
  await pullMirror(store, shell, ['pricing']);
  expect(readState(shell, 'pricing')).toMatchObject({ current: winners[0]?.version, previous: [] });
});
