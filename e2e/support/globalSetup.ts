import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot, startOrder } from '@site/server-kit/processes';
import { deployTogether } from '@site/releases/store';
import { deployables } from '@site/releases/release-root';
import { remoteNames, services, type ServiceName } from '@site/site-formats/topology';
import { deployRoot, e2eEnv, mailDir, SMTP_SINK_PORT, WEBHOOK_RECEIVER_PORT, webhookDir, workDir } from './environment';
import { startSite, stopAllSites } from './harness';
import { startSmtpSink } from './smtpSink';
import { startWebhookReceiver } from './webhookReceiver';

/** Builds what is missing, deploys the built remotes, and starts the whole site plus an SMTP sink and a webhook receiver. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const browserApps: ServiceName[] = ['shell', ...remoteNames];
  if (browserApps.some((name) => !existsSync(path.join(repoRoot, services[name].dir, 'dist/index.html')))) {
    const build = spawnSync('npx', ['lerna', 'run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('building the site for e2e failed');
  }

  await stopAllSites(); // leftovers of an interrupted run
  rmSync(workDir, { recursive: true, force: true });
  rmSync(deployRoot, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  // The five builds go live together, as `npm start` does; tests then deploy and roll back one of them.
  await deployTogether(deployRoot, new Map(deployables.map((name) => [name, path.join(repoRoot, services[name].dir, 'dist')])), {
    env: e2eEnv,
  });

  const smtp = await startSmtpSink(SMTP_SINK_PORT, mailDir);
  const webhooks = await startWebhookReceiver(WEBHOOK_RECEIVER_PORT, webhookDir);
  // One after another: each start records its pid in the shared state file.
  for (const name of startOrder) await startSite(name);

  return async () => {
    await stopAllSites();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    // The mail-api (stopped above) kept its connection alive; close() would wait for it.
    webhooks.closeAllConnections();
    await new Promise<void>((resolve) => webhooks.close(() => resolve()));
  };
}
