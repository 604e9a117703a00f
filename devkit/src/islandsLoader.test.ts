/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleWithLazyModules } from './islandsLoader';

function sources(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'loader-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

test('each module the loader imports later is a whole file of its own, named by its hash; the loader names it', async () => {
  const dir = sources({
    'loader.ts': `import { shared } from './shared';
      export const now = shared('loader');
      export const later = () => import('./slider').then((slider) => slider.start());`,
    'slider.ts': `import { shared } from './shared';
      export const start = () => shared('slider');`,
    'shared.ts': `export const shared = (who: string) => 'made for ' + who;`,
  });
  const files = await bundleWithLazyModules(path.join(dir, 'loader.ts'), 'islands-loader', true);
  expect(files.map(({ name }) => name).sort()).toEqual([
    expect.stringMatching(/^islands-loader\.[0-9a-f]{10}\.js$/),
    expect.stringMatching(/^islands-slider\.[0-9a-f]{10}\.js$/),
  ]);
  const loader = files.find(({ name }) => name.startsWith('islands-loader'))!;
  const slider = files.find(({ name }) => name.startsWith('islands-slider'))!;
  // The loader imports the slider's file by name, and nothing else: no chunk of shared code.
  expect(loader.code).toContain(`import("./${slider.name}")`);
  expect(loader.code).not.toMatch(/^import\s|[;}]import\s*[{*]/m);
  // The slider carries what it shares with the loader (a few repeated bytes, no extra file).
  expect(slider.code).toContain('made for ');
  expect(slider.code).not.toMatch(/\bimport\b/);
});

test('in development the files keep plain names', async () => {
  const dir = sources({ 'loader.ts': `export const later = () => import('./vitals');`, 'vitals.ts': `export const vitals = 1;` });
  const names = (await bundleWithLazyModules(path.join(dir, 'loader.ts'), 'islands-loader', false)).map(({ name }) => name);
  expect(names.sort()).toEqual(['islands-loader.js', 'islands-vitals.js']);
});
