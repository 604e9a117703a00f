/** Test support: folders shaped like builds, as the deploy guards read them. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Beacon } from './signals';

export const testEnv = { PRICING_PORT: '4103' };

/** A pricing build: its page, one chunk, the federation manifest (React as singletons) and its routes. */
export function pricingBuild(chunk: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pricing-build-'));
  const react = ['react', 'react-dom'].map((name) => ({ name, version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>pricing</title>');
  writeFileSync(path.join(dir, `main.${chunk}.js`), `console.log(${JSON.stringify(chunk)})`);
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'mfe_pricing', shared: react }));
  const routes = [{ path: '/pricing', kind: 'pricing', title: 'Pricing', indexable: true }];
  writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ version: 1, routes }));
  mkdirSync(path.join(dir, 'prerender'));
  return dir;
}

/** A page view's beacon: the shell and pricing on the page, good metrics, no error, unless overridden. */
export const testBeacon = (overrides: Partial<Beacon> = {}): Beacon => ({
  v: 1,
  releases: [
    { part: 'shell', release: 'aaaaaaaaaaaa' },
    { part: 'pricing', release: 'bbbbbbbbbbbb' },
  ],
  lcp: 1200,
  inp: 80,
  cls: 0,
  errors: [],
  ...overrides,
});
