/**
 * A canary decided across shells that share no disk (issue 47): each shell's beacons go to the one
 * record in PostgreSQL, a decision is taken once (under the switch lock) and reaches every shell's
 * copy through the store.
 */
import { readCanaries } from '../canaryFile';
import { startCanary } from '../canaryStore';
import { reviewCanaries } from '../canaryReview';
import { postgresSignalsRecord } from '../signalsRecord';
import { deploy, stage } from '../store';
import { readState } from '../releaseRoot';
import { pricingBuild, testEnv } from '../testBuilds';
import { pullMirror, pushWorkingCopy } from './mirror';
import { stepInStore } from './canaryInStore';
import { postgresSwitchLock } from './switchLock';
import { s3Store, startTestS3AndPostgres, tempFolder } from './testStores';

let services: Awaited<ReturnType<typeof startTestS3AndPostgres>>;
beforeAll(async () => {
  services = await startTestS3AndPostgres();
}, 60_000);
afterAll(() => services.stop());

const started = new Date('2026-11-27T10:00:00Z').getTime();
const parts = ['pricing'];

it("counts every shell's beacons, aborts a failing canary once, and every shell's copy sees it", async () => {
  const store = s3Store('canary');
  const lock = postgresSwitchLock(services.postgres.url, store.where);
  const signals = postgresSignalsRecord(services.postgres.url);
  try {
    // A team's CI job: pricing live, a second release staged, then given to half the visitors.
    const job = tempFolder('ci-job');
    const pulled = await pullMirror(store, job, parts);
    const live = (await deploy(job, 'pricing', pricingBuild('1111aaaa11'), { env: testEnv })).version;
    const canary = (await stage(job, 'pricing', pricingBuild('2222bbbb22'), { env: testEnv })).version;
    await startCanary(job, 'pricing', canary, { percent: 50, now: new Date(started) });
    await pushWorkingCopy(store, job, parts, pulled);

    const shells = [tempFolder('shell-a'), tempFolder('shell-b')];
    for (const shell of shells) await pullMirror(store, shell, parts);
    // Each shell takes half the visitors' beacons: three of the canary's failing page views each.
    const view = (release: string, failing: boolean, at: number) =>
      signals.record(
        {
          v: 1,
          releases: [{ part: 'pricing', release }],
          lcp: 1200,
          inp: 80,
          cls: 0,
          errors: failing ? [{ part: 'pricing', kind: 'hydrate', message: 'PricingPlans threw' }] : [],
        },
        at,
      );
    for (let index = 0; index < 6; index += 1) {
      await view(live, false, started + 1000 + index);
      await view(canary, true, started + 2000 + index);
    }
    expect(await signals.signalsOf('pricing', canary, started)).toMatchObject({ pageViews: 6, errorViews: 6 });

    // Every shell reviews; the policy needs 5 canary page views, which neither shell alone has.
    const review = (shell: string) =>
      stepInStore({ store, lock, localRoot: shell, deployables: parts }, () =>
        reviewCanaries(shell, { policy: { minPageViews: 5 }, now: started + 60_000, signals }),
      );
    const decisions = (await Promise.all(shells.map(review))).flat();
    expect(decisions.filter((decision) => decision.verdict.action === 'abort')).toHaveLength(1);
    expect(decisions).toHaveLength(1); // the other shell, under the lock, found no canary left to review

    for (const shell of shells) {
      await pullMirror(store, shell, parts);
      const { canaries, ended } = readCanaries(shell);
      expect(canaries).toEqual([]);
      expect(ended).toEqual([expect.objectContaining({ part: 'pricing', version: canary, outcome: 'aborted' })]);
      expect(readState(shell, 'pricing').current).toBe(live);
    }
  } finally {
    await signals.close();
  }
});

it('takes no decision when the database cannot be reached: the step fails, and the store is left as it was', async () => {
  const store = s3Store('canary-no-database');
  const shell = tempFolder('shell');
  const lock = postgresSwitchLock('postgres://nobody@127.0.0.1:9/none', store.where);
  let reviewed = false;
  await expect(
    stepInStore({ store, lock, localRoot: shell, deployables: parts }, () => {
      reviewed = true;
      return Promise.resolve([]);
    }),
  ).rejects.toThrow(/ECONNREFUSED|connect/);
  expect(reviewed).toBe(false);
});
