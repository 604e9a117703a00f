import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleDevClient } from './devClientBundle';
import { findDevCode } from './devCode';

describe('findDevCode', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'dev-code-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the dev client as it is served (development React, Fast Refresh, the overlay)', async () => {
    writeFileSync(path.join(dir, 'client.js'), await bundleDevClient());
    const { findings } = findDevCode(dir);
    expect(findings.map(({ marker }) => marker)).toEqual(expect.arrayContaining(['__siteReactRefreshRuntime', '__siteDevClient']));
  });

  it('finds a module registered with React Refresh by a dev build', () => {
    writeFileSync(path.join(dir, 'chunk.js'), 'function Card(){}\n$RefreshReg$(Card, "Card");\n');
    expect(findDevCode(dir).findings).toEqual([
      { file: path.join(dir, 'chunk.js'), marker: '$RefreshReg$', what: 'React Refresh registrations' },
    ]);
  });

  it('passes production files, counting what it read', () => {
    writeFileSync(path.join(dir, 'main.js'), 'console.log("a production build");');
    writeFileSync(path.join(dir, 'logo.png'), 'not text, not read');
    expect(findDevCode(dir)).toEqual({ findings: [], files: 1, bytes: 34 });
  });
});
