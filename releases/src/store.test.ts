import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageRoute, PublishedDocument } from '@site/site-formats/routes';
import type { RuntimeDeclaration } from '@site/site-formats/runtime-declaration';
import { pageRoute as page } from '@site/site-formats/test/page-route';
import type { SharedDeclaration } from './compatibility';
import { DeployRefused, deploy, deployTogether, rollback, stage, versionOf } from './store';
import { readRemotesManifestFile, readState, releaseDir, releasesDir, stagedOf } from './releaseRoot';

const env = { PRICING_PORT: '4103', FORMS_PORT: '4104' };
const react = (version: string): SharedDeclaration[] => [
  { name: 'react', version, requiredVersion: `^${version}`, singleton: true },
  { name: 'react-dom', version, requiredVersion: `^${version}`, singleton: true },
];

/** A folder shaped like a build: a page, a chunk, the MF manifest and the routes (and documents) the guard reads. */
function fakeBuild(
  name: string,
  chunk: string,
  shared: SharedDeclaration[] = react('19.3.1'),
  routes: PageRoute[] = [page(`/${name.replace(/^mfe_/, '')}`)],
  documents: PublishedDocument[] = [],
): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-build-`));
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
  writeFileSync(path.join(dir, `main.${chunk}.js`), `console.log(${JSON.stringify(chunk)})`);
  mkdirSync(path.join(dir, 'prerender'));
  writeFileSync(path.join(dir, 'prerender/index.json'), '{}');
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name, shared }));
  writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ version: 1, routes, ...(documents.length ? { documents } : {}) }));
  for (const { file } of documents) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), '<rss/>');
  }
  return dir;
}

const newRoot = () => mkdtempSync(path.join(tmpdir(), 'deploy-root-'));

/** Writes what the build does with the federation runtime beside its manifest, as the webpack config does. */
function withRuntime(buildDir: string, runtime: RuntimeDeclaration | string): string {
  writeFileSync(path.join(buildDir, 'federation-runtime.json'), typeof runtime === 'string' ? runtime : JSON.stringify(runtime));
  return buildDir;
}
const lends = (version: string): RuntimeDeclaration => ({ version, provides: true, external: false });
const takes = (version: string): RuntimeDeclaration => ({ version, provides: false, external: true });

describe('deploy', () => {
  it('publishes a build into its own versioned folder and points the remotes manifest at it', async () => {
    const root = newRoot();
    await deploy(root, 'shell', fakeBuild('shell', 'aaaaaaaaaa'), { env });
    const build = fakeBuild('mfe_pricing', '1111111111');
    const result = await deploy(root, 'pricing', build, { env });

    expect(result).toEqual({ name: 'pricing', version: versionOf(build), replaced: null, alreadyPublished: false });
    expect(readFileSync(path.join(releaseDir(root, 'pricing', result.version), 'main.1111111111.js'), 'utf8')).toContain('1111111111');
    expect(existsSync(path.join(releaseDir(root, 'pricing', result.version), 'prerender/index.json'))).toBe(true);
    expect(readRemotesManifestFile(root).remotes).toEqual([
      { name: 'mfe_pricing', entry: `http://localhost:4103/releases/${result.version}/mf-manifest.json` },
    ]);
    expect(readState(root, 'pricing').current).toBe(result.version);
    // Nothing half-written is left beside the pointer files.
    expect(readdirSync(root).sort()).toEqual(['pricing', 'remotes.json', 'shell']);
    expect(readdirSync(releasesDir(root, 'pricing'))).toEqual([result.version]);
  });

  it('deploys the same build as the same release, without copying it again', async () => {
    const root = newRoot();
    const build = fakeBuild('mfe_pricing', '1111111111');
    const first = await deploy(root, 'pricing', build, { env });
    const again = await deploy(root, 'pricing', build, { env });
    expect(again).toEqual({ name: 'pricing', version: first.version, replaced: first.version, alreadyPublished: true });
    expect(readState(root, 'pricing').previous).toEqual([]);
  });

  it('switches to a new release, names the old one as the fallback, and rolls back to it', async () => {
    const root = newRoot();
    const v1 = (await deploy(root, 'pricing', fakeBuild('mfe_pricing', '1111111111'), { env })).version;
    const v2 = (await deploy(root, 'pricing', fakeBuild('mfe_pricing', '2222222222'), { env })).version;
    expect(readRemotesManifestFile(root).remotes[0]).toEqual({
      name: 'mfe_pricing',
      entry: `http://localhost:4103/releases/${v2}/mf-manifest.json`,
      fallback: `http://localhost:4103/releases/${v1}/mf-manifest.json`,
    });

    const back = await rollback(root, 'pricing', { env });
    expect(back).toMatchObject({ version: v1, replaced: v2 });
    expect(readRemotesManifestFile(root).remotes[0]).toEqual({
      name: 'mfe_pricing',
      entry: `http://localhost:4103/releases/${v1}/mf-manifest.json`,
    });
    // The rolled-back release stays on disk: pages opened on it keep loading their files.
    expect(existsSync(releaseDir(root, 'pricing', v2))).toBe(true);
    await expect(rollback(root, 'pricing', { env })).rejects.toThrow('pricing has no earlier release to roll back to.');
  });

  it('rolls back to a named earlier release', async () => {
    const root = newRoot();
    const versions: string[] = [];
    for (const chunk of ['1111111111', '2222222222', '3333333333'])
      versions.push((await deploy(root, 'forms', fakeBuild('mfe_forms', chunk), { env })).version);
    await rollback(root, 'forms', { env, to: versions[0] });
    expect(readState(root, 'forms')).toMatchObject({ current: versions[0], previous: [] });
    await expect(rollback(root, 'forms', { env, to: 'feedfeedfeed' })).rejects.toThrow('forms has no earlier release feedfeedfeed.');
  });

  it('keeps the last N releases and removes older ones', async () => {
    const root = newRoot();
    const versions: string[] = [];
    for (const chunk of ['1111111111', '2222222222', '3333333333', '4444444444']) {
      versions.push((await deploy(root, 'pricing', fakeBuild('mfe_pricing', chunk), { env, keep: 2 })).version);
    }
    expect(readdirSync(releasesDir(root, 'pricing')).sort()).toEqual([versions[2], versions[3]].sort());
    expect(readState(root, 'pricing')).toMatchObject({ current: versions[3], previous: [versions[2]] });
  });

  it('refuses a remote the live shell cannot run, and switches nothing', async () => {
    const root = newRoot();
    await deploy(root, 'shell', fakeBuild('shell', 'aaaaaaaaaa'), { env });
    const live = (await deploy(root, 'pricing', fakeBuild('mfe_pricing', '1111111111'), { env })).version;
    const manifestBefore = readFileSync(path.join(root, 'remotes.json'), 'utf8');

    const refused = deploy(root, 'pricing', fakeBuild('mfe_pricing', '2222222222', react('18.3.1')), { env });
    await expect(refused).rejects.toBeInstanceOf(DeployRefused);
    await expect(refused).rejects.toThrow(
      /Refused to deploy pricing: nothing was switched\.\n {2}- mfe_pricing needs react \^18\.3\.1, but shell provides 19\.3\.1/,
    );
    expect(readFileSync(path.join(root, 'remotes.json'), 'utf8')).toBe(manifestBefore);
    expect(readState(root, 'pricing').current).toBe(live);
    expect(readdirSync(releasesDir(root, 'pricing'))).toEqual([live]);
  });

  it('refuses a shell that the live remotes cannot run under', async () => {
    const root = newRoot();
    const shell = (await deploy(root, 'shell', fakeBuild('shell', 'aaaaaaaaaa'), { env })).version;
    await deploy(root, 'pricing', fakeBuild('mfe_pricing', '1111111111'), { env });
    await expect(deploy(root, 'shell', fakeBuild('shell', 'bbbbbbbbbb', react('20.0.0')), { env })).rejects.toThrow(
      'mfe_pricing needs react ^19.3.1, but shell provides 20.0.0',
    );
    expect(readState(root, 'shell').current).toBe(shell);
  });

  it('guards a rollback too: an old remote that no longer fits the live shell stays rolled forward', async () => {
    const root = newRoot();
    await deploy(root, 'shell', fakeBuild('shell', 'aaaaaaaaaa', react('18.3.1')), { env });
    await deploy(root, 'pricing', fakeBuild('mfe_pricing', '1111111111', react('18.3.1')), { env });
    await deployTogether(
      root,
      new Map([
        ['shell', fakeBuild('shell', 'bbbbbbbbbb')],
        ['pricing', fakeBuild('mfe_pricing', '2222222222')],
      ]),
      { env },
    );
    await expect(rollback(root, 'pricing', { env })).rejects.toThrow(/Refused to roll pricing back to [0-9a-f]{12}: nothing was switched/);
  });

  it('refuses a remote built for a federation runtime the live shell does not lend, and switches nothing', async () => {
    const root = newRoot();
    // A shell built before the runtime was lent (no federation-runtime.json) lends none.
    await deploy(root, 'shell', fakeBuild('shell', 'aaaaaaaaaa'), { env });
    const live = (await deploy(root, 'pricing', fakeBuild('mfe_pricing', '1111111111'), { env })).version;
    await expect(deploy(root, 'pricing', withRuntime(fakeBuild('mfe_pricing', '2222222222'), takes('2.9.2')), { env })).rejects.toThrow(
      'Refused to deploy pricing: nothing was switched.\n  - mfe_pricing takes the federation runtime from the shell (runtime-core 2.9.x), ' +
        'but shell provides none: its entry would not start.',
    );

    await deploy(root, 'shell', withRuntime(fakeBuild('shell', 'bbbbbbbbbb'), lends('2.9.2')), { env });
    const otherMinor = deploy(root, 'pricing', withRuntime(fakeBuild('mfe_pricing', '3333333333'), takes('2.10.1')), { env });
    await expect(otherMinor).rejects.toBeInstanceOf(DeployRefused);
    await expect(otherMinor).rejects.toThrow(
      'mfe_pricing was built for the federation runtime 2.10.x (runtime-core 2.10.1), but shell provides 2.9.2',
    );
    expect(readState(root, 'pricing').current).toBe(live);

    // The same major.minor is taken, and so is a remote that still brings its own runtime.
    const fits = await deploy(root, 'pricing', withRuntime(fakeBuild('mfe_pricing', '4444444444'), takes('2.9.4')), { env });
    expect(readState(root, 'pricing').current).toBe(fits.version);
    await expect(deploy(root, 'forms', fakeBuild('mfe_forms', '5555555555'), { env })).resolves.toMatchObject({ name: 'forms' });
  });

  it('refuses a shell, deployed or rolled back to, that would leave a live remote without the federation runtime it takes', async () => {
    const root = newRoot();
    await deploy(root, 'shell', fakeBuild('shell', '0000000000'), { env }); // from before the runtime was lent
    const shell = (await deploy(root, 'shell', withRuntime(fakeBuild('shell', 'aaaaaaaaaa'), lends('2.9.2')), { env })).version;
    await deploy(root, 'pricing', withRuntime(fakeBuild('mfe_pricing', '1111111111'), takes('2.9.2')), { env });
    const noneLent =
      'mfe_pricing takes the federation runtime from the shell (runtime-core 2.9.x), but shell provides none: its entry would not start.';
    await expect(deploy(root, 'shell', fakeBuild('shell', 'bbbbbbbbbb'), { env })).rejects.toThrow(
      `Refused to deploy shell: nothing was switched.\n  - ${noneLent}`,
    );
    await expect(deploy(root, 'shell', withRuntime(fakeBuild('shell', 'cccccccccc'), lends('3.0.0')), { env })).rejects.toThrow(
      'mfe_pricing was built for the federation runtime 2.9.x (runtime-core 2.9.2), but shell provides 3.0.0',
    );
    await expect(rollback(root, 'shell', { env })).rejects.toThrow(
      new RegExp(`Refused to roll shell back to [0-9a-f]{12}: nothing was switched\\.\\n  - ${noneLent.replace(/[.()]/g, '\\$&')}`),
    );
    expect(readState(root, 'shell').current).toBe(shell);
  });

  it('refuses a build whose federation-runtime.json says nothing it can read', async () => {
    await expect(
      deploy(newRoot(), 'pricing', withRuntime(fakeBuild('mfe_pricing', '1111111111'), '{ "version": 2 }'), { env }),
    ).rejects.toThrow(/federation-runtime\.json does not say which federation runtime the build needs/);
  });

  it('serialises concurrent deploys: both remotes end up in the manifest', async () => {
    const root = newRoot();
    await Promise.all([
      deploy(root, 'pricing', fakeBuild('mfe_pricing', '1111111111'), { env }),
      deploy(root, 'forms', fakeBuild('mfe_forms', '2222222222'), { env }),
    ]);
    expect(readRemotesManifestFile(root).remotes.map((remote) => remote.name)).toEqual(['mfe_forms', 'mfe_pricing']);
  });

  it('refuses a folder that is not a build', async () => {
    await expect(deploy(newRoot(), 'pricing', mkdtempSync(path.join(tmpdir(), 'empty-')), { env })).rejects.toThrow(
      /has no mf-manifest\.json/,
    );
  });

  it('refuses a remote whose pages claim an address another deployable answers, and switches nothing', async () => {
    const root = newRoot();
    await deploy(root, 'shell', fakeBuild('shell', 'aaaaaaaaaa', react('19.3.1'), [page('/search', { indexable: false })]), { env });
    await deploy(
      root,
      'resources',
      fakeBuild('mfe_resources', '1111111111', react('19.3.1'), [page('/blogs'), page('/blog/a', { aliases: ['/article?item=a'] })]),
      { env },
    );
    const manifestBefore = readRemotesManifestFile(root);
    const claiming = fakeBuild('mfe_pricing', '2222222222', react('19.3.1'), [
      page('/pricing'),
      page('/Blogs/'),
      page('/search'),
      page('/plans', { aliases: ['/ARTICLE?item=a'] }),
    ]);
    const refusal = deploy(root, 'pricing', claiming, { env });
    await expect(refusal).rejects.toThrow(DeployRefused);
    await expect(refusal).rejects.toThrow('Refused to deploy pricing: nothing was switched.');
    const problems = await refusal.catch((error: unknown) => (error as DeployRefused).problems);
    expect(problems).toEqual([
      "mfe_pricing: /Blogs/ claims /blogs, already answered by mfe_resources's page /blogs",
      "mfe_pricing: /search claims /search, already answered by the shell's page /search",
      "mfe_pricing: /plans claims /article?item=a, already answered by mfe_resources's page /blog/a",
    ]);
    expect(readRemotesManifestFile(root)).toEqual(manifestBefore);
    expect(readState(root, 'pricing').current).toBeNull();
  });

  it('refuses a build whose document is on an address another deployable answers, or whose page is on another’s document', async () => {
    const root = newRoot();
    const feed = { path: '/blog/feed.xml', file: 'documents/blog~feed.xml', contentType: 'application/rss+xml; charset=utf-8' };
    await deploy(root, 'shell', fakeBuild('shell', 'aaaaaaaaaa', react('19.3.1'), [page('/search', { indexable: false })]), { env });
    const resources = await deploy(root, 'resources', fakeBuild('mfe_resources', '1111111111', react('19.3.1'), [page('/blogs')], [feed]), {
      env,
    });
    expect(readFileSync(path.join(releaseDir(root, 'resources', resources.version), feed.file), 'utf8')).toBe('<rss/>');

    const documentOnPages = fakeBuild(
      'mfe_pricing',
      '2222222222',
      react('19.3.1'),
      [page('/pricing')],
      [
        { ...feed, path: '/Blogs', file: 'documents/Blogs' },
        { ...feed, path: '/search/', file: 'documents/search' },
        { ...feed, path: '/BLOG/feed.xml', file: 'documents/BLOG~feed.xml' },
      ],
    );
    const refused = await deploy(root, 'pricing', documentOnPages, { env }).then(
      () => [],
      (error: unknown) => (error as DeployRefused).problems,
    );
    expect(refused).toEqual([
      "mfe_pricing: document /Blogs claims /blogs, already answered by mfe_resources's page /blogs",
      "mfe_pricing: document /search/ claims /search, already answered by the shell's page /search",
      "mfe_pricing: document /BLOG/feed.xml claims /blog/feed.xml, already answered by mfe_resources's document /blog/feed.xml",
    ]);
    expect(readState(root, 'pricing').current).toBeNull();

    const pageOnFeed = fakeBuild('mfe_marketing', '3333333333', react('19.3.1'), [page('/'), page('/blog/feed.xml/')]);
    await expect(deploy(root, 'marketing', pageOnFeed, { env })).rejects.toThrow(
      "mfe_marketing: /blog/feed.xml/ claims /blog/feed.xml, already answered by mfe_resources's document /blog/feed.xml",
    );
    expect(readState(root, 'marketing').current).toBeNull();
  });

  it('refuses a build that publishes no routes, or routes with a bad field', async () => {
    const root = newRoot();
    const noRoutes = fakeBuild('mfe_pricing', '1111111111');
    rmSync(path.join(noRoutes, 'routes.json'));
    await expect(deploy(root, 'pricing', noRoutes, { env })).rejects.toThrow(DeployRefused);
    const badRoute = fakeBuild('mfe_pricing', '2222222222', react('19.3.1'), [page('pricing')]);
    const problems = await deploy(root, 'pricing', badRoute, { env }).then(
      () => [],
      (error: unknown) => (error as DeployRefused).problems,
    );
    expect(problems[0]).toMatch(/routes\.json: routes\.0\.path: a path starting with "\/"/);
  });
});

