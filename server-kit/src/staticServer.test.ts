import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { cachePolicyFor, createRemoteServer, shellOrigins } from './staticServer';

function buildFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>standalone</title>');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var entry;');
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"mfe_test"}');
  writeFileSync(path.join(dir, 'main.0123456789.js'), `/* ${'x'.repeat(4000)} */`);
  return dir;
}

describe('cachePolicyFor', () => {
  it.each([
    ['dist/index.html', 'revalidate'],
    ['dist/remoteEntry.js', 'revalidate'],
    ['dist/mf-manifest.json', 'revalidate'],
    ['dist/remotes.json', 'revalidate'],
    ['dist/455.a1b2c3d4e5.js', 'immutable'],
    ['dist/assets/logo.0f1e2d3c4b.svg', 'immutable'],
    ['dist/islands-loader.0a1b2c3d4e.js', 'immutable'],
    ['dist/islands-loader.0a1b2c3d4e.js.br', 'immutable'], // its compressed copies, as it is
    ['dist/remoteEntry.js.gz', 'revalidate'],
    ['dist/islands-loader.js', 'revalidate'], // a development build's
    ['dist/whitepaper.pdf', 'revalidate'],
  ])('%s → %s', (file, policy) => {
    expect(cachePolicyFor(file)).toBe(policy);
  });
});

describe('createRemoteServer', () => {
  const app = createRemoteServer({ files: { dir: buildFolder() }, allowedOrigins: ['http://localhost:3000'] });

  it('revalidates entry files and caches content-hashed files for a year', async () => {
    const entry = await request(app).get('/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    const hashed = await request(app).get('/main.0123456789.js');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('allows the shell origin to fetch the manifest, and no other origin', async () => {
    const allowed = await request(app).get('/mf-manifest.json').set('Origin', 'http://localhost:3000');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const other = await request(app).get('/mf-manifest.json').set('Origin', 'https://evil.example.com');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("lets other origins' pages load its files, and locks its standalone page to its own origin", async () => {
    const script = await request(app).get('/remoteEntry.js');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    const page = await request(app).get('/pricing').set('Accept', 'text/html');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('compresses text assets', async () => {
    const response = await request(app).get('/main.0123456789.js').set('Accept-Encoding', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's compressed copies whole, with their length: brotli where accepted, else gzip, else the file", async () => {
    const dir = buildFolder();
    const source = `/* ${'roster '.repeat(800)} */`;
    writeFileSync(path.join(dir, 'islands-loader.0a1b2c3d4e.js'), source);
    writeFileSync(path.join(dir, 'islands-loader.0a1b2c3d4e.js.br'), brotliCompressSync(source));
    writeFileSync(path.join(dir, 'islands-loader.0a1b2c3d4e.js.gz'), gzipSync(source, { level: 9 }));
    const server = createRemoteServer({ files: { dir }, allowedOrigins: [] });
    const get = (encodings: string) =>
      request(server)
        .get('/islands-loader.0a1b2c3d4e.js')
        .set('Accept-Encoding', encodings)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });

    const brotli = await get('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-length']).toBe(String(brotliCompressSync(source).length)); // not chunked, not compressed again
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((brotli.body as Buffer).toString()).toBe(source); // as the client decoded it

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-length']).toBe(String(gzipSync(source, { level: 9 }).length));
    expect((gzip.body as Buffer).toString()).toBe(source);

    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.body as Buffer).toString()).toBe(source);
    rmSync(dir, { recursive: true });
  });

  it('answers page paths with the standalone page, and missing files with 404', async () => {
    const page = await request(app).get('/pricing').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('standalone');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/missing.0123456789.js')).status).toBe(404);
    expect((await request(app).get('/pricing').set('Accept', 'application/json')).status).toBe(404);
  });
});

describe('shellOrigins', () => {
  it('defaults to the shell port on localhost and 127.0.0.1, or takes SHELL_ORIGINS', () => {
    expect(shellOrigins(3000, {})).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(shellOrigins(3000, { SHELL_ORIGINS: 'https://www.wattlecare.example.com, https://preview.example.com' })).toEqual([
      'https://www.wattlecare.example.com',
      'https://preview.example.com',
    ]);
  });
});

describe('a build folder under a dot-directory, and failures', () => {
  it('serves the standalone page from a deploy root such as .deploy/pricing', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'deploy-'));
    const dir = path.join(parent, '.deploy');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>deployed</title>');
    const app = createRemoteServer({ files: { dir }, allowedOrigins: [] });
    const page = await request(app).get('/pricing').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('deployed');
  });

  it('answers a missing page file with a plain 500 and no stack trace', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = createRemoteServer({ files: { dir: mkdtempSync(path.join(tmpdir(), 'empty-')) }, allowedOrigins: [] });
    const page = await request(app).get('/pricing').set('Accept', 'text/html');
    expect(page.status).toBe(500);
    expect(page.text).toBe('Something went wrong on our side. Please try again in a moment.');
    expect(page.text).not.toMatch(/at |node_modules/);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
