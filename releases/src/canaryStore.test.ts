import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deploy, stage } from './store';
import { readRemotesManifestFile, readState } from './releaseRoot';
import { readCanaries, runningCanaries } from './canaryFile';
import { abortCanary, CanaryRefused, promoteCanary, startCanary } from './canaryStore';
import { pricingBuild, testEnv } from './testBuilds';

const env = testEnv;

async function rootWithStagedPricing() {
  const root = mkdtempSync(path.join(tmpdir(), 'canary-root-'));
  const live = (await deploy(root, 'pricing', pricingBuild('1111111111'), { env })).version;
  const staged = (await stage(root, 'pricing', pricingBuild('2222222222'), { env })).version;
  return { root, live, staged };
}

describe('canary.json', () => {
  it('holds a running canary that survives a restart (it is a file), until it is aborted: the reason is kept', async () => {
    const { root, live, staged } = await rootWithStagedPricing();
    const now = new Date('2026-11-27T10:00:00Z');
    const canary = await startCanary(root, 'pricing', staged, { percent: 10, now });
    expect(canary).toEqual({ part: 'pricing', version: staged, percent: 10, live, startedAt: now.toISOString(), autoPromote: false });
    expect(await runningCanaries(root)).toEqual([canary]);
    // Nothing live changed.
    expect(readState(root, 'pricing').current).toBe(live);

    const ended = await abortCanary(root, 'pricing', 'error rate 35.0% vs live 0.0%', new Date('2026-11-27T10:05:00Z'));
    expect(ended).toEqual({
      part: 'pricing',
      version: staged,
      outcome: 'aborted',
      reason: 'error rate 35.0% vs live 0.0%',
      endedAt: '2026-11-27T10:05:00.000Z',
    });
    expect(readCanaries(root)).toEqual({ canaries: [], ended: [ended] });
    expect(await runningCanaries(root)).toEqual([]);
    expect(readState(root, 'pricing').current).toBe(live);
  });

  it('promotes a canary through a deploy: its release is live for everyone, and the canary is over', async () => {
    const { root, live, staged } = await rootWithStagedPricing();
    await startCanary(root, 'pricing', staged, { percent: 50 });
    const { switched, ended } = await promoteCanary(root, 'pricing', 'healthy', { env });
    expect(switched).toMatchObject({ version: staged, replaced: live });
    expect(ended.outcome).toBe('promoted');
    expect(readState(root, 'pricing')).toMatchObject({ current: staged, previous: [live] });
    expect(readRemotesManifestFile(root).remotes[0]?.entry).toBe(`http://localhost:4103/releases/${staged}/mf-manifest.json`);
    expect(await runningCanaries(root)).toEqual([]);
  });

  it('refuses a share outside 0–100, the live release, a release not on disk, and ending a canary that is not running', async () => {
    const { root, live, staged } = await rootWithStagedPricing();
    for (const percent of [0, -5, 101, Number.NaN])
      await expect(startCanary(root, 'pricing', staged, { percent })).rejects.toThrow(CanaryRefused);
    await expect(startCanary(root, 'pricing', live, { percent: 10 })).rejects.toThrow('already live for everyone');
    await expect(startCanary(root, 'pricing', 'abcdefabcdef', { percent: 10 })).rejects.toThrow('has no release abcdefabcdef');
    await expect(abortCanary(root, 'pricing', 'x')).rejects.toThrow('pricing has no canary running.');
    await expect(promoteCanary(root, 'pricing', 'x')).rejects.toThrow('pricing has no canary running.');
  });

  it('refuses a file it cannot read rather than guessing', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'canary-root-'));
    writeFileSync(path.join(root, 'canary.json'), JSON.stringify({ canaries: [{ part: 'billing' }], ended: [] }));
    expect(() => readCanaries(root)).toThrow(/canary\.json is not a canary file/);
    await expect(runningCanaries(root)).rejects.toThrow(/not a canary file/);
  });
});
