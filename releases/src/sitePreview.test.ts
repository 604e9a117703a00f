import { mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { previewSecretOf } from './previewSecret';
import { combinePreviews, deployRootLocator, previewLinkOf, unknownReleases, withChosenReleases, type SiteReleases } from './sitePreview';

const env = { PRICING_PORT: '4103', PRICING_PUBLIC_URL: 'https://pricing.example.com' };
const live: SiteReleases = {
  shellDirs: ['/deploy/shell/releases/aaaaaaaaaaaa', '/deploy/shell/releases/bbbbbbbbbbbb'],
  manifest: {
    remotes: [
      { name: 'mfe_forms', entry: 'https://forms.example.com/releases/111111111111/mf-manifest.json' },
      { name: 'mfe_pricing', entry: 'https://pricing.example.com/releases/222222222222/mf-manifest.json' },
    ],
  },
};

/** A deploy root holding a staged shell and pricing release. */
function deployRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'preview-root-'));
  mkdirSync(path.join(root, 'shell/releases/cccccccccccc'), { recursive: true });
  mkdirSync(path.join(root, 'pricing/releases/333333333333'), { recursive: true });
  return root;
}

describe('withChosenReleases', () => {
  it('puts a previewed remote release in the manifest, with the live one as its fallback, and the shell release first', () => {
    const root = deployRoot();
    const site = withChosenReleases(
      live,
      [
        { part: 'pricing', release: '333333333333' },
        { part: 'shell', release: 'cccccccccccc' },
      ],
      deployRootLocator(root, env),
    );
    expect(site.manifest.remotes).toEqual([
      live.manifest.remotes[0],
      {
        name: 'mfe_pricing',
        entry: 'https://pricing.example.com/releases/333333333333/mf-manifest.json',
        fallback: 'https://pricing.example.com/releases/222222222222/mf-manifest.json',
      },
    ]);
    expect(site.shellDirs).toEqual([path.join(root, 'shell/releases/cccccccccccc'), ...live.shellDirs]);
  });

  it('leaves a part live when its previewed release is not on disk, or the part is not one of the site', () => {
    const root = deployRoot();
    const previewed = [
      { part: 'pricing', release: '444444444444' },
      { part: 'billing', release: '333333333333' },
      { part: 'shell', release: '../../etc000' },
    ];
    expect(withChosenReleases(live, previewed, deployRootLocator(root, env))).toEqual(live);
    expect(unknownReleases(previewed, deployRootLocator(root, env))).toEqual(previewed);
    expect(unknownReleases([{ part: 'pricing', release: '333333333333' }], deployRootLocator(root, env))).toEqual([]);
  });
});

describe('previews opened one after the other', () => {
  it('add up, and a part opened again shows the release opened last', () => {
    expect(
      combinePreviews(
        [
          { part: 'pricing', release: '111111111111' },
          { part: 'shell', release: 'aaaaaaaaaaaa' },
        ],
        [{ part: 'pricing', release: '222222222222' }],
      ),
    ).toEqual([
      { part: 'pricing', release: '222222222222' },
      { part: 'shell', release: 'aaaaaaaaaaaa' },
    ]);
  });
});

describe('the preview link and its key', () => {
  it('is a link to the site that carries the token', () => {
    expect(previewLinkOf('https://www.example.com/', 'abc.def')).toBe('https://www.example.com/__preview?token=abc.def');
  });

  it('is PREVIEW_SECRET when set, else one random key made once in the deploy root, readable by its owner only', () => {
    const root = deployRoot();
    expect(previewSecretOf(root, { PREVIEW_SECRET: ' from-env ' })).toBe('from-env');
    const made = previewSecretOf(root, {});
    expect(made).toMatch(/^[\w-]{43}$/);
    expect(previewSecretOf(root, {})).toBe(made);
    expect(statSync(path.join(root, '.preview-secret')).mode & 0o777).toBe(0o600);
    expect(previewSecretOf(deployRoot(), {})).not.toBe(made);
  });
});
