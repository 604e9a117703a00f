// Jest globalTeardown: runs after the last test file, whether tests passed or failed.
export default async function stopTestPostgres(): Promise<void> {
  await (globalThis as { stopTestPostgres?: () => Promise<void> }).stopTestPostgres?.();
}
