/**
 * `npm start` as a newcomer runs it, on its own ports (32xx) beside the suite's site: PM2 keeps
 * every service up, one that dies only loses its own part of the site until it is back, and
 * Ctrl-C stops everything.
 */
import { expect, test, waitUntilLive } from '../support/test';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { repoRoot } from '@site/server-kit/processes';
import type { ServiceName } from '@site/site-formats/topology';
import { startEnv, workDir } from '../support/environment';
import { isAlive } from '../support/harness';
import { footerWithNewsletter, mainHeading } from '../support/pageHelpers';

const site = `http://localhost:${startEnv.SHELL_PORT}`;
const home = path.join(workDir, 'npm-start');
const pm2Home = path.join(home, 'pm2');
const outbox = path.join(home, 'outbox');

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** The pid PM2 recorded for a service (`<PM2_HOME>/pids/<name>-<id>.pid`). */
function pidOf(name: ServiceName): number {
  const file = readdirSync(path.join(pm2Home, 'pids')).find((entry) => entry.startsWith(`${name}-`));
  if (!file) throw new Error(`PM2 has no pid file for ${name}`);
  return Number(readFileSync(path.join(pm2Home, 'pids', file), 'utf8'));
}

/**
 * Takes a service's port the moment its process is killed, so PM2's restarts fail (EADDRINUSE)
 * until `release()`: the service stays down for as long as the test needs, as in a crash loop,
 * and every connection to it fails as if nothing listened.
 */
