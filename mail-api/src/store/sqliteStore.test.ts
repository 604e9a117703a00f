import { capturedLogger } from '../testSupport/captureLogs';
import { testStoreBacking, type TestStoreBacking } from '../testSupport/stores';
import { StoreLockedError } from './sqliteStore';
import { mails } from './storeFixtures';

let backing: TestStoreBacking;
afterEach(async () => {
  await backing.cleanUp();
});

describe('the sqlite store', () => {
  beforeEach(async () => {
    backing = await testStoreBacking('sqlite', capturedLogger().logger);
  });

  it('commits the enqueues of one event-loop turn in one transaction, each resolving after it', async () => {
    const s = await backing.open();
    const sameTurn = [1, 2, 3].map((n) => s.intake.enqueue('newsletter', mails(n)));
    expect(await s.mailQueue.pendingCount()).toBe(0); // nothing written yet: the batch commits on setImmediate
    await Promise.all(sameTurn);
    expect(await s.mailQueue.pendingCount()).toBe(3);
  });

  it('rejects an enqueue that cannot be committed (SQLITE_FULL) and keeps none of it, without failing its batch-mates', async () => {
    const s = await backing.open({ extraPagesAllowed: 0 });
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, n) => s.intake.enqueue('newsletter', mails(n))));
    const rejected = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(rejected.length).toBeGreaterThan(0);
    for (const { reason } of rejected) expect(reason).toMatchObject({ errcode: 13, errstr: 'database or disk is full' }); // SQLITE_FULL
    // The batch was too big as a whole; those that fitted alone were committed, and only those are stored.
    expect(await s.mailQueue.pendingCount()).toBe(results.length - rejected.length);
  });

  it('refuses a second process on an open database', async () => {
    await backing.open();
    await expect(backing.open()).rejects.toThrow(StoreLockedError);
  });
});
