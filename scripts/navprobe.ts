import { chromium } from '@playwright/test';
import { measureNavigation } from './budget/navigation';
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const r = await measureNavigation(b, 'http://localhost:3000', [{ from: '/', to: '/pricing' }, { from: '/blogs', to: '/faq' }], 3);
  console.log(JSON.stringify(r));
  await b.close();
})();
