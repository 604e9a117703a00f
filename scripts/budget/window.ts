/**
 * `npm run budget:window -- --url <site> [--routes /,/pricing]`: issue 58's first-window check alone
 * (firstWindow.ts) on a running site: for each template's route, on a phone's screen and a laptop's,
 * where the largest contentful paint's element ends in the brotli response, against TCP's first
 * window (14,600 bytes). Exit code 1 when a page's LCP element ends beyond it.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@site/devkit/chromium';
import { lighthouseRoutes } from './budgets';
import { FIRST_WINDOW_BYTES, firstWindowTable, measureFirstWindow } from './firstWindow';
import { argument } from './cliArgument';

async function main(): Promise<void> {
  const url = argument('--url');
  if (!url) throw new Error('--url <running site> is required (e.g. --url http://localhost:3000 after npm start)');
  const routes = argument('--routes')?.split(',') ?? lighthouseRoutes;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const results = await measureFirstWindow(browser, url, routes);
    console.log(`\nWhere the LCP element ends in the compressed HTML (budget ≤ ${FIRST_WINDOW_BYTES} B: TCP's first window)\n`);
    const { text, ok } = firstWindowTable(results);
    console.log(text);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(`budget:window: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
