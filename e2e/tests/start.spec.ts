import { expect, test } from '../support/test';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '@site/devkit/processes';
import { workDir } from '../support/environment';

const ports = {
  SHELL_PORT: '3200',
  MARKETING_PORT: '3201',
  RESOURCES_PORT: '3202',
  PRICING_PORT: '3203',
  FORMS_PORT: '3204',
  MAIL_API_PORT: '3205',
};

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

test('npm start serves the whole site, prints its URL, and Ctrl-C leaves no process behind', async ({ page }) => {
  test.setTimeout(90_000);
  // --no-build: the suite runs after `lerna run build`; the build step itself is Nx's.
  const start = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
    cwd: repoRoot,
    // Its own deploy root: a developer's `npm start` may be using the default one.
    env: { ...process.env, ...ports, LOG_LEVEL: 'warn', DEPLOY_ROOT: path.join(workDir, 'start-deploy') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  start.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  start.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)));

  try {
    await expect.poll(() => output, { timeout: 60_000 }).toContain('The site is ready: http://localhost:3200');
    await page.goto('http://localhost:3200/pricing');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('PRICING');
    const health = await (await fetch('http://localhost:3200/api/health')).json();
    expect(health).toMatchObject({ status: 'ok' });
  } finally {
    start.kill('SIGINT');
  }
  expect(await exited).toBe(0);
  for (const port of Object.values(ports)) {
    expect(await answers(`http://127.0.0.1:${port}/`), `port ${port} still answers`).toBe(false);
  }
});
