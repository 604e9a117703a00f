/**
 * The static servers' path handling under hostile paths (issue 57), as fast-check properties: a
 * remote's server and the shell's files (`filesFromDirs` before the last-resort error handler). For any
 * path, the answer is a 2xx, 3xx or 4xx, a file outside the build folder is never sent, and a redirect
 * (a folder's trailing slash) never leaves the site.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import fc from 'fast-check';
import { createRemoteServer, filesFromDirs, plainErrorHandler } from './staticServer';

/** A secret beside the build folder: no path may reach it. */
const SECRET = 'secret-beside-the-build-0b1c';
const root = mkdtempSync(path.join(tmpdir(), 'static-fuzz-'));
const buildDir = path.join(root, 'dist');
mkdirSync(path.join(buildDir, 'assets'), { recursive: true });
writeFileSync(path.join(root, 'secret.txt'), SECRET);
writeFileSync(path.join(root, '.env'), SECRET);
writeFileSync(path.join(buildDir, 'index.html'), '<!doctype html><title>build</title>');
writeFileSync(path.join(buildDir, 'mf-manifest.json'), '{"name":"mfe_fuzz"}');
writeFileSync(path.join(buildDir, 'assets', 'logo.0123456789.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const servers: Server[] = [];
let remotePort = 0;
let shellFilesPort = 0;

const listen = async (app: express.Express) => {
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  return (server.address() as AddressInfo).port;
};

beforeAll(async () => {
  remotePort = await listen(createRemoteServer({ files: { dir: buildDir }, allowedOrigins: ['http://localhost:3000'] }));
  const shellFiles = express();
  shellFiles.use(filesFromDirs(() => Promise.resolve([buildDir])));
  shellFiles.use((_req, res) => void res.status(404).type('text/plain').send('Not found'));
  shellFiles.use(plainErrorHandler);
  shellFilesPort = await listen(shellFiles);
});

afterAll(async () => {
  for (const server of servers) await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A GET with the path exactly as written (no client normalises `..` or `%2e` away first). */
function get(port: number, rawPath: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: rawPath, headers: { Accept: '*/*' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const answer = { status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') };
        resolve(res.headers.location === undefined ? answer : { ...answer, location: res.headers.location });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Pieces of hostile paths: traversal spelt every way, encodings of `/` `\` `.` NUL, and the build's own names. */
const piece = fc.constantFrom(
  '/',
  '//',
  '..',
  '.',
  '%2e%2e',
  '%2E.',
  '..%2f',
  '..%5c',
  '%2f',
  '%5c',
  '\\',
  '%00',
  '%c0%ae',
  '%ff',
  '%',
  'secret.txt',
  '.env',
  'dist',
  'assets',
  'index.html',
  'mf-manifest.json',
  'logo.0123456789.svg',
  'evil.example',
  '?x=1',
  '#',
  ';',
  'a'.repeat(300),
);
const hostilePath = fc.array(piece, { minLength: 1, maxLength: 10 }).map((pieces) => `/${pieces.join('')}`);

describe('static file paths under fuzzing (fast-check)', () => {
  it.each([
    ['a remote', () => remotePort],
    ["the shell's files", () => shellFilesPort],
  ])(
    '%s answers any path with a 2xx, 3xx or 4xx, never sends what is outside its folder, and redirects only within the site',
    async (_which, port) => {
      await fc.assert(
        fc.asyncProperty(hostilePath, async (rawPath) => {
          const answer = await get(port(), rawPath);
          expect(answer.status).toBeGreaterThanOrEqual(200);
          expect(answer.status).toBeLessThan(500);
          expect(answer.body).not.toContain(SECRET);
          if (answer.location !== undefined) expect(new URL(answer.location, 'http://site.example/a/').origin).toBe('http://site.example');
        }),
        // Found by this property on CI: a folder's redirect to `/\evil.example/../`, which browsers read as another host.
        { numRuns: 400, examples: [['/\\evil.example/..'], ['/\\/..'], ['/%5Cevil.example/..']] },
      );
    },
  );

  it('serves the build’s own files (the property above is not met by refusing everything)', async () => {
    for (const port of [remotePort, shellFilesPort]) {
      expect((await get(port, '/assets/logo.0123456789.svg')).status).toBe(200);
      expect((await get(port, '/mf-manifest.json')).body).toBe('{"name":"mfe_fuzz"}');
    }
  });
});
