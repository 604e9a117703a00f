/** The real-user signals' two records give the same aggregates for the same beacons (issue 47). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgresCluster, type PostgresCluster } from '@site/test-kit/postgres-cluster';
import type { Beacon } from './signals';
import { testBeacon } from './testBuilds';
import { fileSignalsRecord, postgresSignalsRecord, signalsRecordFromEnv, type SignalsRecord } from './signalsRecord';

let postgres: PostgresCluster;
beforeAll(async () => {
  postgres = await startPostgresCluster({ durable: false });
}, 60_000);
afterAll(() => postgres.stop());

const beacon = (overrides: Partial<Beacon>): Beacon => testBeacon({ lcp: 1000, inp: 40, ...overrides });

async function fill(record: SignalsRecord): Promise<void> {
  await record.record(beacon({ lcp: 1000, inp: 40, cls: 0 }), 1000);
  await record.record(beacon({ lcp: 2000, inp: 80, cls: 0.05, errors: [{ part: 'pricing', kind: 'hydrate', message: 'x' }] }), 2000);
  await record.record(beacon({ lcp: 3000, inp: null, cls: 0.1, errors: [{ part: null, kind: 'uncaught', message: '?' }] }), 3000);
  await record.record(beacon({ lcp: null, inp: 120, cls: null }), 4000);
}

it('the deploy root’s files and PostgreSQL agree, page view for page view', async () => {
  const files = fileSignalsRecord(mkdtempSync(path.join(tmpdir(), 'signals-')));
  const database = postgresSignalsRecord(postgres.url);
  try {
    await fill(files);
    await fill(database);
    for (const [part, release, since] of [
      ['pricing', 'bbbbbbbbbbbb', 0],
      ['pricing', 'bbbbbbbbbbbb', 2500],
      ['shell', 'aaaaaaaaaaaa', 0],
      ['pricing', 'cccccccccccc', 0],
    ] as const) {
      expect(await database.signalsOf(part, release, since)).toEqual(await files.signalsOf(part, release, since));
    }
    expect(await database.signalsOf('pricing', 'bbbbbbbbbbbb')).toEqual({
      pageViews: 4,
      errorViews: 1,
      lcpP75: 3000,
      inpP75: 120,
      clsP75: 0.1,
    });
  } finally {
    await database.close();
  }
});

it('is PostgreSQL with RELEASES_DATABASE_URL, else the deploy root’s files', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'signals-'));
  await signalsRecordFromEnv(root, {}).record(beacon({}), 1);
  expect((await fileSignalsRecord(root).signalsOf('shell', 'aaaaaaaaaaaa')).pageViews).toBe(1);
  const shared = signalsRecordFromEnv(root, { RELEASES_DATABASE_URL: postgres.url });
  try {
    await shared.record({ ...beacon({}), releases: [{ part: 'forms', release: 'dddddddddddd' }] }, 1);
    expect((await shared.signalsOf('forms', 'dddddddddddd')).pageViews).toBe(1);
    expect((await fileSignalsRecord(root).signalsOf('forms', 'dddddddddddd')).pageViews).toBe(0); // not in the folder
  } finally {
    await shared.close();
  }
});
