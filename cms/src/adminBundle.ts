/**
 * The editor's own script and the preview's CSS, bundled with esbuild when the CMS starts: the
 * browser code (src/browser/), every collection's zod schema (the very modules its collection.yml
 * names, so the editor checks with the build's schemas), and the site's components and CSS the
 * previews draw pages with. A `collection.yml` a component imports is compiled the way the build
 * compiles it (devkit/src/markdown/loadCollection.cjs), e.g. the plans a comparison preview shows.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { ContentCollection } from './collections';
import { formName, type CollectionForms } from './decapConfig';

const requireCjs = createRequire(__filename);

type CollectionPart = 'all' | 'data' | 'list';
const { compileCollectionModule } = requireCjs('../../devkit/src/markdown/loadCollection.cjs') as {
  readonly compileCollectionModule: (collectionFile: string, format: 'esm', part: CollectionPart) => { code: string; files: string[] };
};

export interface AdminBundle {
  /** admin/editor.js */
  readonly script: string;
  /** admin/preview.css: what the preview's frame is styled with. */
  readonly css: string;
  /** Content problems met while bundling (the editor still starts, so a writer can fix them). */
  readonly warnings: readonly string[];
}

/** `import x from './collection.yml?data'`, compiled as the webpack loader does. */
function collectionPlugin(warnings: string[]): Plugin {
  return {
    name: 'content-collections',
    setup(esbuild) {
      esbuild.onResolve({ filter: /[\\/]collection\.yml(\?\w+)?$/ }, (args) => {
        const [file = '', query] = args.path.split('?');
        return { path: path.resolve(args.resolveDir, file), suffix: query ? `?${query}` : '' };
      });
      esbuild.onLoad({ filter: /[\\/]collection\.yml$/ }, (args) => {
        const part: CollectionPart = args.suffix === '?data' ? 'data' : args.suffix === '?list' ? 'list' : 'all';
        try {
          const { code, files } = compileCollectionModule(args.path, 'esm', part);
          return { contents: code, loader: 'js', resolveDir: path.dirname(args.path), watchFiles: files };
        } catch (error) {
          warnings.push((error as Error).message);
          return { contents: 'export default [];', loader: 'js' };
        }
      });
    },
  };
}

const posix = (file: string) => file.split(path.sep).join('/');

/** The bundle's entry: the schemas imported and handed to the browser code. */
function entryCode(collections: readonly CollectionForms[]): string {
  const imports: string[] = [
    `import { startEditor } from ${JSON.stringify(posix(path.join(__dirname, 'browser/main.ts')))};`,
    `import { variantSchema } from ${JSON.stringify(posix(path.join(__dirname, 'browser/checks.ts')))};`,
  ];
  const moduleExport = (binding: string, { module, name }: ContentCollection['schema']) =>
    imports.push(`import { ${name} as ${binding} } from ${JSON.stringify(posix(module))};`);
  const editorCollections = collections.flatMap(({ collection, forms }, index) => {
    moduleExport(`schema${index}`, collection.schema);
    if (collection.variables) moduleExport(`variables${index}`, collection.variables);
    return forms.map((form) => {
      const schema = form.variant
        ? `variantSchema(schema${index}, ${JSON.stringify(form.variant.key)}, ${JSON.stringify(form.variant.value)})`
        : `schema${index}`;
      const variables = collection.variables ? `variables${index}` : '{}';
      return `  { name: ${JSON.stringify(formName(collection, form))}, format: ${JSON.stringify(collection.format)}, schema: ${schema}, variables: ${variables} },`;
    });
  });
  return [...imports, 'startEditor([', ...editorCollections, ']);', ''].join('\n');
}

export async function buildAdminBundle(repoDir: string, collections: readonly CollectionForms[]): Promise<AdminBundle> {
  const warnings: string[] = [];
  const result = await build({
    stdin: { contents: entryCode(collections), resolveDir: repoDir, sourcefile: 'cms-editor.ts', loader: 'ts' },
    absWorkingDir: repoDir,
    bundle: true,
    write: false,
    outdir: 'admin',
    entryNames: 'editor',
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: {
      '.svg': 'dataurl',
      '.png': 'dataurl',
      '.jpg': 'dataurl',
      '.jpeg': 'dataurl',
      '.webp': 'dataurl',
      '.avif': 'dataurl',
      '.woff2': 'dataurl',
    },
    plugins: [collectionPlugin(warnings)],
  });
  const output = (extension: string) => result.outputFiles.find((file) => file.path.endsWith(extension))?.text ?? '';
  return { script: output('.js'), css: output('.css'), warnings };
}
