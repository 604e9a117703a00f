/**
 * The visitor flows in every engine a visitor uses: Chromium, Firefox ESR and WebKitGTK (Safari's
 * engine), each at a phone's and a desktop's size (`npm run test:engines -w e2e`; one engine alone:
 * `-- --project 'webkit-*'`). The engines run one after another, in one worker, against the suite's
 * own site, or against a running one with `ENGINES_SITE_URL=http://localhost:3000`.
 */
import { defineConfig } from '@playwright/test';
import type { EngineOptions, SizeOptions } from './engines/fixtures';
import { engineNames } from './engines/visitor';
import { runSettings } from './support/runSettings';

const sizes = [
  { sizeName: 'phone', size: { width: 390, height: 844 } },
  { sizeName: 'desktop', size: { width: 1280, height: 900 } },
] as const;

export default defineConfig<Pick<SizeOptions, 'sizeName' | 'size'>, Pick<EngineOptions, 'engine'>>({
  testDir: './engines',
  ...runSettings,
  outputDir: '../reports/engines/results',
  reporter: [['list'], ['json', { outputFile: '../reports/engines.json' }]],
  ...(process.env.ENGINES_SITE_URL ? {} : { globalSetup: './support/globalSetup.ts' }),
  globalTeardown: './engines/screenshotGallery.ts',
  projects: engineNames.flatMap((engine) =>
    sizes.map(({ sizeName, size }) => ({ name: `${engine}-${sizeName}`, use: { engine, sizeName, size } })),
  ),
});
