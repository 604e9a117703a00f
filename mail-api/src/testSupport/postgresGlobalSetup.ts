// Jest globalSetup: one throwaway PostgreSQL for the whole run; each test makes its own database (postgres.ts).
import { startPostgresCluster } from '@site/test-kit/postgres-cluster';
import { clusterUrlVariable } from './postgres';

export default async function startTestPostgres(): Promise<void> {
  const cluster = await startPostgresCluster({ durable: false });
  process.env[clusterUrlVariable] = cluster.url;
  // Read by postgresGlobalTeardown.ts, which runs in this same process.
  (globalThis as { stopTestPostgres?: () => Promise<void> }).stopTestPostgres = () => cluster.stop();
}
