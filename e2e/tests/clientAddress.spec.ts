/**
 * The per-IP rate limit holds through the shell: a visitor's made-up X-Forwarded-For changes
 * nothing, with or without a load balancer configured (TRUST_PROXY). Its own mail API and two
 * shells (specPort: 33xx by default), so the suite's site keeps its counters.
 */
import { expect, test } from '../support/test';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { readinessUrl, startService, waitUntilReady, type RunningService } from '@site/server-kit/processes';
import type { ServiceName } from '@site/site-formats/topology';
import { deployRoot, specPort, workDir } from '../support/environment';

const direct = { SHELL_PORT: specPort(0) };
const behindProxy = { SHELL_PORT: specPort(10) };
const mailApiPort = specPort(5);
const origins = [direct, behindProxy].map(({ SHELL_PORT }) => `http://localhost:${SHELL_PORT}`);

test.describe.configure({ mode: 'serial' });

const running: RunningService[] = [];
let dir = '';

async function launch(name: ServiceName, env: NodeJS.ProcessEnv): Promise<void> {
  const fullEnv = { LOG_LEVEL: 'warn', MAIL_API_PORT: mailApiPort, ...env };
  const service = startService(name, { env: fullEnv });
  running.push(service);
  await waitUntilReady(service, readinessUrl(name, { ...process.env, ...fullEnv }));
}

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(workDir, 'client-address-'));
  // The production per-IP limit: 20 form posts per 10 minutes (no RATE_LIMIT_PER_IP override).
  await launch('mailApi', {
    OUTBOX_DIR: path.join(dir, 'outbox'),
    SUBMISSIONS_DB: path.join(dir, 'submissions.db'),
    SITE_ORIGINS: origins.join(','),
  });
  await launch('shell', { ...direct, DEPLOY_ROOT: deployRoot });
  // This shell sits behind a load balancer that connects from loopback (here: this test).
  await launch('shell', { ...behindProxy, DEPLOY_ROOT: deployRoot, TRUST_PROXY: 'loopback' });
});

test.afterAll(async () => {
  await Promise.all(running.map((service) => service.stop()));
  rmSync(dir, { recursive: true, force: true });
});

let sent = 0;
/** A newsletter sign-up through a shell, each with its own address (the per-address limit is another). */
async function subscribe(shell: { SHELL_PORT: string }, forwardedFor?: string): Promise<number> {
  sent += 1;
  const origin = `http://localhost:${shell.SHELL_PORT}`;
  const response = await fetch(`${origin}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
    body: JSON.stringify({ email: `reader-${sent}@example.com` }),
  });
  await response.body?.cancel();
  return response.status;
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

test('60 posts, each with a made-up X-Forwarded-For, end in 429s like 60 plain ones', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 60; i += 1) statuses.push(await subscribe(direct, `203.0.113.${i}, 198.51.100.${i}`));
  expect(tally(statuses)).toEqual({ 202: 20, 429: 40 });
  expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
  // The same visitor without the header: still over the limit.
  expect(await subscribe(direct)).toBe(429);
});

test('behind a configured load balancer, its address for the client counts, not what the visitor wrote before it', async () => {
  // One visitor (as the load balancer saw them), forging a different first entry each time.
  const statuses: number[] = [];
  for (let i = 0; i < 30; i += 1) statuses.push(await subscribe(behindProxy, `203.0.113.${i}, 192.0.2.80`));
  expect(tally(statuses)).toEqual({ 202: 20, 429: 10 });
  // Other visitors behind the same load balancer have their own counters.
  for (let i = 1; i <= 5; i += 1) expect(await subscribe(behindProxy, `192.0.2.${100 + i}`)).toBe(202);
});
