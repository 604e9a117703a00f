import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@site/devkit/chromium';
(async () => {
  const b = await chromium.launch(chromiumLaunchOptions);
  const p = await b.newPage();
  p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
  await p.route('http://localhost:3303/**', (r) => r.abort('connectionrefused'));
  await p.goto('http://localhost:3300/pricing');
  await p.getByTestId('remote-unavailable').waitFor();
  console.log('unavailable shown');
  await p.unroute('http://localhost:3303/**');
  await p.getByRole('button', { name: 'Try again' }).click();
  await p.waitForTimeout(3000);
  console.log(await p.locator('main h1').count(), await p.getByTestId('remote-unavailable').count());
  await b.close();
})();