describe('stage', () => {
  it('publishes a release without switching anyone to it, and a deploy of it later makes it live', async () => {
    const root = newRoot();
    await deploy(root, 'shell', fakeBuild('shell', 'aaaaaaaaaa'), { env });
    const live = (await deploy(root, 'pricing', fakeBuild('mfe_pricing', '1111111111'), { env })).version;
    const manifestBefore = readFileSync(path.join(root, 'remotes.json'), 'utf8');
    const build = fakeBuild('mfe_pricing', '2222222222');

    const staged = await stage(root, 'pricing', build, { env });
    expect(staged).toEqual({ name: 'pricing', version: versionOf(build), alreadyPublished: false, alreadyLive: false });
    // Published where a remote serves its releases, and nothing points at it.
    expect(existsSync(path.join(releaseDir(root, 'pricing', staged.version), 'main.2222222222.js'))).toBe(true);
    expect(readFileSync(path.join(root, 'remotes.json'), 'utf8')).toBe(manifestBefore);
    const state = readState(root, 'pricing');
    expect(state).toMatchObject({ current: live, previous: [] });
    expect(stagedOf(state).map((release) => release.version)).toEqual([staged.version]);

    await deploy(root, 'pricing', build, { env });
    const after = readState(root, 'pricing');
    expect(after).toMatchObject({ current: staged.version, previous: [live] });
    expect(stagedOf(after)).toEqual([]);
  });

  it('runs the deploy guards: a release the live site cannot run is not even published', async () => {
    const root = newRoot();
    await deploy(root, 'shell', fakeBuild('shell', 'aaaaaaaaaa'), { env });
    await deploy(root, 'resources', fakeBuild('mfe_resources', '1111111111', react('19.3.1'), [page('/blogs')]), { env });
    const secondReact = fakeBuild('mfe_pricing', '2222222222', react('18.3.1'));
    await expect(stage(root, 'pricing', secondReact, { env })).rejects.toThrow('Refused to stage pricing: nothing was published.');
    const onOthersPage = fakeBuild('mfe_pricing', '3333333333', react('19.3.1'), [page('/blogs')]);
    await expect(stage(root, 'pricing', onOthersPage, { env })).rejects.toThrow(/\/blogs, already answered by mfe_resources/);
    expect(existsSync(releasesDir(root, 'pricing'))).toBe(false);
    expect(stagedOf(readState(root, 'pricing'))).toEqual([]);
  });

  it('stages nothing for the live build, keeps the newest N staged releases, and never removes a live one', async () => {
    const root = newRoot();
    const liveBuild = fakeBuild('mfe_forms', '1111111111');
    const live = (await deploy(root, 'forms', liveBuild, { env })).version;
    expect(await stage(root, 'forms', liveBuild, { env })).toMatchObject({ version: live, alreadyLive: true });
    expect(stagedOf(readState(root, 'forms'))).toEqual([]);

    const versions: string[] = [];
    for (const chunk of ['2222222222', '3333333333', '4444444444'])
      versions.push((await stage(root, 'forms', fakeBuild('mfe_forms', chunk), { env, keep: 2 })).version);
    expect(stagedOf(readState(root, 'forms')).map((release) => release.version)).toEqual([versions[2], versions[1]]);
    expect(readdirSync(releasesDir(root, 'forms')).sort()).toEqual([live, versions[1], versions[2]].sort());
    // Staging a release again moves it to the front; it is not listed twice.
    await stage(root, 'forms', fakeBuild('mfe_forms', '3333333333'), { env, keep: 2 });
    expect(stagedOf(readState(root, 'forms')).map((release) => release.version)).toEqual([versions[1], versions[2]]);
  });

  it('keeps staged releases when deploys prune old live ones', async () => {
    const root = newRoot();
    const staged = (await stage(root, 'pricing', fakeBuild('mfe_pricing', '9999999999'), { env })).version;
    for (const chunk of ['1111111111', '2222222222', '3333333333'])
      await deploy(root, 'pricing', fakeBuild('mfe_pricing', chunk), { env, keep: 1 });
    expect(existsSync(releaseDir(root, 'pricing', staged))).toBe(true);
    expect(stagedOf(readState(root, 'pricing')).map((release) => release.version)).toEqual([staged]);
  });
});
