// Test and bench support only (the mail API's and the releases' tests, the bench, the soak): never imported by production code.
import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, type QueryResultRow } from 'pg';
import { freePort } from './freePort';

/** A throwaway PostgreSQL server on loopback, in a temp folder, from the machine's Debian packages. */
export interface PostgresCluster {
  /** Superuser URL of the `postgres` database. */
  readonly url: string;
  /** Stops the server (fast shutdown) and deletes its folder. */
  stop(): Promise<void>;
}

export interface PostgresClusterOptions {
  /**
   * false (tests): no fsync, so a test database costs milliseconds; true (bench): every commit is
   * flushed to disk, as in production.
   */
  readonly durable: boolean;
}

const binRoot = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder (PG_BIN overrides). */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = readdirSync(binRoot)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  if (versions[0] === undefined) throw new Error(`No PostgreSQL under ${binRoot} (apt-get install postgresql; .ci/run does it)`);
  return path.join(binRoot, versions[0], 'bin');
}

/** initdb and postgres refuse to run as root: as root, run them as the `postgres` system user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === 'postgres');
  if (entry === undefined) throw new Error('Running as root and there is no postgres user to run PostgreSQL as');
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

function run(command: string, args: readonly string[], user: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...user });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${stderr}`))));
  });
}

async function waitUntilAccepting(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`postgres exited ${server.exitCode}: ${output()}`);
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startPostgresCluster({ durable }: PostgresClusterOptions): Promise<PostgresCluster> {
  const bin = postgresBin();
  const user = runAs();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = path.join(dir, 'data');
  await run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'], user);

  const port = await freePort();
  const settings = ['-c', 'max_connections=300', ...(durable ? [] : ['-c', 'fsync=off', '-c', 'full_page_writes=off'])];
  // The socket goes in the temp folder: /var/run/postgresql may not exist or belong to another server.
  const server = spawn(path.join(bin, 'postgres'), ['-D', dataDir, '-p', String(port), '-h', '127.0.0.1', '-k', dir, ...settings], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...user,
  });
  let output = '';
  server.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    // SIGINT: fast shutdown (disconnects clients, no waiting for them).
    if (server.exitCode === null) server.kill('SIGINT');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await waitUntilAccepting(url, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** The rows one statement on `url` returns (a connection of its own, closed after). */
export async function queryRows<Row extends QueryResultRow>(url: string, sql: string, values: readonly unknown[] = []): Promise<Row[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql, [...values])).rows;
  } finally {
    await client.end();
  }
}

/** A new, empty database on the cluster; resolves with its URL. */
export async function createDatabase(clusterUrl: string, name: string): Promise<string> {
  await queryRows(clusterUrl, `CREATE DATABASE ${name}`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