async function holdPort(port: string): Promise<{ release: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.destroy();
  });
  const deadline = Date.now() + 2000;
  for (;;) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(Number(port), () => {
          server.off('error', reject);
          resolve();
        });
      });
      break;
    } catch (error) {
      // The killed process's socket can take a moment to go.
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Kills a service the hard way and holds its port; resolves once PM2 has said what it will do. */
async function crash(name: ServiceName, port: string, output: () => string) {
  const before = output().length;
  process.kill(pidOf(name), 'SIGKILL');
  const held = await holdPort(port);
  // Which service, why, and when PM2 tries again.
  await expect
    .poll(() => output().slice(before), { timeout: 10_000 })
    .toMatch(new RegExp(`App \\[${name}:\\d+\\] exited with code \\[\\d+\\] via signal \\[SIGKILL\\]`));
  await expect.poll(() => output().slice(before), { timeout: 10_000 }).toMatch(new RegExp(`App \\[${name}:\\d+\\] will restart in \\d+ms`));
  return held;
}

test('npm start keeps the site up: a service that dies is restarted while the rest keeps serving, and Ctrl-C stops everything', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  rmSync(home, { recursive: true, force: true });
  // The README's command (--no-build: the suite runs after the build), in its own process group so
  // that Ctrl-C can be sent to the group as a terminal does.
  const start: ChildProcessWithoutNullStreams = spawn('npm', ['start', '--', '--no-build'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...startEnv,
      LOG_LEVEL: 'warn',
      // Its own deploy root, PM2 home, mail store and outbox: a developer's `npm start` may be running.
      DEPLOY_ROOT: path.join(home, 'deploy'),
      PM2_HOME: pm2Home,
      SUBMISSIONS_DB: path.join(home, 'submissions.db'),
      OUTBOX_DIR: outbox,
    },
    detached: true,
  });
  let output = '';
  start.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  start.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)));
  const services: ServiceName[] = ['shell', 'marketing', 'resources', 'pricing', 'forms', 'mailApi'];
  const pids = new Set<number>();

  try {
    await expect.poll(() => output, { timeout: 90_000 }).toContain(`The site is ready: ${site}`);
    for (const name of services) pids.add(pidOf(name));
    await page.goto(`${site}/pricing`);
    await expect(mainHeading(page)).toHaveText('PRICING');
    expect(await (await fetch(`${site}/api/health`)).json()).toMatchObject({ status: 'ok' });

    // A remote that dies comes back by itself: measured from the kill to its entry answering again.
    const pricingEntry = `http://127.0.0.1:${startEnv.PRICING_PORT}/remoteEntry.js`;
    const killedAt = Date.now();
    process.kill(pidOf('pricing'), 'SIGKILL');
    await expect.poll(() => answers(pricingEntry), { timeout: 20_000, intervals: [50] }).toBe(true);
    const restartSeconds = (Date.now() - killedAt) / 1000;
    test.info().annotations.push({ type: 'pricing restart (kill -9 to answering)', description: `${restartSeconds.toFixed(2)} s` });
    console.log(`npm start: pricing answered again ${restartSeconds.toFixed(2)} s after kill -9`);
    expect(restartSeconds).toBeLessThan(10);
    pids.add(pidOf('pricing'));

    // While it stays down, only its slot is lost: navigation, footer and the other remotes serve.
    // A new visitor (this page's browser has the remote's release files cached, immutable).
    const visitor = await (await browser.newContext()).newPage();
    const visit = async (pathname: string) => {
      await visitor.goto(`${site}${pathname}`);
      await waitUntilLive(visitor);
    };
    const pricing = await crash('pricing', startEnv.PRICING_PORT, () => output);
    try {
      await visit('/');
      await expect(mainHeading(visitor)).toBeVisible();
      await visit('/blogs');
      await expect(mainHeading(visitor)).toHaveText('BLOG');
      // Its page still reads in full (the shell serves its last copy); its islands say they are unavailable.
      await visit('/pricing');
      await expect(mainHeading(visitor)).toHaveText('PRICING');
      await visitor.getByRole('combobox', { name: 'Your industry' }).focus();
      await expect(visitor.getByTestId('remote-unavailable')).toBeVisible();
      await expect(visitor.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(visitor.getByRole('contentinfo')).toBeVisible();
    } finally {
      await pricing.release();
    }
    // PM2's next attempt brings it back; Try again brings the island back without a reload.
    const releasedAt = output.length;
    await expect.poll(() => output.slice(releasedAt), { timeout: 30_000 }).toMatch(/App \[pricing:\d+\] online/);
    await expect.poll(() => answers(pricingEntry), { timeout: 10_000 }).toBe(true);
    await visitor.getByRole('button', { name: 'Try again' }).click();
    await expect(visitor.getByTestId('remote-unavailable')).toHaveCount(0);
    // Back without a reload: the same server HTML hydrated, live (a change made while it is still
    // hydrating is not held for it the way the loader holds a first interaction).
    const industryPicker = visitor.getByRole('combobox', { name: 'Your industry' });
    await expect(visitor.locator('site-island', { has: industryPicker })).toHaveAttribute('data-island-state', 'live', { timeout: 15_000 });
    await industryPicker.selectOption({ label: 'ICT Industry' });
    await expect(visitor).toHaveURL(/\/pricing\?industry=ict$/);
    await visitor.context().close();
    pids.add(pidOf('pricing'));

    // The mail API: a form sent while it is down is refused plainly and what was typed stays;
    // once PM2 has it back, sending again delivers it.
    await page.goto(`${site}/`);
    const footer = await footerWithNewsletter(page);
    const email = `restart-${Date.now()}@example.com`;
    await footer.getByLabel('Email address').fill(email);
    const mailApi = await crash('mailApi', startEnv.MAIL_API_PORT, () => output);
    try {
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Request Failed' })).toContainText(
        'There was an error sending your request. Please try again later.',
      );
      await expect(footer.getByLabel('Email address')).toHaveValue(email);
      expect(await answers(`${site}/`)).toBe(true);
    } finally {
      await mailApi.release();
    }
    await expect.poll(() => answers(`http://127.0.0.1:${startEnv.MAIL_API_PORT}/health`), { timeout: 30_000 }).toBe(true);
    await page.getByRole('alert').getByRole('button', { name: 'Close message' }).click();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Subscribed' })).toBeVisible();
    await expect(footer.getByLabel('Email address')).toHaveValue('');
    pids.add(pidOf('mailApi'));
    // Delivered: the request to enquiries and the confirmation to the visitor, each once.
    const subjectsFor = async () => {
      const mails = await Promise.all(
        readdirSync(outbox)
          .filter((file) => file.endsWith('.eml'))
          .map(async (file) => simpleParser(readFileSync(path.join(outbox, file)))),
      );
      return mails
        .filter((mail) => (mail.text ?? '').includes(email) || JSON.stringify(mail.to ?? '').includes(email))
        .map((mail) => mail.subject);
    };
    await expect
      .poll(subjectsFor, { timeout: 20_000 })
      .toEqual(expect.arrayContaining(['Request for newsletter subscription', 'Request for Demo']));
    expect(await subjectsFor()).toHaveLength(2);
  } finally {
    // Ctrl-C, as a terminal sends it: to the whole foreground process group.
    if (start.pid !== undefined && start.exitCode === null) process.kill(-start.pid, 'SIGINT');
  }
  // A clean stop: exit code 0 once PM2 has stopped every service.
  expect(await exited).toBe(0);
  for (const port of Object.values(startEnv)) {
    expect(await answers(`http://127.0.0.1:${port}/`), `port ${port} still answers`).toBe(false);
  }
  const stray = [...pids].filter(isAlive);
  expect(stray, 'processes left behind').toEqual([]);
});
