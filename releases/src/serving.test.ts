import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createRemoteServer } from '@site/server-kit/static-server';
import { deployRootFiles, deployRootFilesFromEnv } from './serving';
import { deploy } from './store';

const env = { PRICING_PORT: '4103' };

function fakeBuild(chunk: string, title: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pricing-build-'));
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var entry = ${JSON.stringify(chunk)};`);
  writeFileSync(path.join(dir, `main.${chunk}.js`), `console.log(${JSON.stringify(chunk)})`);
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mfe_pricing',
      shared: [
        { name: 'react', version: '19.3.1', singleton: true },
        { name: 'react-dom', version: '19.3.1', singleton: true },
      ],
    }),
  );
  writeFileSync(
    path.join(dir, 'routes.json'),
    JSON.stringify({ version: 1, routes: [{ path: '/pricing', title: 'Pricing', kind: 'pricing', indexable: true }] }),
  );
  return dir;
}

describe('a remote server on a deploy root', () => {
  it('serves the live release, each release under its own path, and old chunks after a switch', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'deploy-root-'));
    const app = createRemoteServer({ files: deployRootFiles(root, 'pricing'), allowedOrigins: [] });
    expect((await request(app).get('/pricing').set('Accept', 'text/html')).status).toBe(404); // nothing deployed yet

    const v1 = (await deploy(root, 'pricing', fakeBuild('1111111111', 'first'), { env })).version;
    const v2 = (await deploy(root, 'pricing', fakeBuild('2222222222', 'second'), { env })).version;

    // The standalone page and root files come from the live release, revalidated.
    const page = await request(app).get('/pricing').set('Accept', 'text/html');
    expect(page.text).toContain('<title>second</title>');
    const entry = await request(app).get('/remoteEntry.js');
    expect(entry.text).toContain('2222222222');
    expect(entry.headers['cache-control']).toBe('no-cache');

    // A versioned path never changes: cached for a year, even the manifest and the entry.
    const versioned = await request(app).get(`/releases/${v1}/remoteEntry.js`);
    expect(versioned.text).toContain('1111111111');
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(app).get(`/releases/${v2}/mf-manifest.json`)).status).toBe(200);

    // A page opened on the first release still gets its chunk from the site root.
    expect((await request(app).get('/main.1111111111.js')).text).toContain('1111111111');
    expect((await request(app).get('/releases/feedfeedfeed/remoteEntry.js')).status).toBe(404);
  });

  it('serves from DEPLOY_ROOT when it is set, else from the build folder', () => {
    expect(deployRootFilesFromEnv('pricing', {})).toBeNull();
    expect(deployRootFilesFromEnv('pricing', { DEPLOY_ROOT: 'site-root' })?.description).toBe(
      `its live release in ${path.resolve('site-root')}`,
    );
  });
});
