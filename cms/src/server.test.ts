import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { repoRoot } from '@site/server-kit/processes';
import { parse } from 'yaml';
import { gitHostFrom } from './decapConfig';
import { cmsApp, prepareEditor } from './server';

let server: Server;
let origin: string;

beforeAll(async () => {
  const editor = await prepareEditor(repoRoot);
  const app = await cmsApp(editor, { contentDir: repoRoot, gitHost: gitHostFrom({}), logLevel: 'error' });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(
  () =>
    new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    }),
);

describe('the editor’s server', () => {
  it('serves Decap with our script and its configuration', async () => {
    const page = await fetch(`${origin}/admin/`);
    expect(await page.text()).toMatch(/<script src="decap-cms.js"><\/script>\s*<script src="editor.js"><\/script>/);
    expect((await fetch(`${origin}/admin/decap-cms.js`)).status).toBe(200);
    const script = await (await fetch(`${origin}/admin/editor.js`)).text();
    // The schemas' own messages are in the browser bundle.
    expect(script).toContain('at most 70 characters, or search results cut it off');
    expect(await (await fetch(`${origin}/admin/preview.css`)).text()).toContain('--color-brand-700');
    const config = parse(await (await fetch(`${origin}/admin/config.yml`)).text()) as { local_backend: { url: string } };
    expect(config.local_backend.url).toBe(`${origin}/api/v1`);
  });

  it('answers as decap-server’s file-system proxy on the content folder', async () => {
    const call = async (action: string, params?: object) =>
      (await fetch(`${origin}/api/v1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action, params }),
      }).then((response) => response.json())) as unknown;
    expect(await call('info')).toMatchObject({ type: 'local_fs' });
    const entries = (await call('entriesByFolder', {
      branch: 'main',
      folder: 'mfe-resources/src/content/blog',
      extension: 'md',
      depth: 1,
    })) as {
      file: { path: string };
    }[];
    expect(entries.map(({ file }) => file.path)).toContain('mfe-resources/src/content/blog/smarter-ndis-systems.md');
  });
});
