// Test support only: never imported by production code.
import { settle, startTestService, type TestService, type TestServiceOptions } from './service';

/**
 * For a test file whose every test starts its own service (real store and worker, a real SMTP
 * server on loopback): `setUp` starts it and gives its app, `t()` is the running one, and it is
 * stopped after each test.
 */
export function servicePerTest() {
  let current: TestService | undefined;
  afterEach(async () => {
    await current?.stop();
    current = undefined;
  });
  const t = (): TestService => {
    if (!current) throw new Error('setUp() first');
    return current;
  };
  const setUp = async (options: TestServiceOptions = {}) => {
    current = await startTestService(options);
    return current.service.app;
  };
  /** Refused submissions leave no row and offer SMTP nothing. */
  const expectNothingStoredOrSent = async () => {
    await settle();
    expect(await t().service.store.pendingCount()).toBe(0);
    expect(t().smtp.recipientsOffered).toEqual([]);
  };
  return { t, setUp, expectNothingStoredOrSent };
}
