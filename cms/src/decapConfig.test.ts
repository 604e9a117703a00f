import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@site/server-kit/processes';
import { parse } from 'yaml';
import { readCollectionFile } from '@site/devkit/markdown/compile';
import { discoverCollections, loadSchema } from './collections';
import { decapConfig, decapConfigYaml, gitHostFrom, type CollectionForms } from './decapConfig';
import { decapFormsOf } from './decapFields';

let collections: CollectionForms[];

beforeAll(async () => {
  collections = await Promise.all(
    discoverCollections(repoRoot).map(async (collection) => ({ collection, forms: decapFormsOf((await loadSchema(collection)).schema) })),
  );
});

interface DecapCollection {
  readonly name: string;
  readonly folder: string;
  readonly extension: string;
  readonly format: string;
  readonly media_folder: string;
  readonly public_folder: string;
  readonly filter?: { readonly field: string; readonly value: string };
  readonly fields: readonly { readonly name: string; readonly widget: string }[];
}

const decapCollections = (config: Record<string, unknown>) => config.collections as DecapCollection[];

describe('the production configuration', () => {
  it('publishes through the git host’s editorial workflow: a branch and a pull request per draft', () => {
    const config = decapConfig(collections, {
      gitHost: gitHostFrom({ CMS_GITHUB_REPO: 'wattlecare/site', CMS_AUTH_URL: 'https://auth.example' }),
    });
    expect(config).toMatchObject({
      backend: { name: 'github', repo: 'wattlecare/site', branch: 'main', base_url: 'https://auth.example' },
      publish_mode: 'editorial_workflow',
    });
    expect(config).not.toHaveProperty('local_backend');
  });

  it('uses decap-server’s proxy on a writer’s machine', () => {
    const yaml = decapConfigYaml(collections, { gitHost: gitHostFrom({}), localBackendUrl: 'http://localhost:8081/api/v1' });
    expect(parse(yaml)).toMatchObject({ local_backend: { url: 'http://localhost:8081/api/v1' }, backend: { repo: 'wattlecare/site' } });
  });
});

describe('each collection', () => {
  it('is edited where its files are, in their format, a Markdown body last', () => {
    const byName = new Map(decapCollections(decapConfig(collections, { gitHost: gitHostFrom({}) })).map((entry) => [entry.name, entry]));
    expect(byName.get('resources-blog')).toMatchObject({
      folder: 'mfe-resources/src/content/blog',
      extension: 'md',
      format: 'site-frontmatter',
    });
    expect(byName.get('resources-blog')?.fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown', modes: ['raw'] });
    expect(byName.get('marketing-features')).toMatchObject({ extension: 'yaml', format: 'site-yaml' });
    const layouts = [...byName.values()].filter((entry) => entry.folder === 'mfe-marketing/src/content/about');
    for (const entry of layouts) expect(entry.filter).toMatchObject({ field: 'layout' });
  });

  it('puts a picture chosen in the editor where the build finds the `src` it writes', () => {
    for (const entry of decapCollections(decapConfig(collections, { gitHost: gitHostFrom({}) }))) {
      const collectionFile = path.join(repoRoot, entry.folder, 'collection.yml');
      const { pictures } = readCollectionFile(collectionFile);
      const mediaFolder = path.join(repoRoot, entry.media_folder);
      expect(existsSync(mediaFolder) || entry.media_folder === `/${entry.folder}`).toBe(true);
      // The `src` Decap writes for picture.svg, resolved as the build resolves it (devkit/src/markdown/compile.ts).
      const src = path.posix.join(entry.public_folder, 'picture.svg');
      const bareName = !src.includes('/');
      const resolved = path.resolve(bareName && pictures ? pictures : path.join(repoRoot, entry.folder), src);
      expect({ collection: entry.name, resolved }).toEqual({ collection: entry.name, resolved: path.join(mediaFolder, 'picture.svg') });
    }
  });
});
