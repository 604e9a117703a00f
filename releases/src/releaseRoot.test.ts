import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRemotesManifestFile, readState, releaseOfEntry } from './releaseRoot';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'release-root-'));
  mkdirSync(path.join(root, 'pricing'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const state = { current: '0123456789ab', previous: [], releases: [{ version: '0123456789ab', publishedAt: '2026-12-01T00:00:00.000Z' }] };

it('reads state.json and remotes.json as they are written, and an empty root as never deployed', () => {
  expect(readState(root, 'pricing')).toEqual({ current: null, previous: [], releases: [] });
  expect(readRemotesManifestFile(root)).toEqual({ remotes: [] });
  writeFileSync(path.join(root, 'pricing', 'state.json'), JSON.stringify(state));
  const manifest = { remotes: [{ name: 'mfe_pricing', entry: 'http://localhost:3003/releases/0123456789ab/mf-manifest.json' }] };
  writeFileSync(path.join(root, 'remotes.json'), JSON.stringify(manifest));
  expect(readState(root, 'pricing')).toEqual(state);
  expect(readRemotesManifestFile(root)).toEqual(manifest);
  expect(releaseOfEntry(manifest.remotes[0]!.entry)).toBe('0123456789ab');
});

it('refuses a state.json or remotes.json that is not one, naming the file and what is wrong, instead of casting it', () => {
  const stateFile = path.join(root, 'pricing', 'state.json');
  writeFileSync(stateFile, JSON.stringify({ ...state, current: 'not-a-version' }));
  expect(() => readState(root, 'pricing')).toThrow(new RegExp(`${stateFile} is not a valid state.json: .*current`, 's'));
  writeFileSync(stateFile, '{"current": ');
  expect(() => readState(root, 'pricing')).toThrow(`${stateFile} is not JSON`);
  writeFileSync(path.join(root, 'remotes.json'), JSON.stringify({ remotes: [{ name: 'mfe_pricing' }] }));
  expect(() => readRemotesManifestFile(root)).toThrow(/remotes\.json is not a valid remotes\.json: .*entry/s);
});
