/**
 * Where the real-user signals are kept, behind one interface: the deploy root's files (signals.ts,
 * one machine or a shared disk) or PostgreSQL (`RELEASES_DATABASE_URL`, issue 47), so every shell's
 * beacons add to one record and the canary decision reads them all, on any number of hosts.
 */
import { Pool } from 'pg';
import type { ReleaseSignals } from './canaryDecision';
import { aggregateViews, recordBeacon, signalsOf, type Beacon, type PageView } from './signals';

export interface SignalsRecord {
  /** Adds one page view to the record of each release on the page. */
  record(beacon: Beacon, now?: number): Promise<void>;
  /** The aggregate of a release's page views since `since` (ms since the epoch). */
  signalsOf(part: string, release: string, since?: number): Promise<ReleaseSignals>;
  /** Lets go of its connections (a command that is done); a server keeps its record open. */
  close(): Promise<void>;
}

export function fileSignalsRecord(root: string): SignalsRecord {
  return {
    record: (beacon, now) => recordBeacon(root, beacon, now),
    signalsOf: (part, release, since) => signalsOf(root, part, release, since),
    close: () => Promise.resolve(),
  };
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS site_page_views (
    part text NOT NULL,
    release text NOT NULL,
    t bigint NOT NULL,
    lcp double precision,
    inp double precision,
    cls double precision,
    error boolean NOT NULL
  );
  CREATE INDEX IF NOT EXISTS site_page_views_by_release ON site_page_views (part, release, t);
`;

export function postgresSignalsRecord(databaseUrl: string): SignalsRecord {
  const pool = new Pool({ connectionString: databaseUrl, max: 4, connectionTimeoutMillis: 5000 });
  // A pool error (the server restarting) is not a crash: the next query reconnects.
  pool.on('error', () => undefined);
  let schema: Promise<unknown> | null = null;
  const ready = () =>
    (schema ??= pool.query(SCHEMA).catch((error: unknown) => {
      schema = null; // tried again with the next beacon
      throw error;
    }));
  return {
    async record(beacon, now = Date.now()) {
      await ready();
      const rows = beacon.releases.map(({ part, release }) => [
        part,
        release,
        now,
        beacon.lcp,
        beacon.inp,
        beacon.cls,
        beacon.errors.some((error) => error.part === part),
      ]);
      const placeholders = rows.map((_, row) => `(${[1, 2, 3, 4, 5, 6, 7].map((column) => `$${row * 7 + column}`).join(', ')})`);
      await pool.query(
        `INSERT INTO site_page_views (part, release, t, lcp, inp, cls, error) VALUES ${placeholders.join(', ')}`,
        rows.flat(),
      );
    },
    async signalsOf(part, release, since = 0) {
      await ready();
      const { rows } = await pool.query<PageView>(
        'SELECT lcp, inp, cls, error FROM site_page_views WHERE part = $1 AND release = $2 AND t >= $3',
        [part, release, since],
      );
      return aggregateViews(rows);
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL's record with RELEASES_DATABASE_URL, else the deploy root's files. */
export function signalsRecordFromEnv(root: string, env: NodeJS.ProcessEnv = process.env): SignalsRecord {
  const url = env.RELEASES_DATABASE_URL?.trim();
  return url ? postgresSignalsRecord(url) : fileSignalsRecord(root);
}
