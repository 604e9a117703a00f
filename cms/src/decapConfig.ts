/**
 * Decap CMS's `config.yml`, generated from the collections found on disk and their zod schemas.
 * The same configuration serves both set-ups: in production the git host's editorial workflow
 * (`backend` + `publish_mode`, a branch and a pull request per draft, README: "Production"); on a
 * writer's machine `local_backend` points at the decap-server proxy `npm run cms` runs, which edits
 * the working copy's files directly (Decap then falls back to publishing at once).
 */
import { stringify } from 'yaml';
import type { ContentCollection } from './collections';
import { identifierOf, labelOf, type DecapField, type EntryForm } from './decapFields';

/** The repository on the git host, and the branch every deploy is made from. */
export interface GitHost {
  readonly repo: string;
  readonly branch: string;
  /** The OAuth endpoint that signs writers in to the git host (Decap's `base_url`). */
  readonly authUrl?: string;
}

/** The git host's repository, from the environment (CMS_GITHUB_REPO, CMS_BRANCH, CMS_AUTH_URL). */
export function gitHostFrom(env: NodeJS.ProcessEnv): GitHost {
  return {
    repo: env.CMS_GITHUB_REPO?.trim() || 'wattlecare/site',
    branch: env.CMS_BRANCH?.trim() || 'main',
    ...(env.CMS_AUTH_URL?.trim() ? { authUrl: env.CMS_AUTH_URL.trim() } : {}),
  };
}

export interface CollectionForms {
  readonly collection: ContentCollection;
  readonly forms: readonly EntryForm[];
}

/** Decap's name for a form of a collection: the collection's, and the layout's for one of several. */
export const formName = (collection: ContentCollection, form: EntryForm) =>
  form.variant ? `${collection.name}-${form.variant.value}` : collection.name;

/** The body of a Markdown entry: the site renders it with markdown-it (devkit/src/markdown). */
const bodyField: DecapField = {
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  hint: 'Sections start at ## (the title is the page’s only top-level heading). Write {{supportEmail}} or {{supportPhone}} for the support team’s details.',
  // Markdown as written: Decap's rich-text mode re-prints the whole body on save and has no tables.
  // The preview beside it shows the text as the site renders it.
  modes: ['raw'],
};

/** One Decap collection: a collection's form. Throws when the form has no field to name its entries by. */
export function decapCollection(collection: ContentCollection, form: EntryForm): Record<string, unknown> {
  const { fields, variant } = form;
  const all = collection.format === 'markdown' ? [...fields, bodyField] : fields;
  const identifier = identifierOf(fields);
  if (!identifier) throw new Error(`${collection.collectionFile}: no text field names an entry (title, name, heading…)`);
  const sortable = ['order', 'date', identifier].filter((name) => fields.some((field) => field.name === name));
  const layout = variant ? labelOf(variant.value) : undefined;
  return {
    name: formName(collection, form),
    label: layout ? `${collection.label} · ${layout}` : collection.label,
    label_singular: layout ? `${layout.toLowerCase()} page` : collection.labelSingular,
    description: layout ? `${collection.description} These are the ${variant?.key} “${variant?.value}” ones.` : collection.description,
    folder: collection.folder,
    // Entries of one layout of several (the same folder holds the others).
    ...(variant ? { filter: { field: variant.key, value: variant.value } } : {}),
    create: true,
    delete: false,
    // The file's name is the entry's address: lower-case words joined by hyphens, from the identifier.
    slug: '{{slug}}',
    identifier_field: identifier,
    summary: `{{${identifier}}}`,
    sortable_fields: sortable,
    // The editor's own formats (browser/formats.ts): a save changes only the values that changed.
    ...(collection.format === 'markdown' ? { extension: 'md', format: 'site-frontmatter' } : { extension: 'yaml', format: 'site-yaml' }),
    // Absolute (from the repository) so a new entry's pictures land there too; `src` is written as the build resolves it.
    media_folder: `/${collection.mediaFolder}`,
    public_folder: collection.publicFolder,
    fields: all,
  };
}

export interface ConfigOptions {
  readonly gitHost: GitHost;
  /** The decap-server proxy's API (`http://localhost:8081/api/v1`); left out of the production file. */
  readonly localBackendUrl?: string;
  /** Where the site runs, for the editor's "view site" link. */
  readonly siteUrl?: string;
}

/** The whole configuration, as an object. */
export function decapConfig(collections: readonly CollectionForms[], options: ConfigOptions): Record<string, unknown> {
  const [first] = collections;
  if (!first) throw new Error('no content collection found (a remote’s src/content/**/collection.yml)');
  const { gitHost } = options;
  return {
    backend: {
      name: 'github',
      repo: gitHost.repo,
      branch: gitHost.branch,
      ...(gitHost.authUrl ? { base_url: gitHost.authUrl } : {}),
      squash_merges: true,
      commit_messages: {
        create: 'Content: new {{collection}} “{{slug}}”',
        update: 'Content: {{collection}} “{{slug}}”',
        delete: 'Content: remove {{collection}} “{{slug}}”',
        uploadMedia: 'Content: picture {{path}}',
        deleteMedia: 'Content: remove picture {{path}}',
      },
    },
    // A branch and a pull request per draft (cms/<collection>/<slug>); merging it is publishing.
    publish_mode: 'editorial_workflow',
    ...(options.localBackendUrl ? { local_backend: { url: options.localBackendUrl } } : {}),
    ...(options.siteUrl ? { site_url: options.siteUrl, display_url: options.siteUrl } : {}),
    // Uploads from the Media page (each collection has its own folder for its entries' pictures).
    media_folder: first.collection.mediaFolder,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    editor: { preview: true },
    collections: collections.flatMap(({ collection, forms }) => forms.map((form) => decapCollection(collection, form))),
  };
}

/** The configuration as Decap reads it (`config.yml`). */
export function decapConfigYaml(collections: readonly CollectionForms[], options: ConfigOptions): string {
  const header = [
    '# Generated by cms/src/decapConfig.ts from each collection.yml and its zod schema: do not edit.',
    '# README (cms/README.md) says how the editor is run locally and in production.',
  ].join('\n');
  return `${header}\n${stringify(decapConfig(collections, options), { lineWidth: 0 })}`;
}
