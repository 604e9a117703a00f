/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { RemotesManifest } from '../shared/contract';
import { createShellServer } from './app';
import { devServerOrigins, devSocketOrigins, withDevClients } from './devParts';

/** The site's configured origin (PUBLIC_URL) in these tests. */
const SITE_ORIGIN = 'http://localhost:3000';

const live: RemotesManifest = {
  remotes: [{ name: 'mfe_marketing', entry: 'https://marketing.example.com/releases/0123456789ab/mf-manifest.json' }],
};
const withDevPricing: RemotesManifest = {
  remotes: [...live.remotes, { name: 'mfe_pricing', entry: 'http://localhost:3003/mf-manifest.json', dev: 'local' }],
};

describe('the dev servers a page holds', () => {
  it("are the manifest's dev entries and the shell's own, once each, by origin", () => {
    expect(devServerOrigins(live)).toEqual([]);
    expect(devServerOrigins(withDevPricing)).toEqual(['http://localhost:3003']);
    expect(devServerOrigins(withDevPricing, 'http://localhost:3010/')).toEqual(['http://localhost:3003', 'http://localhost:3010']);
    expect(devServerOrigins(withDevPricing, 'http://localhost:3003')).toEqual(['http://localhost:3003']);
    // Nothing that is not an http(s) address becomes a script source.
    expect(devServerOrigins(null, 'javascript:alert(1)')).toEqual([]);
  });

  it('load their dev clients first in the head, and may open their sockets', () => {
    const html = '<!doctype html><html><head><meta charset=utf-8><title>x</title></head><body></body></html>';
    expect(withDevClients(html, ['http://localhost:3003'])).toBe(
      '<!doctype html><html><head><script src="http://localhost:3003/__dev/client.js"></script><meta charset=utf-8><title>x</title></head><body></body></html>',
    );
    expect(withDevClients(html, [])).toBe(html);
    expect(devSocketOrigins(['http://localhost:3003', 'https://dev.example.com'])).toEqual([
      'ws://localhost:3003',
      'wss://dev.example.com',
    ]);
  });
});

describe("a page holding a dev server's part", () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><title>Wattlecare</title></head><body><div id="root"></div></body></html>',
  );
  const shell = (manifest: RemotesManifest, shellDevServer?: string) =>
    createShellServer({
      publicUrl: SITE_ORIGIN,
      distDirs: () => Promise.resolve([distDir]),
      mailApiUrl: 'http://127.0.0.1:9',
      remotesManifest: () => Promise.resolve(manifest),
      shellDevServer,
    });

  it('loads the dev clients, allows their scripts and sockets, and is never stored', async () => {
    const page = await request(shell(withDevPricing, 'http://localhost:3010')).get('/pricing');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain(
      '<head><script src="http://localhost:3003/__dev/client.js"></script><script src="http://localhost:3010/__dev/client.js"></script>',
    );
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/script-src [^;]*http:\/\/localhost:3010/);
    expect(policy).toMatch(/connect-src [^;]*ws:\/\/localhost:3003 ws:\/\/localhost:3010/);
  });

  it("a live visitor's page has none of it", async () => {
    const page = await request(shell(live)).get('/pricing');
    expect(page.headers['cache-control']).not.toContain('no-store');
    expect(page.text).not.toContain('__dev/client.js');
    expect(String(page.headers['content-security-policy'])).not.toContain('ws:');
  });
});
