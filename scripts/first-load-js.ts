/**
 * `npm run measure:first-load [-- http://localhost:3000 / /pricing]`: loads routes of a running site
 * in Chromium, cold cache, and prints the JavaScript each needed before it settled: files and bytes
 * on the wire (gzip). Issue budgets: first-load JS for `/`.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@site/devkit/chromium';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const routes = paths.length > 0 ? paths : ['/', '/pricing'];

async function main() {
  const browser = await chromium.launch(chromiumLaunchOptions);
  console.log('route'.padEnd(16), 'JS files'.padStart(9), 'JS gzip KB'.padStart(11), 'all files'.padStart(10), 'all KB'.padStart(8));
  for (const route of routes) {
    const context = await browser.newContext(); // fresh, so nothing comes from cache
    const page = await context.newPage();
    const responses: Array<{ url: string; type: string; bytes: number }> = [];
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes();
      responses.push({ url: request.url(), type: request.resourceType(), bytes: sizes.responseBodySize });
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const scripts = responses.filter((r) => r.type === 'script' || r.url.endsWith('.js'));
    const kb = (n: number) => (n / 1024).toFixed(1);
    const sum = (list: typeof responses) => list.reduce((total, r) => total + r.bytes, 0);
    console.log(
      route.padEnd(16),
      String(scripts.length).padStart(9),
      kb(sum(scripts)).padStart(11),
      String(responses.length).padStart(10),
      kb(sum(responses)).padStart(8),
    );
    await context.close();
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
